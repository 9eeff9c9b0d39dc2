import type { Figure, MeasureResult } from './measure.ts'
import { computeRatio, formatRatio } from './table.ts'

/** The part of autocannon's result (autocannon.Result) that the bench reads. */
export type LoadResult = {
  /** Seconds the load lasted. */
  readonly duration: number
  /** `total`: the answers received, whatever their status. */
  readonly requests: { readonly total: number }
  /** Milliseconds from request to answer. */
  readonly latency: { readonly p50: number; readonly p99: number }
  /** Socket errors, timeouts included. */
  readonly errors: number
  readonly timeouts: number
  /** Answers with a status outside 200–299. */
  readonly non2xx: number
  readonly statusCodeStats?: Readonly<Record<string, { readonly count?: number }>>
}

/**
 * A path no cache could answer: the query differs for every request. The pages' URL schemas
 * ignore `n` and read `page=1` as their default (hero-search.ts, skill-search.ts).
 */
export function buildUncachedPath(route: string, counter: number): string {
  return `${route}?page=1&n=${counter}`
}

export type LoadSummary = {
  readonly figures: readonly Figure[]
  /** Set when an answer failed: the figures then time failures too. */
  readonly error?: string
}

function listFailedStatuses(result: LoadResult): string[] {
  return Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !/^2\d\d$/.test(status))
    .map(([status, stats]) => `${status} × ${stats.count ?? 0}`)
}

/** Renders per second and latencies; any 4xx, 5xx or socket error makes the row an error. */
export function summarizeLoad(result: LoadResult): LoadSummary {
  const answers = result.requests.total
  const figures: Figure[] = [
    {
      key: 'requestsPerSecond',
      label: 'renders',
      unit: 'perSecond',
      value: result.duration > 0 ? answers / result.duration : null,
    },
    { key: 'p50Ms', label: 'p50', unit: 'ms', value: answers > 0 ? result.latency.p50 : null },
    { key: 'p99Ms', label: 'p99', unit: 'ms', value: answers > 0 ? result.latency.p99 : null },
    {
      key: 'failedRequests',
      label: 'failed',
      unit: 'count',
      value: result.non2xx + result.errors,
    },
  ]
  if (answers === 0) return { figures, error: `no answer in ${result.duration} s` }
  const failures = [
    ...listFailedStatuses(result),
    ...(result.errors > 0
      ? [`${result.errors} socket errors (${result.timeouts} of them timeouts)`]
      : []),
  ]
  if (failures.length === 0) return { figures }
  return {
    figures,
    error: `${result.non2xx + result.errors} of ${answers + result.errors} requests failed: ${failures.join(', ')}`,
  }
}

/** The aim for server renders: at least twice the baseline's throughput. */
export const THROUGHPUT_TARGET = 2

/**
 * One line per route and connection count: current renders per second ÷ the baseline's,
 * against the target; null without baseline rows.
 */
export function formatThroughputRatios(result: MeasureResult): string | null {
  const { baselineRows } = result
  if (baselineRows === undefined) return null
  const readRate = (figures: readonly Figure[]) =>
    figures.find((figure) => figure.key === 'requestsPerSecond')?.value
  const lines = result.rows.map((row) => {
    const baseline = baselineRows.find(
      (candidate) => candidate.route === row.route && candidate.variant === row.variant,
    )
    const ratio = computeRatio(readRate(row.figures), readRate(baseline?.figures ?? []))
    if (ratio === null) return `  ${row.route} ${row.variant}: no ratio (a build has no figure)`
    const verdict = ratio >= THROUGHPUT_TARGET ? 'reached' : 'not yet'
    return `  ${row.route} ${row.variant}: ${formatRatio(ratio)}× ${verdict}`
  })
  return [
    `Server renders per second, current ÷ baseline (target ≥ ${THROUGHPUT_TARGET}×):`,
    ...lines,
  ].join('\n')
}
