import { type ReactNode, useId } from 'react'
import { classNames } from '#app/components/ui/class-names.ts'
import { TOGGLE_CLASSES, ToggleButton } from '#app/components/ui/toggle-button.tsx'
import type { TriState } from '#app/domain/hero-filters.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import styles from './filter-controls.module.css'

/** A titled group of filter buttons. */
export function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h3 id={headingId} className={styles.title}>
        {title}
      </h3>
      <div className={styles.buttons}>{children}</div>
    </section>
  )
}

/** Toggle buttons for a list of choices: any selected one matches (OR). */
export function ChoiceButtons<Value extends string | number>({
  options,
  selected,
  labelOf,
  titleOf,
  onChange,
}: {
  options: readonly Value[]
  selected: readonly Value[]
  labelOf: (value: Value) => string
  titleOf?: (value: Value) => string
  onChange: (selected: readonly Value[]) => void
}) {
  return (
    <>
      {options.map((option) => {
        const isOn = selected.includes(option)
        return (
          <ToggleButton
            key={option}
            isOn={isOn}
            title={titleOf?.(option)}
            onClick={() =>
              onChange(
                isOn
                  ? selected.filter((value) => value !== option)
                  : options.filter((value) => value === option || selected.includes(value)),
              )
            }
          >
            {labelOf(option)}
          </ToggleButton>
        )
      })}
    </>
  )
}

const NEXT_STATE: Readonly<Record<TriState, TriState>> = { any: 'yes', yes: 'no', no: 'any' }
const TRI_STATE_CLASSES: Readonly<Record<TriState, string>> = {
  any: classNames(TOGGLE_CLASSES.button),
  yes: classNames(TOGGLE_CLASSES.button, TOGGLE_CLASSES.on),
  no: classNames(TOGGLE_CLASSES.button, TOGGLE_CLASSES.on, TOGGLE_CLASSES.error),
}

/** Cycles any → yes → no → any (reference §2.13), with ☐ / ☑ / ☒. */
export function TriStateButton({
  name,
  state,
  onChange,
  t,
}: {
  name: string
  state: TriState
  onChange: (state: TriState) => void
  t: Translate
}) {
  return (
    <button
      type="button"
      className={TRI_STATE_CLASSES[state]}
      aria-label={t(`units.triState.${state}`, { name })}
      onClick={() => onChange(NEXT_STATE[state])}
    >
      <span className={TOGGLE_CLASSES.box} aria-hidden />
      {name}
    </button>
  )
}
