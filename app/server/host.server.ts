import type { Hono, MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import { type ReadBuildManifest, readLatestBuild } from './build-manifest.server.ts'
import { buildContentSecurityPolicy } from './content-security-policy.server.ts'
import { getDataset, readDataVersion, runWithDataset } from './dataset.server.ts'
import type { Env } from './env.server.ts'
import { cachePages, type PageStore, rememberLocale } from './page-cache.server.ts'
import { limitMethods, limitRequestBody, limitRequestHead } from './request-limits.server.ts'
import { prefersJson, readStatusReport } from './sync-status.server.ts'

/**
 * What both hosts answer the same way around React Router (decision 0063): the Node host
 * (server/app.ts) adds compression and static files, Workers (workers/app.ts) have their assets
 * layer for those.
 */
export type HostApp = Hono

/**
 * The security headers of documents and API answers. A page brings its own CSP, with the
 * hashes of its inline scripts (entry.server.tsx); other answers get the same policy without
 * them. `siteCss` is the site's stylesheet (app/styles, which server code does not import).
 */
export function addSecurityHeaders(app: HostApp, env: Env, siteCss: string): void {
  const policy = buildContentSecurityPolicy({
    analyticsScriptUrl: env.analytics?.scriptUrl,
    siteCss,
    scriptHashes: [],
  })
  app.use(
    secureHeaders({
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      strictTransportSecurity: env.origin.startsWith('https:')
        ? 'max-age=31536000; includeSubDomains'
        : false,
    }),
  )
  app.use(async (c, next) => {
    await next()
    if (!c.res.headers.has('Content-Security-Policy'))
      c.res.headers.set('Content-Security-Policy', policy)
  })
}

/**
 * The pages' cache (page-cache.server.ts), before the security headers, so that a kept page
 * keeps the headers it was drawn with, its CSP above all; the locale cookie of a first visit
 * around it, on this answer only. `bound` (Node's in-flight bound) comes after the kept pages
 * and before the drawing and compressing of the others.
 */
export function addPageCache(
  app: HostApp,
  options: {
    readonly store: PageStore
    readonly buildId: string
    readonly bound?: MiddlewareHandler
  },
): void {
  const { answerKept, keepDrawn } = cachePages(options)
  app.use(rememberLocale())
  app.use(answerKept)
  if (options.bound !== undefined) app.use(options.bound)
  app.use(keepDrawn)
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

  app.all('*', (c) => runWithDataset(() => handleRequest(c.req.raw, new RouterContextProvider())))
}
