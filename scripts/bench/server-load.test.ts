import { expect, test } from 'vitest'
import type { MeasureResult } from './measure.ts'
import {
  buildUncachedPath,
  countAnswer,
  formatThroughputRatios,
  type LoadResult,
  summarizeLoad,
} from './server-load.ts'

test.each([
  { route: '/units', counter: 1, expected: '/units?page=1&n=1' },
  { route: '/', counter: 4_096, expected: '/?page=1&n=4096' },
  {
    route: '/skills-fodders?name=Distant%20Counter',
    counter: 7,
    expected: '/skills-fodders?name=Distant%20Counter&page=1&n=7',
  },
])('buildUncachedPath: $expected', ({ route, counter, expected }) => {
  expect(buildUncachedPath(route, counter)).toBe(expected)
})

test.each([
  { status: 200, headers: { 'Cache-Status': 'hero-peeler; hit' }, refused: false, hit: true },
  {
    status: 200,
    headers: { 'cache-status': 'hero-peeler; fwd=miss; stored' },
    refused: false,
    hit: false,
  },
  { status: 200, headers: undefined, refused: false, hit: false },
  { status: 503, headers: { 'Retry-After': '1' }, refused: false, hit: false },
  { status: 503, headers: {}, refused: true, hit: false },
  { status: 503, headers: { 'retry-after': 'soon' }, refused: true, hit: false },
])('countAnswer: $status $headers', ({ status, headers, refused, hit }) => {
  expect(countAnswer(status, headers)).toEqual({
    isRefusedWithoutRetryAfter: refused,
    isCacheHit: hit,
  })
})

function makeLoad(overrides: Partial<LoadResult> = {}): LoadResult {
  return {
    duration: 4,
    requests: { total: 200 },
    latency: { p50: 18, p99: 61 },
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    statusCodeStats: { '200': { count: 200 } },
    refusedWithoutRetryAfter: 0,
    cacheHits: 0,
    ...overrides,
  }
}

function readFigures(load: LoadResult) {
  return Object.fromEntries(summarizeLoad(load).figures.map((figure) => [figure.key, figure.value]))
}

test.each([
  {
    name: 'every answer a page: renders per second over the load, latencies',
    load: makeLoad(),
    figures: {
      requestsPerSecond: 50,
      p50Ms: 18,
      p99Ms: 61,
      turnedAway: 0,
      failedRequests: 0,
      cacheHits: 0,
    },
    error: undefined,
  },
  {
    name: 'a 4xx or 5xx answer is an error that names its status',
    load: makeLoad({ non2xx: 3, statusCodeStats: { '200': { count: 197 }, '500': { count: 3 } } }),
    figures: {
      requestsPerSecond: 49.25,
      p50Ms: 18,
      p99Ms: 61,
      turnedAway: 0,
      failedRequests: 3,
      cacheHits: 0,
    },
    error: '3 of 200 requests failed: 500 × 3',
  },
  {
    name: 'a redirect is no render either',
    load: makeLoad({ non2xx: 200, statusCodeStats: { '302': { count: 200 } } }),
    figures: {
      requestsPerSecond: 0,
      p50Ms: 18,
      p99Ms: 61,
      turnedAway: 0,
      failedRequests: 200,
      cacheHits: 0,
    },
    error: '200 of 200 requests failed: 302 × 200',
  },
  {
    name: 'socket errors and timeouts',
    load: makeLoad({ requests: { total: 190 }, errors: 10, timeouts: 4 }),
    figures: {
      requestsPerSecond: 47.5,
      p50Ms: 18,
      p99Ms: 61,
      turnedAway: 0,
      failedRequests: 10,
      cacheHits: 0,
    },
    error: '10 of 200 requests failed: 10 socket errors (4 of them timeouts)',
  },
  {
    name: 'no answer at all: no latency',
    load: makeLoad({ requests: { total: 0 }, errors: 10, statusCodeStats: {} }),
    figures: {
      requestsPerSecond: 0,
      p50Ms: null,
      p99Ms: null,
      turnedAway: 0,
      failedRequests: 10,
      cacheHits: 0,
    },
    error: 'no answer in 4 s',
  },
  {
    name: 'turned away with 503 and Retry-After: counted apart, not a failure',
    load: makeLoad({
      non2xx: 150,
      statusCodeStats: { '200': { count: 50 }, '503': { count: 150 } },
    }),
    figures: {
      requestsPerSecond: 12.5,
      p50Ms: 18,
      p99Ms: 61,
      turnedAway: 150,
      failedRequests: 0,
      cacheHits: 0,
    },
    error: undefined,
  },
  {
    name: 'answers from the page cache are counted',
    load: makeLoad({ cacheHits: 199 }),
    figures: {
      requestsPerSecond: 50,
      p50Ms: 18,
      p99Ms: 61,
      turnedAway: 0,
      failedRequests: 0,
      cacheHits: 199,
    },
    error: undefined,
  },
  {
    name: 'a 503 without Retry-After is a failure',
    load: makeLoad({
      non2xx: 150,
      statusCodeStats: { '200': { count: 50 }, '503': { count: 150 } },
      refusedWithoutRetryAfter: 4,
    }),
    figures: {
      requestsPerSecond: 12.5,
      p50Ms: 18,
      p99Ms: 61,
      turnedAway: 150,
      failedRequests: 4,
      cacheHits: 0,
    },
    error: '4 of 200 requests failed: 4 × 503 without Retry-After',
  },
])('summarizeLoad: $name', ({ load, figures, error }) => {
  expect(readFigures(load)).toEqual(figures)
  expect(summarizeLoad(load).error).toBe(error)
})

function makeRow(route: string, variant: string, requestsPerSecond: number | null) {
  return {
    route,
    variant,
    figures: [
      {
        key: 'requestsPerSecond',
        label: 'renders',
        unit: 'perSecond' as const,
        value: requestsPerSecond,
      },
    ],
  }
}

test('formatThroughputRatios: current ÷ baseline per route and connections, against 2×', () => {
  const result: MeasureResult = {
    name: 'server',
    rows: [
      makeRow('/units', '1 connection', 90),
      makeRow('/units', '10 connections', 120),
      makeRow('/skills', '1 connection', 40),
    ],
    baselineRows: [
      makeRow('/units', '1 connection', 40),
      makeRow('/units', '10 connections', 100),
      makeRow('/skills', '1 connection', null),
    ],
  }
  expect(formatThroughputRatios(result)).toBe(
    [
      'Server pages served per second, current ÷ baseline (target ≥ 2×):',
      '  /units 1 connection: 2.25× reached',
      '  /units 10 connections: 1.20× not yet',
      '  /skills 1 connection: no ratio (a build has no figure)',
    ].join('\n'),
  )
})

test('formatThroughputRatios: nothing without a baseline', () => {
  expect(formatThroughputRatios({ name: 'server', rows: [makeRow('/', '1 connection', 9)] })).toBe(
    null,
  )
})
