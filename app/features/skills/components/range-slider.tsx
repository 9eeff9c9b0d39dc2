import { Slider } from '@base-ui/react/slider'
import { useState } from 'react'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type styles from './filter-controls.module.css'
import type { RangeFieldProps, RangeTrack } from './range-track.ts'

const THUMB_LABELS = ['skills.filters.rangeMin', 'skills.filters.rangeMax'] as const

/**
 * A two-thumb slider, Base UI's: the label follows the thumbs as they move, and the URL is
 * written when a thumb is released or at each key press, so a drag filters the table once.
 * Thumbs that meet part again in the direction they are dragged (`swap`: a thumb never passes
 * the other, the drag goes on with the other).
 */
export function RangeSlider({
  label,
  step,
  value,
  onChange,
  track,
  classes,
}: RangeFieldProps & {
  readonly track: RangeTrack
  /** The field's classes: the still picture's, whose stylesheet came with the panel. */
  readonly classes: typeof styles
}) {
  const t = useTranslate()
  const [draft, setDraft] = useState<readonly number[]>([value.min, value.max])
  // A new URL value (a reset, the back button) moves the thumbs; remounting would lose focus.
  const [shownValue, setShownValue] = useState(value)
  if (shownValue.min !== value.min || shownValue.max !== value.max) {
    setShownValue(value)
    setDraft([value.min, value.max])
  }
  const [min = value.min, max = value.max] = draft
  return (
    <Slider.Root
      className={classes.range}
      value={draft}
      min={track.min}
      max={track.max}
      step={step}
      // Page Up and Page Down move a tenth of the track, as a native range input does.
      largeStep={Math.max(step, Math.round((track.max - track.min) / 10 / step) * step)}
      disabled={track.isFixed}
      thumbCollisionBehavior="swap"
      onValueChange={(next) => {
        if (!track.isFixed) setDraft(typeof next === 'number' ? [next, next] : next)
      }}
      onValueCommitted={(next) => {
        const [nextMin, nextMax] = typeof next === 'number' ? [next, next] : next
        if (track.isFixed || nextMin === undefined || nextMax === undefined) return
        if (nextMin !== value.min || nextMax !== value.max) onChange({ min: nextMin, max: nextMax })
      }}
    >
      <Slider.Label render={<p />} className={classes.label}>
        {t('skills.filters.rangeLabel', { field: label, min, max })}
      </Slider.Label>
      <Slider.Control className={classes.control}>
        <Slider.Track className={classes.track}>
          <Slider.Indicator className={classes.fill} />
          {track.marks.map((mark) => (
            <span key={mark.value} className={classes.mark} style={{ left: `${mark.percent}%` }} />
          ))}
          {THUMB_LABELS.map((key, index) => (
            <Slider.Thumb
              key={key}
              index={index}
              className={classes.thumb}
              aria-label={t(key, { field: label })}
              getAriaValueText={(_formatted, thumbValue) => String(thumbValue)}
            />
          ))}
        </Slider.Track>
      </Slider.Control>
    </Slider.Root>
  )
}
