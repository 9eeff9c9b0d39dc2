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
  /** Counted by the bench itself (autocannon's onResponse): 503 answers without Retry-After. */
  readonly refusedWithoutRetryAfter: number
  /** Counted by the bench itself: answers the server's page cache gave (Cache-Status: hit). */
  readonly cacheHits: number
}

/** Where autocannon's worker threads send each answer's counts (load-answer-hook.ts). */
export const LOAD_ANSWERS_CHANNEL = 'hero-peeler-bench-load-answers'

/** What the bench counts of one answer, besides autocannon's own figures. */
export type AnswerCounts = {
  /** A 503 without Retry-After: a refusal that does not say when to come back. */
  readonly isRefusedWithoutRetryAfter: boolean
  /** An answer of the server's page cache (Cache-Status: hit). */
  readonly isCacheHit: boolean
}

/** What the Node host asks a turned-away client to wait (in-flight-limit.server.ts). */
const RETRY_AFTER = /^\d+$/

/** A header of an autocannon answer, by its raw name as the server wrote it. */
function readHeader(headers: Record<string, unknown> | undefined, name: string): string {
  return String(Object.entries(headers ?? {}).find(([each]) => each.toLowerCase() === name)?.[1])
}

/** One answer's counts, from its status and headers (autocannon's onResponse). */
export function countAnswer(
  status: number,
  headers: Record<string, unknown> | undefined,
): AnswerCounts {
  return {
    isRefusedWithoutRetryAfter:
      status === 503 && !RETRY_AFTER.test(readHeader(headers, 'retry-after')),
    isCacheHit: /;\s*hit\b/.test(readHeader(headers, 'cache-status')),
  }
}

/**
 * A path no cache could answer: the query differs for every request. The pages' URL schemas
 * ignore `n` and read `page=1` as their default (hero-search.ts, skill-search.ts). The cached
 * load asks for the route itself, again and again.
 */
export function buildUncachedPath(route: string, counter: number): string {
  return `${route}${route.includes('?') ? '&' : '?'}page=1&n=${counter}`
}

export type LoadSummary = {
  readonly figures: readonly Figure[]
  /** Set when an answer failed: the figures then time failures too. */
  readonly error?: string
}

/** 503 with Retry-After: the server turned the request away at once (decision 0067). */
const TURNED_AWAY = '503'

function listFailedStatuses(result: LoadResult): string[] {
  return Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !/^2\d\d$/.test(status) && status !== TURNED_AWAY)
    .map(([status, stats]) => `${status} × ${stats.count ?? 0}`)
}

/**
 * Pages served per second, latencies of every answer, requests turned away (503, counted
 * apart: under more load than the process takes, that is its answer) and failures: any other
 * 4xx or 5xx, a 503 without Retry-After, a socket error or a timeout makes the row an error.
 */
export function summarizeLoad(result: LoadResult): LoadSummary {
  const answers = result.requests.total
  const turnedAway = result.statusCodeStats?.[TURNED_AWAY]?.count ?? 0
  const failedStatuses = result.non2xx - turnedAway + result.refusedWithoutRetryAfter
  const figures: Figure[] = [
    {
      key: 'requestsPerSecond',
      label: 'served',
      unit: 'perSecond',
      value: result.duration > 0 ? (answers - result.non2xx) / result.duration : null,
    },
    { key: 'p50Ms', label: 'p50', unit: 'ms', value: answers > 0 ? result.latency.p50 : null },
    { key: 'p99Ms', label: 'p99', unit: 'ms', value: answers > 0 ? result.latency.p99 : null },
    { key: 'turnedAway', label: '503', unit: 'count', value: turnedAway },
    {
      key: 'failedRequests',
      label: 'failed',
      unit: 'count',
      value: failedStatuses + result.errors,
    },
    // Decision 0068: pages the server answered from its cache, so a cached load is seen to be.
    { key: 'cacheHits', label: 'kept', unit: 'count', value: result.cacheHits },
  ]
  if (answers === 0) return { figures, error: `no answer in ${result.duration} s` }
  const failures = [
    ...listFailedStatuses(result),
    ...(result.refusedWithoutRetryAfter > 0
      ? [`${result.refusedWithoutRetryAfter} × 503 without Retry-After`]
      : []),
    ...(result.errors > 0
      ? [`${result.errors} socket errors (${result.timeouts} of them timeouts)`]
      : []),
  ]
  if (failures.length === 0) return { figures }
  return {
    figures,
    error: `${failedStatuses + result.errors} of ${answers + result.errors} requests failed: ${failures.join(', ')}`,
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
    `Server pages served per second, current ÷ baseline (target ≥ ${THROUGHPUT_TARGET}×):`,
    ...lines,
  ].join('\n')
}
