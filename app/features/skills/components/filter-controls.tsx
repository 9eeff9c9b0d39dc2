import Box from '@mui/material/Box'
import type { Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Chip } from '#app/components/ui/chip.tsx'
import { ToggleChoice } from '#app/components/ui/toggle-button.tsx'
import { type NumberRange, TRI_STATES, type TriState } from '#app/domain/skill-table.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'

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
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2.5 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 0.75 }}>
        {title}
      </Typography>
      {hint ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.75 }}>
          {hint}
        </Typography>
      ) : null}
      {children}
    </Box>
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
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
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
    </Box>
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
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        mb: 0.75,
      }}
    >
      <Typography variant="body2">{label}</Typography>
      <ToggleChoice
        label={label}
        options={TRI_STATES.map((state) => ({
          value: state,
          label: t(`skills.filters.triStates.${state}`),
        }))}
        value={value}
        onChange={onChange}
      />
    </Box>
  )
}

type RangeFieldProps = {
  readonly label: string
  readonly bounds: NumberRange
  readonly step: number
  readonly value: NumberRange
  readonly onChange: (value: NumberRange) => void
}

const THUMB_PX = 14

/** A thumb of MUI's small slider, for both engines' pseudo-elements. */
function thumbStyles(theme: Theme) {
  return {
    pointerEvents: 'auto',
    appearance: 'none',
    width: THUMB_PX,
    height: THUMB_PX,
    border: 0,
    borderRadius: '50%',
    backgroundColor: theme.vars?.palette.primary.main,
    cursor: 'pointer',
    transition: 'box-shadow 150ms',
  } as const
}

/**
 * Two native range inputs over one track: the inputs let the pointer through, their thumbs
 * take it. MUI's Slider did this in 6 kB of script on the skills page's first load.
 */
function rangeStyles(theme: Theme) {
  const halo = `0 0 0 6px rgba(${theme.vars?.palette.primary.mainChannel} / 0.24)`
  return {
    position: 'relative',
    height: 28,
    mx: `${THUMB_PX / 2}px`,
    '& .range-rail, & .range-fill, & .range-mark': {
      position: 'absolute',
      top: '50%',
      transform: 'translateY(-50%)',
      pointerEvents: 'none',
    },
    '& .range-rail': {
      left: 0,
      right: 0,
      height: 4,
      borderRadius: 2,
      backgroundColor: `rgba(${theme.vars?.palette.primary.mainChannel} / 0.38)`,
    },
    '& .range-fill': { height: 4, borderRadius: 2, backgroundColor: 'primary.main' },
    '& .range-mark': {
      width: 2,
      height: 2,
      ml: '-1px',
      borderRadius: 1,
      backgroundColor: 'background.paper',
    },
    '& input': {
      position: 'absolute',
      top: 0,
      left: -THUMB_PX / 2,
      width: `calc(100% + ${THUMB_PX}px)`,
      height: '100%',
      m: 0,
      appearance: 'none',
      background: 'none',
      pointerEvents: 'none',
      outline: 'none',
    },
    '& input::-webkit-slider-thumb': thumbStyles(theme),
    '& input::-moz-range-thumb': thumbStyles(theme),
    '& input:hover::-webkit-slider-thumb, & input:focus-visible::-webkit-slider-thumb': {
      boxShadow: halo,
    },
    '& input:hover::-moz-range-thumb, & input:focus-visible::-moz-range-thumb': {
      boxShadow: halo,
    },
  } as const
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
 * A two-thumb slider: the label follows the thumbs, and the URL is written on release (the
 * inputs' change event), so a drag filters the table once.
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
    <Box sx={{ px: 1, mb: 0.5 }}>
      <Typography variant="body2">
        {t('skills.filters.rangeLabel', { field: label, min: draft.min, max: draft.max })}
      </Typography>
      <Box ref={trackRef} sx={rangeStyles}>
        <span className="range-rail" />
        <span
          className="range-fill"
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
                  className="range-mark"
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
      </Box>
    </Box>
  )
}
