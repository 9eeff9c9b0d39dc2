import { useId } from 'react'
import { FIELD_CLASSES, OutlinedField } from './outlined-field.tsx'

type Option = { readonly value: string; readonly label: string }

/** A labelled native select in the outlined style: the phone's own picker on small screens. */
export function SelectField(props: {
  readonly label: string
  readonly value: string
  readonly options: readonly Option[]
  readonly onChange: (value: string) => void
  /** Shown while the value is '' (a select that adds a choice rather than holding one). */
  readonly placeholder?: string
  readonly disabled?: boolean
  readonly fullWidth?: boolean
  readonly className?: string
}) {
  const id = useId()
  return (
    <OutlinedField
      controlId={id}
      label={props.label}
      size="small"
      fullWidth={props.fullWidth}
      disabled={props.disabled}
      className={props.className}
    >
      <select
        id={id}
        className={FIELD_CLASSES.control}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.placeholder === undefined ? null : (
          <option value="" disabled>
            {props.placeholder}
          </option>
        )}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </OutlinedField>
  )
}
