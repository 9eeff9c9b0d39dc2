import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Chip } from '#app/components/ui/chip.tsx'
import { ToggleChoice } from '#app/components/ui/toggle-button.tsx'
import { type NumberRange, TRI_STATES, type TriState } from '#app/domain/skill-table.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import styles from './filter-controls.module.css'

export function FilterSection({
  title,
  hint,
  children,
}: {
  title: string
  hint?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {title}
      </h3>
      {hint ? <p className={styles.sectionHint}>{hint}</p> : null}
      {children}
    </section>
  )
}

type ChipGroupProps<Value extends string> = {
  readonly options: readonly Value[]
  readonly selected: readonly Value[]
  readonly labelOf: (value: Value) => string
  readonly titleOf?: (value: Value) => string
  readonly onChange: (selected: Value[]) => void
}

/** Toggle chips: several may be pressed; the order of the options is kept. */
export function ChipGroup<Value extends string>({
  options,
  selected,
  labelOf,
  titleOf,
  onChange,
}: ChipGroupProps<Value>) {
  return (
    <div className={styles.chipGroup}>
      {options.map((option) => {
        const isPressed = selected.includes(option)
        return (
          <Chip
            key={option}
            size="small"
            label={labelOf(option)}
            title={titleOf?.(option)}
            colour={isPressed ? 'primary' : 'default'}
            variant={isPressed ? 'filled' : 'outlined'}
            aria-pressed={isPressed}
            onClick={() =>
              onChange(
                isPressed
                  ? selected.filter((value) => value !== option)
                  : options.filter((value) => value === option || selected.includes(value)),
              )
            }
          />
        )
      })}
    </div>
  )
}

type TriStateFieldProps = {
  readonly label: string
  readonly value: TriState
  readonly onChange: (value: TriState) => void
}

export function TriStateField({ label, value, onChange }: TriStateFieldProps) {
  const t = useTranslate()
  return (
    <div className={styles.triState}>
      <p className={styles.label}>{label}</p>
      <ToggleChoice
        label={label}
        options={TRI_STATES.map((state) => ({
          value: state,
          label: t(`skills.filters.triStates.${state}`),
        }))}
        value={value}
        onChange={onChange}
      />
    </div>
  )
}

type RangeFieldProps = {
  readonly label: string
  readonly bounds: NumberRange
  readonly step: number
  readonly value: NumberRange
  readonly onChange: (value: NumberRange) => void
}

const THUMBS = ['min', 'max'] as const
type Thumb = (typeof THUMBS)[number]
const THUMB_LABELS = { min: 'skills.filters.rangeMin', max: 'skills.filters.rangeMax' } as const

/** A thumb moved to a value, stopped by the other thumb. */
function moveThumb(range: NumberRange, thumb: Thumb, to: number): NumberRange {
  return thumb === 'min'
    ? { min: Math.min(to, range.max), max: range.max }
    : { min: range.min, max: Math.max(to, range.min) }
}

/** The share of the track up to a value, in percent. */
function percentOf(bounds: NumberRange, value: number): number {
  return ((value - bounds.min) / (bounds.max - bounds.min)) * 100
}

/**
 * A two-thumb slider: two native range inputs over one track, which let the pointer through to
 * their thumbs (MUI's Slider did this in 6 kB of script on the skills page's first load). The
 * label follows the thumbs, and the URL is written on release (the inputs' change event), so a
 * drag filters the table once.
 */
export function RangeField({ label, bounds, step, value, onChange }: RangeFieldProps) {
  const t = useTranslate()
  const [draft, setDraft] = useState(value)
  // A new URL value (a reset, the back button) moves the thumbs; remounting would lose focus.
  const [shownValue, setShownValue] = useState(value)
  if (shownValue.min !== value.min || shownValue.max !== value.max) {
    setShownValue(value)
    setDraft(value)
  }
  const trackRef = useRef<HTMLDivElement>(null)
  const steps = (bounds.max - bounds.min) / step

  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    // The inputs, not the draft: a release can come before this effect sees the last draft.
    const commit = () => {
      const [min, max] = Array.from(track.querySelectorAll('input'), (input) => Number(input.value))
      if (min !== undefined && max !== undefined && (min !== value.min || max !== value.max)) {
        onChange({ min, max })
      }
    }
    track.addEventListener('change', commit)
    return () => track.removeEventListener('change', commit)
  }, [value, onChange])

  return (
    <div className={styles.range}>
      <p className={styles.label}>
        {t('skills.filters.rangeLabel', { field: label, min: draft.min, max: draft.max })}
      </p>
      <div ref={trackRef} className={styles.track}>
        <span className={styles.rail} />
        <span
          className={styles.fill}
          style={{
            left: `${percentOf(bounds, draft.min)}%`,
            right: `${100 - percentOf(bounds, draft.max)}%`,
          }}
        />
        {steps <= 10
          ? Array.from({ length: steps + 1 }, (_, index) => bounds.min + index * step).map(
              (mark) => (
                <span
                  key={mark}
                  className={styles.mark}
                  style={{ left: `${percentOf(bounds, mark)}%` }}
                />
              ),
            )
          : null}
        {THUMBS.map((thumb) => (
          <input
            key={thumb}
            type="range"
            min={bounds.min}
            max={bounds.max}
            step={step}
            value={draft[thumb]}
            aria-label={t(THUMB_LABELS[thumb], { field: label })}
            onChange={(event) => setDraft(moveThumb(draft, thumb, Number(event.target.value)))}
          />
        ))}
      </div>
    </div>
  )
}
