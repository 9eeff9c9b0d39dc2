import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import NativeSelect from '@mui/material/NativeSelect'
import OutlinedInput from '@mui/material/OutlinedInput'
import type { SxProps, Theme } from '@mui/material/styles'
import { useId } from 'react'

type Option = { readonly value: string; readonly label: string }

/**
 * A labelled native select in the outlined style: the phone's own picker on small screens,
 * and light (MUI's Select, or TextField which imports it, brings menus, popovers and modals:
 * about 25 kB compressed).
 */
export function SelectField(props: {
  readonly label: string
  readonly value: string
  readonly options: readonly Option[]
  readonly onChange: (value: string) => void
  readonly disabled?: boolean
  readonly fullWidth?: boolean
  readonly minWidth?: number
  readonly sx?: SxProps<Theme>
}) {
  const id = useId()
  return (
    <FormControl
      size="small"
      fullWidth={props.fullWidth}
      disabled={props.disabled}
      sx={[{ minWidth: props.minWidth }, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]}
    >
      <InputLabel htmlFor={id} shrink>
        {props.label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        input={<OutlinedInput notched label={props.label} />}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  )
}
