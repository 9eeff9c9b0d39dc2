import path from 'node:path'
import * as build from 'virtual:react-router/server-build'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono } from 'hono'
import { PAYLOAD_NAMES } from '#app/payloads/dataset-payloads.ts'
import { readBuildManifestFile } from '#app/server/build-manifest.server.ts'
import { compression } from '#app/server/compression.server.ts'
import { type Dataset, getDataset, watchDataset } from '#app/server/dataset.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import {
  addAppHandler,
  addHostRoutes,
  addPageCache,
  addRequestLimits,
  addSecurityHeaders,
  type HostApp,
} from '#app/server/host.server.ts'
import { createInFlightLimit } from '#app/server/in-flight-limit.server.ts'
import { startServerMonitoring } from '#app/server/monitoring.server.ts'
import {
  createMemoryPageStore,
  PAGE_STORE_MAX_BYTES,
} from '#app/server/page-store-memory.server.ts'
import { warmPayloadEncodings } from '#app/server/payload-encoding.server.ts'
import { startServerSyncSchedule } from '#app/server/sync-schedule.server.ts'
import { SITE_CSS } from '#app/styles/site-styles.server.ts'

export { describeClientError } from '#app/server/request-limits.server.ts'

export const env = getEnv()
const startedAt = Date.now()
/** How often the server looks for a new dataset generation: a symlink read, nothing more. */
const DATASET_CHECK_INTERVAL_MS = 2000

await startServerMonitoring({
  dsn: env.sentryDsn,
  environment: env.environment,
  release: build.assets.version,
})

// Load the dataset at start, so the first visitor does not wait for it, then compress the
// payloads pages fetch whole (the per-entity details are served in slices, never whole).
const warmDataset = (dataset: Dataset) =>
  warmPayloadEncodings(
    PAYLOAD_NAMES.filter((name) => !name.endsWith('-details')).map(
      (name) => dataset.payloads[name],
    ),
  )
getDataset()
  .then(warmDataset)
  .catch((error: unknown) => console.error('Loading or compressing the dataset failed:', error))

/** The pages drawn, kept in memory by build, dataset and device class (decision 0068). */
export const pageStore = createMemoryPageStore({ maxBytes: PAGE_STORE_MAX_BYTES })

// Issue 26: a sync (a command, CI, the schedule) switches `current`; the server follows.
const stopWatchingDataset = watchDataset({
  intervalMs: DATASET_CHECK_INTERVAL_MS,
  onSwitch: (dataset) => {
    console.log(`New dataset in ${dataset.directory}`)
    // The new dataset's pages have keys of their own: the old ones would only take room.
    pageStore.clear()
    warmDataset(dataset).catch((error: unknown) =>
      console.error('Compressing the new dataset failed:', error),
    )
  },
})

// HERO_PEELER_SYNC_INTERVAL (off by default): the newest upstream commit, on a schedule.
const stopSyncSchedule = startServerSyncSchedule({
  intervalMs: env.syncIntervalMs,
  dataDirectory: path.resolve(env.dataDirectory),
})

/** Stops what runs beside the requests, for a clean shutdown. */
export function stopBackgroundWork(): void {
  stopWatchingDataset()
  stopSyncSchedule()
}

const CLIENT_DIRECTORY = './build/client'
const PREVIOUS_ASSETS_DIRECTORY = './.previous-assets'

/**
 * The Hono app around React Router: compression and static files here; the headers, the host's
 * own routes and the request limits are shared with the Workers host (host.server.ts).
 */
export const app: HostApp = new Hono()

/**
 * Requests in flight, bounded (decision 0067); server.ts drains them on SIGTERM, which refuses
 * every new request first of all. The bound comes after a page's scripts and the page cache
 * (decision 0068): what costs no render is not turned away; the health check stays answered.
 */
export const inFlight = createInFlightLimit({
  maxInFlight: env.maxInFlight,
  isExempt: (path) => path === '/healthz',
})

app.use(inFlight.refuseWhileDraining)
addRequestLimits(app)
app.use(compression())

// Hashed file names change with their content: cache them for a year. They come before the
// security headers, which only documents need: a kilobyte saved on each of a page's files.
const markImmutableAsset = (_path: string, c: Context) => {
  c.header('Cache-Control', 'public, max-age=31536000, immutable')
  c.header('X-Content-Type-Options', 'nosniff')
  // Never revalidated, so its date is of no use: a page loads 30–60 of these files.
  c.header('Last-Modified', undefined)
}
app.use(
  '/assets/*',
  serveStatic({ root: CLIENT_DIRECTORY, precompressed: true, onFound: markImmutableAsset }),
)
// Spec §4: a tab opened before a deploy still finds its chunks, kept a week by the build
// (scripts/keep-previous-assets.ts).
app.use(
  '/assets/*',
  serveStatic({
    root: PREVIOUS_ASSETS_DIRECTORY,
    precompressed: true,
    onFound: markImmutableAsset,
  }),
)
addPageCache(app, { store: pageStore, buildId: build.assets.version, bound: inFlight.bound })
addSecurityHeaders(app, env, SITE_CSS)
addHostRoutes(app, {
  buildId: build.assets.version,
  startedAt,
  readBuildManifest: readBuildManifestFile(env.buildManifestPath),
})

// The service worker's script is asked again on every visit: a new build reaches players at once.
app.use(
  '/sw.js',
  serveStatic({
    root: CLIENT_DIRECTORY,
    precompressed: true,
    onFound: (_path, c) => c.header('Cache-Control', 'no-cache'),
  }),
)

// The build's other files (the favicon, the manifest, the icons) have a file extension; a
// page's address has none, and is not looked for on disk (a render saves those lookups).
const serveBuildFile = serveStatic({
  root: CLIENT_DIRECTORY,
  precompressed: true,
  onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
})
app.use('*', (c, next) => (/\.\w+$/.test(c.req.path) ? serveBuildFile(c, next) : next()))

addAppHandler(app, build, env.environment)
