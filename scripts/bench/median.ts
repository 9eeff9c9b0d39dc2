import type { Figure, MeasureRow } from './measure.ts'

/** The middle value, or the mean of the two middle values; null for no value. */
export function findMedian(values: readonly number[]): number | null {
  const sorted = [...values].sort((left, right) => left - right)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return null
  if (sorted.length % 2 === 1) return sorted[middle] ?? null
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * Folds repeated runs of one route and variant into one row: each figure is the median of
 * the runs that gave it. Failed runs are left out; the row fails only when every run failed.
 */
export function combineRuns(runs: readonly MeasureRow[]): MeasureRow {
  const [first] = runs
  if (first === undefined) throw new Error('combineRuns needs at least one run')
  const measuredRuns = runs.filter((run) => run.error === undefined)
  const errors = runs.flatMap((run) => (run.error === undefined ? [] : [run.error]))
  const details = {
    runs: runs.map((run) => ({ error: run.error, figures: run.figures, details: run.details })),
  }
  const [firstMeasured] = measuredRuns
  if (firstMeasured === undefined) {
    return {
      route: first.route,
      variant: first.variant,
      figures: [],
      error: errors.join(' | '),
      details,
    }
  }
  const figures = firstMeasured.figures.map(
    (figure): Figure => ({
      ...figure,
      value: findMedian(
        measuredRuns.flatMap((run) => {
          const value = run.figures.find((candidate) => candidate.key === figure.key)?.value
          return value === null || value === undefined ? [] : [value]
        }),
      ),
    }),
  )
  return { route: first.route, variant: first.variant, figures, details }
}
