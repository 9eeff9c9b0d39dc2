import type { ReactNode } from 'react'
import { classNames } from './class-names.ts'
import styles from './outlined-field.module.css'

/** The class of the control inside a field (an input, textarea or select), and of its end parts. */
export const FIELD_CLASSES = { control: styles.control, adornment: styles.adornment } as const

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
  /** Chips of several choices wrap inside the box, before the text (a multiple combobox). */
  readonly isWrapping?: boolean
  readonly className?: string
  /** The control: an input, textarea or select with the `FIELD_CLASSES.control` class. */
  readonly children: ReactNode
}

/**
 * The frame of a form field in the outlined style (label on the outline, helper text under it)
 * around a native control: the frame of TextField, SelectField and Combobox.
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
  isWrapping,
  className,
  children,
}: OutlinedFieldProps) {
  const classes = classNames(
    styles.root,
    size === 'small' && styles.small,
    fullWidth && styles.fullWidth,
    error && styles.error,
    disabled && styles.disabled,
    className,
  )
  // The asterisk is seen, not read: the control itself says it is required.
  const labelText = (
    <>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </>
  )
  return (
    <div className={classes}>
      <label className={styles.label} htmlFor={controlId} id={labelId}>
        {labelText}
      </label>
      <div className={classNames(styles.box, isWrapping && styles.wrapping)}>
        {startAdornment}
        {children}
        {endAdornment}
        <fieldset aria-hidden="true" className={styles.outline}>
          <legend>
            <span>{labelText}</span>
          </legend>
        </fieldset>
      </div>
      {helperText ? (
        <p className={styles.helper} id={helperTextId} aria-live={helperTextLive}>
          {helperText}
        </p>
      ) : null}
    </div>
  )
}

/** An icon, a button or a short text at either end of a field's box. */
export function FieldAdornment({ children }: { readonly children: ReactNode }) {
  return <span className={styles.adornment}>{children}</span>
}
