import { type ReactNode, useId } from 'react'
import { CHECK_CLASSES } from './check-styles.ts'
import { classNames } from './class-names.ts'

type CheckFieldProps = {
  /** A switch (a setting that applies at once) or a box (a choice among others). */
  readonly look: 'switch' | 'box'
  readonly checked: boolean
  readonly onChange: (checked: boolean) => void
  /** The text beside the control; without it, `ariaLabel` names the control. */
  readonly label?: ReactNode
  readonly ariaLabel?: string
  readonly size?: 'small' | 'medium'
}

/**
 * A native checkbox drawn like MUI's Switch or Checkbox in a FormControlLabel, by classes
 * styled once for the page (check-styles.ts): those MUI parts weigh 5 kB on every page that
 * shows one.
 */
export function CheckField({ look, checked, onChange, label, ariaLabel, size }: CheckFieldProps) {
  const id = useId()
  const control = (
    <input
      id={id}
      type="checkbox"
      role={look === 'switch' ? 'switch' : undefined}
      className={classNames(CHECK_CLASSES[look], size === 'small' && CHECK_CLASSES.small)}
      checked={checked}
      aria-label={ariaLabel}
      onChange={(event) => onChange(event.target.checked)}
    />
  )
  if (label === undefined) return control
  return (
    <label className={CHECK_CLASSES.field} htmlFor={id}>
      {control}
      {label}
    </label>
  )
}
