import { setTimeout } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { BroadcastChannel } from 'node:worker_threads'
import autocannon from 'autocannon'
import type { Measure, MeasureRow } from './measure.ts'
import { MOBILE_DEVICE } from './mobile-device.ts'
import { PEELER_SHARED_LINK } from './options.ts'
import {
  type AnswerCounts,
  buildUncachedPath,
  countAnswer,
  LOAD_ANSWERS_CHANNEL,
  type LoadResult,
  summarizeLoad,
} from './server-load.ts'

/** A hero's detail view over /units, as a shared link opens it (by slug: an id redirects, 0064). */
export const HERO_VIEW_LINK = '/units?unit=abel-the-panther'

/**
 * Issue 25's pages, each with the bench route that selects it (`--routes`): the home page, the
 * two big lists, a shared peeler link, a hero view (measured with /units, the page under it).
 */
export const SERVER_ROUTES: readonly { readonly path: string; readonly route: string }[] = [
  { path: '/', route: '/' },
  { path: '/units', route: '/units' },
  { path: HERO_VIEW_LINK, route: '/units' },
  { path: '/skills', route: '/skills' },
  { path: PEELER_SHARED_LINK, route: PEELER_SHARED_LINK },
]
// 1,000 connections: more than one process takes (decision 0067); it turns the rest away.
// Uncached also at one connection (issue 22: one render at a time, its own speed).
const CONNECTION_COUNTS = { cached: [10, 100, 1000], uncached: [1, 10, 100, 1000] } as const
/**
 * Cached, the route's own URL every time, as visitors ask for a page the server has kept
 * (decision 0068: its page cache); uncached, every request a new URL (a render each). Cached
 * first: workerd has no bound on requests in flight, and what an uncached slice of 1,000
 * connections leaves it to render would answer for the next slice.
 */
const CACHE_MODES = ['cached', 'uncached'] as const
type CacheMode = (typeof CACHE_MODES)[number]
// Short slices, so that the builds alternate often and the median of --runs slices damps the
// machine's drift: 5 routes × 36 s per run and host (a 1,000-connection slice needs the time for
// its slowest answers to come back).
const WARM_UP_SECONDS = 1
const LOAD_SECONDS = 5
/**
 * Cached pages come faster than one thread of autocannon asks for them: at 100 connections it
 * took a whole core and the server a third of one (2,649 pages/s; 4,100–4,400 with two threads).
 * Renders are the server's work, so uncached loads keep one thread, and one connection means one.
 */
const CACHED_LOAD_THREADS = 2
const ANSWER_HOOK = fileURLToPath(new URL('./load-answer-hook.ts', import.meta.url))
/** The longest wait, after a threaded load, for its last answers' counts to arrive. */
const COUNTS_DRAIN_MS = 2_000

