import TextField from '@mui/material/TextField'

type Option = { readonly value: string; readonly label: string }

/** A labelled native select: light, and the phone's own picker on small screens. */
export function NativeSelect(props: {
  readonly label: string
  readonly value: string
  readonly options: readonly Option[]
  readonly onChange: (value: string) => void
  readonly disabled?: boolean
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value)}
      // A native select always shows an option, even for the empty value: the label stays up.
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  )
}
