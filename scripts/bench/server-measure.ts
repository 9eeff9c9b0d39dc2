import autocannon from 'autocannon'
import type { Measure, MeasureRow } from './measure.ts'
import { MOBILE_DEVICE } from './mobile-device.ts'
import { buildUncachedPath, type LoadResult, summarizeLoad } from './server-load.ts'

/** The pages: the two big lists and the home page. */
export const SERVER_ROUTES: readonly string[] = ['/', '/units', '/skills']
const CONNECTION_COUNTS = [1, 10] as const
// Short slices, so that the two builds alternate often and the median of --runs slices damps
// the machine's drift: 3 routes × 5 s per run, 45 s per build at the default 3 runs. The p99 of
// one 1-connection slice rests on 40–200 answers here.
const WARM_UP_SECONDS = 1
const LOAD_SECONDS = 2

// Shared by every call and both builds, so no two requests of a bench run share a URL.
let requestNumber = 0
function nextCounter(): number {
  requestNumber += 1
  return requestNumber
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** Loads one route with autocannon, every request to a new URL, as a phone asks for a page. */
async function loadRoute(options: {
  readonly baseUrl: string
  readonly route: string
  readonly connections: number
  readonly seconds: number
}): Promise<LoadResult> {
  return autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.seconds,
    headers: {
      accept: 'text/html',
      'accept-encoding': 'br',
      // The server renders by device: measure the phone's page, as the other measures do.
      'user-agent': MOBILE_DEVICE.userAgent,
    },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: buildUncachedPath(options.route, nextCounter()),
        }),
      },
    ],
  })
}

function describeVariant(connections: number): string {
  return connections === 1 ? '1 connection' : `${connections} connections`
}

/**
 * Issue 3: renders per second and p50/p99 latency of uncached server renders, at 1 and 10
 * connections, brotli as a browser asks for it. Each run loads each route for a few seconds.
 */
export const serverMeasure: Measure = {
  name: 'server',
  async run({ baseUrl, routes, runLabel, ensureSiteIsUp }) {
    const rows: MeasureRow[] = []
    for (const route of SERVER_ROUTES.filter((each) => routes.includes(each))) {
      process.stderr.write(`server ${runLabel} ${route} warm-up … `)
      await ensureSiteIsUp()
      // The first renders fill the dataset's derived tables and V8's compiled code; later
      // runs settle the server after the other build's load.
      await loadRoute({ baseUrl, route, connections: 10, seconds: WARM_UP_SECONDS })
      for (const connections of CONNECTION_COUNTS) {
        const variant = describeVariant(connections)
        process.stderr.write(`${variant} … `)
        try {
          const result = await loadRoute({
            baseUrl,
            route,
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
    return rows
  },
}
