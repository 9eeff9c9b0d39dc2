import type { ReactNode } from 'react'
import { TOGGLE_CLASSES } from './toggle-styles.ts'

type ToggleButtonProps = {
  readonly isOn: boolean
  readonly onClick: () => void
  readonly children: ReactNode
  readonly title?: string
  readonly ariaLabel?: string
}

/** A button that is on or off (aria-pressed), styled once for the page (toggle-styles.ts). */
export function ToggleButton({ isOn, onClick, children, title, ariaLabel }: ToggleButtonProps) {
  return (
    <button
      type="button"
      className={TOGGLE_CLASSES.button}
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
    <fieldset aria-label={label} className={TOGGLE_CLASSES.group}>
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
