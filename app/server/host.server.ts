import { createHash } from 'node:crypto'
import type { Hono } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import { type ReadBuildManifest, readLatestBuild } from './build-manifest.server.ts'
import { getDataset, readDataVersion, runWithDataset } from './dataset.server.ts'
import type { Env } from './env.server.ts'
import { requestContext } from './request-context.ts'
import { limitMethods, limitRequestBody, limitRequestHead } from './request-limits.server.ts'
import { prefersJson, readStatusReport } from './sync-status.server.ts'

/**
 * What both hosts answer the same way around React Router (decision 0063): the Node host
 * (server/app.ts) adds compression and static files, Workers (workers/app.ts) have their assets
 * layer for those.
 */
export type HostApp = Hono<{ Variables: { secureHeadersNonce?: string } }>

// Where Google's tag sends its measurements once consent is given.
const ANALYTICS_HOSTS = ['https://*.google-analytics.com', 'https://*.googletagmanager.com']

/**
 * The security headers of documents and API answers, with the CSP's per-response nonce.
 * `siteCss` is the site's stylesheet (app/styles, which server code does not import).
 */
export function addSecurityHeaders(app: HostApp, env: Env, siteCss: string): void {
  // The one style element of a page is the site's stylesheet (entry.server.tsx): allowed by its hash.
  const siteCssHash = `'sha256-${createHash('sha256').update(siteCss).digest('base64')}'`
  // The analytics tag is the one script from elsewhere, and only when configured (spec §9).
  const analyticsOrigins = env.analytics ? [new URL(env.analytics.scriptUrl).origin] : []
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", NONCE, ...analyticsOrigins],
        // The site's stylesheet, inline, by its hash; style attributes carry a few custom
        // properties (a portrait's size) and the positions Base UI gives its popups.
        styleSrc: ["'self'", siteCssHash],
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
}

/**
 * The host's own answers: the builds manifest (its override read the host's way), the health
 * check, the status as JSON.
 */
export function addHostRoutes(
  app: HostApp,
  options: {
    readonly buildId: string
    readonly startedAt: number
    readonly readBuildManifest: ReadBuildManifest
  },
): void {
  // Spec §4/§7: the id of the build now served; clients poll it to know they run an old one.
  // Issue 26: with the data served now, so pages drawn from older data say new data is out.
  app.get('/builds/latest.json', async (c) =>
    c.json(
      {
        ...(await readLatestBuild({
          buildId: options.buildId,
          startedAt: options.startedAt,
          readManifest: options.readBuildManifest,
        })),
        data: readDataVersion(await getDataset()),
      },
      200,
      { 'Cache-Control': 'no-store' },
    ),
  )

  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }))

  // Issue 26: scripts and monitors get /status as JSON; browsers get its page (routes/status.tsx).
  app.get('/status', async (c, next) => {
    if (!prefersJson(c.req.header('Accept') ?? null)) return next()
    const report = await runWithDataset(readStatusReport)
    return c.json(report, 200, { 'Cache-Control': 'no-store', Vary: 'Accept' })
  })
}

/**
 * The request limits (request-limits.server.ts): heads and cookies first, before anything is
 * spent on the request; the host adds this as its first middleware.
 */
export function addRequestLimits(app: HostApp): void {
  app.use(limitRequestHead())
}

/**
 * The methods and the body each route takes, then React Router for everything else, with the
 * request's dataset.
 */
export function addAppHandler(app: HostApp, build: ServerBuild, environment: string): void {
  const handleRequest = createRequestHandler(build, environment)
  app.use(limitMethods(build.routes))
  app.use(limitRequestBody())

  app.all('*', (c) => {
    const context = new RouterContextProvider()
    context.set(requestContext, { nonce: c.get('secureHeadersNonce') ?? '' })
    return runWithDataset(() => handleRequest(c.req.raw, context))
  })
}
