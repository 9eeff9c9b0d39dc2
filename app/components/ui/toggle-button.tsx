import type { ReactNode } from 'react'
import styles from './toggle-button.module.css'

/** The toggle look's classes, for a filter that draws its own pressed state (tri-state filters). */
export const TOGGLE_CLASSES = {
  button: styles.button,
  /** Pressed, for buttons that say so in their label rather than with aria-pressed. */
  on: styles.on,
  /** Drawn in the error colour: a filter that excludes. */
  error: styles.error,
  /** A box before the text: empty, ticked (on) or crossed (on and error). */
  box: styles.box,
} as const

type ToggleButtonProps = {
  readonly isOn: boolean
  readonly onClick: () => void
  readonly children: ReactNode
  readonly title?: string
  readonly ariaLabel?: string
}

/** A button that is on or off (aria-pressed). */
export function ToggleButton({ isOn, onClick, children, title, ariaLabel }: ToggleButtonProps) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-pressed={isOn}
      title={title}
      aria-label={ariaLabel}
      onClick={onClick}
    >
      {children}
    </button>
  )
}

type ToggleChoiceProps<Value extends string> = {
  /** Names the group for assistive technology. */
  readonly label: string
  readonly options: readonly { readonly value: Value; readonly label: string }[]
  readonly value: Value
  readonly onChange: (value: Value) => void
}

/** One choice among a few, as joined toggle buttons; pressing the chosen one keeps it. */
export function ToggleChoice<Value extends string>({
  label,
  options,
  value,
  onChange,
}: ToggleChoiceProps<Value>) {
  return (
    <fieldset aria-label={label} className={styles.group}>
      {options.map((option) => (
        <ToggleButton
          key={option.value}
          isOn={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </ToggleButton>
      ))}
    </fieldset>
  )
}
