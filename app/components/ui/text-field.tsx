import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import type { InputBaseComponentProps } from '@mui/material/InputBase'
import InputLabel from '@mui/material/InputLabel'
import OutlinedInput from '@mui/material/OutlinedInput'
import type { SxProps, Theme } from '@mui/material/styles'
import { type ChangeEvent, type FocusEvent, type ReactNode, type Ref, useId } from 'react'

type FieldElement = HTMLInputElement | HTMLTextAreaElement

/** MUI TextField's props that our forms use, under the same names. */
export type TextFieldProps = {
  readonly label: string
  readonly value?: string | number
  readonly defaultValue?: string
  readonly onChange?: (event: ChangeEvent<FieldElement>) => void
  readonly onFocus?: (event: FocusEvent<FieldElement>) => void
  readonly type?: 'text' | 'search' | 'number'
  readonly size?: 'small' | 'medium'
  readonly fullWidth?: boolean
  readonly helperText?: ReactNode
  readonly error?: boolean
  readonly placeholder?: string
  readonly disabled?: boolean
  readonly required?: boolean
  readonly autoComplete?: string
  readonly autoFocus?: boolean
  readonly name?: string
  readonly inputRef?: Ref<HTMLInputElement>
  readonly multiline?: boolean
  readonly minRows?: number
  readonly slotProps?: {
    readonly input?: { readonly startAdornment?: ReactNode; readonly endAdornment?: ReactNode }
    /** The input element's own attributes: inputMode, min, max, maxLength, aria-… */
    readonly htmlInput?: InputBaseComponentProps
    /** 'polite' when the helper text follows the typing (a count of matches). */
    readonly formHelperText?: { readonly 'aria-live'?: 'polite' | 'off' }
  }
  readonly sx?: SxProps<Theme>
}

/**
 * A labelled text field in the outlined style, as MUI's TextField draws it, without its
 * `select` mode: TextField imports Select, which brings menus, popovers and modals (about
 * 25 kB compressed) to every page with a form. A choice among options is a SelectField.
 */
export function TextField({
  label,
  size,
  fullWidth,
  helperText,
  error,
  disabled,
  required,
  slotProps,
  sx,
  ...input
}: TextFieldProps) {
  const id = useId()
  const helperTextId = helperText ? `${id}-helper-text` : undefined
  return (
    <FormControl
      size={size}
      fullWidth={fullWidth}
      error={error}
      disabled={disabled}
      required={required}
      sx={sx}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
        startAdornment={slotProps?.input?.startAdornment}
        endAdornment={slotProps?.input?.endAdornment}
        inputProps={slotProps?.htmlInput}
      />
      {helperText ? (
        <FormHelperText id={helperTextId} {...slotProps?.formHelperText}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  )
}
