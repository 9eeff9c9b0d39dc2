import { createHash } from 'node:crypto'
import path from 'node:path'
import * as build from 'virtual:react-router/server-build'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import { createRequestHandler, RouterContextProvider } from 'react-router'
import { MAX_THEME_BODY_BYTES } from '#app/lib/theme-preference.ts'
import { PAYLOAD_NAMES } from '#app/payloads/dataset-payloads.ts'
import { readLatestBuild } from '#app/server/build-manifest.server.ts'
import { compression } from '#app/server/compression.server.ts'
import {
  type Dataset,
  getDataset,
  readDataVersion,
  runWithDataset,
  watchDataset,
} from '#app/server/dataset.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import { startServerMonitoring } from '#app/server/monitoring.server.ts'
import { warmPayloadEncodings } from '#app/server/payload-encoding.server.ts'
import { requestContext } from '#app/server/request-context.ts'
import { startServerSyncSchedule } from '#app/server/sync-schedule.server.ts'
import { prefersJson, readStatusReport } from '#app/server/sync-status.server.ts'
import { SITE_CSS } from '#app/styles/site-styles.ts'

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

// Issue 26: a sync (a command, CI, the schedule) switches `current`; the server follows.
const stopWatchingDataset = watchDataset({
  intervalMs: DATASET_CHECK_INTERVAL_MS,
  onSwitch: (dataset) => {
    console.log(`New dataset in ${dataset.directory}`)
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

// The one style element of a page is the site's stylesheet (entry.server.tsx): allowed by its hash.
const SITE_CSS_HASH = `'sha256-${createHash('sha256').update(SITE_CSS).digest('base64')}'`

// Where Google's tag sends its measurements once consent is given.
const ANALYTICS_HOSTS = ['https://*.google-analytics.com', 'https://*.googletagmanager.com']

const handleRequest = createRequestHandler(build, env.environment)
const CLIENT_DIRECTORY = './build/client'
const PREVIOUS_ASSETS_DIRECTORY = './.previous-assets'
// The analytics tag is the one script from elsewhere, and only when configured (spec §9).
const analyticsOrigins = env.analytics ? [new URL(env.analytics.scriptUrl).origin] : []

/** The Hono app around React Router: headers, compression, static files, the API's body limit. */
export const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>()

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
app.use(
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, ...analyticsOrigins],
      // The site's stylesheet, inline, by its hash; style attributes carry a few custom
      // properties (a portrait's size) and the positions Base UI gives its popups.
      styleSrc: ["'self'", SITE_CSS_HASH],
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'", ...analyticsOrigins, ...(env.analytics ? ANALYTICS_HOSTS : [])],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: env.origin.startsWith('https:')
      ? 'max-age=31536000; includeSubDomains'
      : false,
  }),
)

// Spec §4/§7: the id of the build now served; clients poll it to know they run an old one.
// Issue 26: with the data served now, so pages drawn from older data say new data is out.
app.get('/builds/latest.json', async (c) =>
  c.json(
    {
      ...(await readLatestBuild({
        buildId: build.assets.version,
        startedAt,
        manifestPath: env.buildManifestPath,
      })),
      data: readDataVersion(await getDataset()),
    },
    200,
    { 'Cache-Control': 'no-store' },
  ),
)

// The service worker's script is asked again on every visit: a new build reaches players at once.
app.use(
  '/sw.js',
  serveStatic({
    root: CLIENT_DIRECTORY,
    precompressed: true,
    onFound: (_path, c) => c.header('Cache-Control', 'no-cache'),
  }),
)

app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }))

// Issue 26: scripts and monitors get /status as JSON; browsers get its page (routes/status.tsx).
app.get('/status', async (c, next) => {
  if (!prefersJson(c.req.header('Accept') ?? null)) return next()
  const report = await runWithDataset(readStatusReport)
  return c.json(report, 200, { 'Cache-Control': 'no-store', Vary: 'Accept' })
})

app.use(
  '*',
  serveStatic({
    root: CLIENT_DIRECTORY,
    precompressed: true,
    onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
  }),
)

app.use(
  '/api/*',
  bodyLimit({
    maxSize: MAX_THEME_BODY_BYTES,
    onError: (c) =>
      c.json({ error: `The body must be at most ${MAX_THEME_BODY_BYTES} bytes.` }, 400),
  }),
)

app.all('*', (c) => {
  const context = new RouterContextProvider()
  context.set(requestContext, { nonce: c.get('secureHeadersNonce') ?? '' })
  return runWithDataset(() => handleRequest(c.req.raw, context))
})