// Shared by every call and both builds, so no two requests of a bench run share a URL.
let requestNumber = 0
function nextCounter(): number {
  requestNumber += 1
  return requestNumber
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** Loads one route with autocannon, as a returning visitor's phone asks for a page. */
async function loadRoute(options: {
  readonly baseUrl: string
  readonly route: string
  readonly mode: CacheMode
  readonly connections: number
  readonly seconds: number
}): Promise<LoadResult> {
  const counts = { answers: 0, refusedWithoutRetryAfter: 0, cacheHits: 0 }
  const add = (answer: AnswerCounts) => {
    counts.answers += 1
    if (answer.isRefusedWithoutRetryAfter) counts.refusedWithoutRetryAfter += 1
    if (answer.isCacheHit) counts.cacheHits += 1
  }
  const isThreaded = options.mode === 'cached' && options.connections >= CACHED_LOAD_THREADS
  const channel = isThreaded ? new BroadcastChannel(LOAD_ANSWERS_CHANNEL) : null
  if (channel !== null)
    channel.onmessage = (message) => add((message as { readonly data: AnswerCounts }).data)
  try {
    const result = await autocannon({
      url: options.baseUrl,
      connections: options.connections,
      duration: options.seconds,
      ...(isThreaded ? { workers: CACHED_LOAD_THREADS } : {}),
      headers: {
        accept: 'text/html',
        'accept-encoding': 'br',
        // The server renders by device class: measure the phone's page, as the other measures do.
        'user-agent': MOBILE_DEVICE.userAgent,
        // A returning visitor: the first visit's locale cookie is known (it makes no difference
        // to the page, but an answer that sets a cookie is that visitor's alone).
        cookie: 'i18n_redirected=en',
      },
      requests: [
        isThreaded
          ? // The threads take their hook by path (load-answer-hook.ts).
            { method: 'GET', path: options.route, onResponse: ANSWER_HOOK }
          : {
              method: 'GET',
              setupRequest: (request) => ({
                ...request,
                path:
                  options.mode === 'cached'
                    ? options.route
                    : buildUncachedPath(options.route, nextCounter()),
              }),
              onResponse: (status, _body, _context, headers) => add(countAnswer(status, headers)),
            },
      ],
    })
    if (isThreaded) await waitFor(() => counts.answers >= result.requests.total, COUNTS_DRAIN_MS)
    const { refusedWithoutRetryAfter, cacheHits } = counts
    return { ...result, refusedWithoutRetryAfter, cacheHits }
  } finally {
    channel?.close()
  }
}

/** Until `isDone`, polled every few milliseconds, or `timeoutMs`. */
async function waitFor(isDone: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!isDone() && Date.now() < deadline) await setTimeout(5)
}

function describeVariant(connections: number, mode: CacheMode): string {
  return `${connections === 1 ? '1 connection' : `${connections} connections`} ${mode}`
}

/**
 * Issue 3, issue 22, issue 25 items 2 and 3: pages served per second, p50/p99 latency,
 * requests turned away, answers from the page cache, of uncached renders (also at one
 * connection) and of a cached page at 10, 100 and 1,000 connections, brotli as a browser asks for it; on the Node host, and on workerd
 * (wrangler dev) too when the bench serves a Workers build.
 */
export const serverMeasure: Measure = {
  name: 'server',
  async run({ baseUrl, workerdBaseUrl, routes, runLabel, ensureSiteIsUp, waitForQuietServers }) {
    const hosts = [
      { suffix: '', baseUrl },
      ...(workerdBaseUrl === null ? [] : [{ suffix: ' on workerd', baseUrl: workerdBaseUrl }]),
    ]
    const rows: MeasureRow[] = []
    const paths = SERVER_ROUTES.filter((each) => routes.includes(each.route))
    for (const { path: route } of paths) {
      for (const host of hosts) {
        process.stderr.write(`server${host.suffix} ${runLabel} ${route} warm-up … `)
        await ensureSiteIsUp()
        await waitForQuietServers()
        // The first renders fill the dataset's derived tables and V8's compiled code; later
        // runs settle the server after the other build's load.
        await loadRoute({
          baseUrl: host.baseUrl,
          route,
          mode: 'uncached',
          connections: 10,
          seconds: WARM_UP_SECONDS,
        })
        for (const [mode, connections] of CACHE_MODES.flatMap((each) =>
          CONNECTION_COUNTS[each].map((count) => [each, count] as const),
        )) {
          const variant = `${describeVariant(connections, mode)}${host.suffix}`
          // Whatever the last slice left rendering, on either build, ends first.
          await waitForQuietServers()
          process.stderr.write(`${variant} … `)
          try {
            const result = await loadRoute({
              baseUrl: host.baseUrl,
              route,
              mode,
              connections,
              seconds: LOAD_SECONDS,
            })
            const summary = summarizeLoad(result)
            rows.push({
              route,
              variant,
              figures: summary.figures,
              ...(summary.error === undefined ? {} : { error: summary.error }),
              details: { statusCodes: result.statusCodeStats, requests: result.requests.total },
            })
          } catch (error) {
            rows.push({ route, variant, figures: [], error: describeError(error) })
          }
        }
        process.stderr.write('done\n')
      }
    }
    return rows
  },
}
