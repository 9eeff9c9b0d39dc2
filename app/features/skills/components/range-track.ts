import type { NumberRange } from '#app/domain/skill-table.ts'

/** A range slider's props: its field's name, bounds and step, and the chosen range. */
export type RangeFieldProps = {
  readonly label: string
  readonly bounds: NumberRange
  readonly step: number
  readonly value: NumberRange
  readonly onChange: (value: NumberRange) => void
}

/** A range slider's track: the values from end to end, and the steps marked when few. */
export type RangeTrack = NumberRange & {
  /** The bounds are equal: one value, nothing to choose. */
  readonly isFixed: boolean
  /** The steps, with their place on the track in percent. */
  readonly marks: readonly { readonly value: number; readonly percent: number }[]
}

/** More steps than this are not marked: the marks would run together. */
const MAX_MARKED_STEPS = 10

/**
 * The track of a field's bounds. Equal bounds leave one value: the track is one step long
 * (drawn disabled), as a track of no length has no place for its thumbs.
 */
export function readRangeTrack(bounds: NumberRange, step: number): RangeTrack {
  const isFixed = bounds.max <= bounds.min
  const track = { min: bounds.min, max: isFixed ? bounds.min + step : bounds.max }
  const steps = Math.round((track.max - track.min) / step)
  const marks =
    steps <= MAX_MARKED_STEPS
      ? Array.from({ length: steps + 1 }, (_, index) => {
          const value = track.min + index * step
          return { value, percent: percentOf(track, value) }
        })
      : []
  return { ...track, isFixed, marks }
}

/** The share of the track up to a value, in percent; a track of no length is all start. */
export function percentOf(track: NumberRange, value: number): number {
  const span = track.max - track.min
  return span > 0 ? ((value - track.min) / span) * 100 : 0
}
