import { type ReactNode, useId } from 'react'
import styles from './check-field.module.css'
import { classNames } from './class-names.ts'

type CheckFieldProps = {
  /** A switch (a setting that applies at once) or a box (a choice among others). */
  readonly look: 'switch' | 'box'
  readonly checked: boolean
  readonly onChange: (checked: boolean) => void
  /** The text beside the control; without it, `ariaLabel` names the control. */
  readonly label?: ReactNode
  readonly ariaLabel?: string
  /** The id of a text that says more about the control (its help, its state). */
  readonly describedBy?: string
  readonly size?: 'small' | 'medium'
}

/** A native checkbox drawn as the Material Switch or Checkbox, labelled beside it. */
export function CheckField({
  look,
  checked,
  onChange,
  label,
  ariaLabel,
  describedBy,
  size,
}: CheckFieldProps) {
  const id = useId()
  const control = (
    <input
      id={id}
      type="checkbox"
      role={look === 'switch' ? 'switch' : undefined}
      className={classNames(styles[look], size === 'small' && styles.small)}
      checked={checked}
      aria-label={ariaLabel}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.checked)}
    />
  )
  if (label === undefined) return control
  return (
    <label className={styles.field} htmlFor={id}>
      {control}
      {label}
    </label>
  )
}
