import {
  lazy,
  type ReactNode,
  type Ref,
  type RefObject,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { Chip } from '#app/components/ui/chip.tsx'
import { ToggleChoice } from '#app/components/ui/toggle-button.tsx'
import { TRI_STATES, type TriState } from '#app/domain/skill-table.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import styles from './filter-controls.module.css'
import { percentOf, type RangeFieldProps, type RangeTrack, readRangeTrack } from './range-track.ts'

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

const RangeSlider = lazy(() =>
  import('./range-slider.tsx').then((module) => ({ default: module.RangeSlider })),
)

/**
 * A range filter. Its slider's code (Base UI's, 15 kB compressed) loads when the field comes
 * into view or its panel is reached for: the panel draws the sliders below the fold, and the
 * first load of /skills has no room for them. Until then a still picture of the slider, drawn
 * with the same classes, holds its place.
 */
export function RangeField({
  isReachedFor,
  ...props
}: RangeFieldProps & {
  /** The panel has the pointer or the focus: the slider is wanted, seen or not. */
  readonly isReachedFor: boolean
}) {
  const ref = useRef<HTMLDivElement>(null)
  const hasBeenSeen = useHasBeenSeen(ref)
  const track = readRangeTrack(props.bounds, props.step)
  const preview = <RangePreview ref={ref} {...props} track={track} />
  return hasBeenSeen || isReachedFor ? (
    <Suspense fallback={preview}>
      <RangeSlider {...props} track={track} classes={styles} />
    </Suspense>
  ) : (
    preview
  )
}

/** Whether the element has come into view, once true for good. */
function useHasBeenSeen(ref: RefObject<Element | null>): boolean {
  const [hasBeenSeen, setSeen] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (hasBeenSeen || !element) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, hasBeenSeen])
  return hasBeenSeen
}

/** The slider as it stands, without its behaviour: the same parts and classes as Base UI's. */
function RangePreview({
  ref,
  label,
  value,
  track,
}: RangeFieldProps & { readonly ref?: Ref<HTMLDivElement>; readonly track: RangeTrack }) {
  const t = useTranslate()
  const start = percentOf(track, value.min)
  const end = percentOf(track, value.max)
  return (
    <div ref={ref} className={styles.range}>
      <p className={styles.label}>
        {t('skills.filters.rangeLabel', { field: label, min: value.min, max: value.max })}
      </p>
      <div className={styles.control} data-disabled={track.isFixed ? '' : undefined}>
        <div className={styles.track}>
          <div
            className={styles.fill}
            style={{ insetInlineStart: `${start}%`, width: `${end - start}%` }}
          />
          {track.marks.map((mark) => (
            <span key={mark.value} className={styles.mark} style={{ left: `${mark.percent}%` }} />
          ))}
          <div className={styles.thumb} style={{ insetInlineStart: `${start}%` }} />
          <div className={styles.thumb} style={{ insetInlineStart: `${end}%` }} />
        </div>
      </div>
    </div>
  )
}
