import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { classNames } from './class-names.ts'
import { FIELD_CLASSES } from './field-styles.ts'

export type OutlinedFieldProps = {
  /** The id of the control inside, which the label names. */
  readonly controlId: string
  readonly label: string
  readonly labelId?: string
  readonly helperText?: ReactNode
  readonly helperTextId?: string
  /** 'polite' when the helper text follows the typing (a count of matches). */
  readonly helperTextLive?: 'polite' | 'off'
  readonly size?: 'small' | 'medium'
  readonly fullWidth?: boolean
  readonly error?: boolean
  readonly disabled?: boolean
  readonly required?: boolean
  /** Drawn before and after the control; a `FieldAdornment` spaces an icon or a button. */
  readonly startAdornment?: ReactNode
  readonly endAdornment?: ReactNode
  readonly sx?: SxProps<Theme>
  /** The control: an input, textarea or select with the `FIELD_CLASSES.control` class. */
  readonly children: ReactNode
}

/**
 * The frame of a form field in MUI's outlined style (label on the outline, helper text under
 * it) around a native control: the frame of TextField, SelectField and Combobox.
 */
export function OutlinedField({
  controlId,
  label,
  labelId,
  helperText,
  helperTextId,
  helperTextLive,
  size,
  fullWidth,
  error,
  disabled,
  required,
  startAdornment,
  endAdornment,
  sx,
  children,
}: OutlinedFieldProps) {
  const c = FIELD_CLASSES
  const className = classNames(
    c.root,
    size === 'small' && c.small,
    fullWidth && c.fullWidth,
    error && c.error,
    disabled && c.disabled,
  )
  // The asterisk is seen, not read: the control itself says it is required.
  const labelText = (
    <>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </>
  )
  return (
    <Box className={className} sx={sx}>
      <label className={c.label} htmlFor={controlId} id={labelId}>
        {labelText}
      </label>
      <div className={c.box}>
        {startAdornment}
        {children}
        {endAdornment}
        <fieldset aria-hidden="true" className={c.outline}>
          <legend>
            <span>{labelText}</span>
          </legend>
        </fieldset>
      </div>
      {helperText ? (
        <p className={c.helper} id={helperTextId} aria-live={helperTextLive}>
          {helperText}
        </p>
      ) : null}
    </Box>
  )
}

/** An icon, a button or a short text at either end of a field's box (MUI's InputAdornment). */
export function FieldAdornment({ children }: { readonly children: ReactNode }) {
  return <span className={FIELD_CLASSES.adornment}>{children}</span>
}
