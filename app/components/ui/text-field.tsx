import {
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useId,
} from 'react'
import { FIELD_CLASSES, OutlinedField } from './outlined-field.tsx'

type FieldElement = HTMLInputElement | HTMLTextAreaElement

/** A text field's props, under the names forms know (label, helperText, slotProps). */
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
  /** Shown to be read, selected and copied (a link to share), not edited. */
  readonly readOnly?: boolean
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
    readonly htmlInput?: InputHTMLAttributes<HTMLInputElement>
    /** 'polite' when the helper text follows the typing (a count of matches). */
    readonly formHelperText?: { readonly 'aria-live'?: 'polite' | 'off' }
  }
  readonly className?: string
}

/**
 * A labelled text field in the outlined style on a native input (or a textarea when
 * multiline). A choice among options is a SelectField.
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
  className,
  multiline,
  minRows,
  inputRef,
  ...input
}: TextFieldProps) {
  const id = useId()
  const helperTextId = helperText ? `${id}-helper-text` : undefined
  const control = {
    ...input,
    id,
    className: FIELD_CLASSES.control,
    disabled,
    required,
    'aria-invalid': Boolean(error),
    'aria-describedby': helperTextId,
  }
  return (
    <OutlinedField
      controlId={id}
      label={label}
      helperText={helperText}
      helperTextId={helperTextId}
      helperTextLive={slotProps?.formHelperText?.['aria-live']}
      size={size}
      fullWidth={fullWidth}
      error={error}
      disabled={disabled}
      required={required}
      startAdornment={slotProps?.input?.startAdornment}
      endAdornment={slotProps?.input?.endAdornment}
      className={className}
    >
      {multiline ? (
        <textarea {...control} rows={minRows} />
      ) : (
        <input {...slotProps?.htmlInput} {...control} ref={inputRef} />
      )}
    </OutlinedField>
  )
}
