import type { MiddlewareHandler } from 'hono'
import { readCookie } from '#app/i18n/locale.ts'
import type { DeviceClass } from '#app/lib/device-flags.ts'
import { THEME_COOKIE } from '#app/lib/theme-preference.ts'
import { getDataset, readDataVersion, runWithDataset } from './dataset.server.ts'
import { readDeviceClass } from './device-class.server.ts'
import { matchesIfNoneMatch, PRIVATE_PAGE_CACHE_CONTROL } from './headers.server.ts'
import { decideLocale } from './root.server.ts'
import { SESSION_COOKIE } from './session.server.ts'

/**
 * Issue 25 item 2 (decision 0068): a page is the same for every visitor of a device class, so
 * each host keeps the pages it draws, the Node host in memory (page-store-memory.server.ts),
 * Workers in the Cache API (page-store-cache-api.server.ts), and a visitor's request is
 * answered from there while the build and the dataset are those the page was drawn from.
 */

/** What a page depends on: its address, the device class, the dataset and the build. */
export type PageKeyParts = {
  readonly url: string
  readonly deviceClass: DeviceClass
  readonly dataVersion: string
  readonly buildId: string
}

/**
 * The key of a kept page. A new build or dataset makes other keys, so a page drawn from an old
 * one is never served again; the host is left out (one site per process).
 */
export function pageCacheKey(parts: PageKeyParts): string {
  const { pathname, search } = new URL(parts.url)
  return `${parts.buildId}/${parts.dataVersion}/${parts.deviceClass}${pathname}${search}`
}

/**
 * Whether a request may be answered with a kept page: a GET that asks for a page (a
 * navigation, a crawler; not React Router's data requests, nor a script asking for JSON).
 * A session cookie with no theme cookie beside it, from before the theme cookie, is answered
 * by a render that writes the theme cookie (root.server.ts).
 */
export function isCacheableRequest(request: Request): boolean {
  if (request.method !== 'GET') return false
  if (!/\btext\/html\b/.test(request.headers.get('Accept') ?? '')) return false
  const cookies = request.headers.get('Cookie')
  return !(
    readCookie(cookies, SESSION_COOKIE) !== undefined &&
    readCookie(cookies, THEME_COOKIE) === undefined
  )
}

/**
 * Whether an answer may be kept and served to others: a whole page, public, setting no cookie.
 * Error pages, private pages (decision 0068 lists them) and redirects are drawn each time.
 */
export function isStorablePage(response: Response): boolean {
  const { headers } = response
  return (
    response.status === 200 &&
    response.body !== null &&
    (headers.get('Content-Type') ?? '').startsWith('text/html') &&
    /\bpublic\b/.test(headers.get('Cache-Control') ?? '') &&
    !headers.has('Set-Cookie') &&
    !headers.has('Content-Encoding')
  )
}

/** A page drawn for a key, handed to the store. */
export type DrawnPage = {
  readonly headers: Headers
  /** The page's bytes as drawn (UTF-8), kept and compressed as they are. */
  readonly body: Uint8Array<ArrayBuffer>
}

/** Where a host keeps pages. */
export type PageStore = {
  /** The page kept under `key`, as the answer to `request` (its encoding, 304), if any. */
  readonly match: (key: string, request: Request) => Promise<Response | undefined>
  /** Keeps a page just drawn and gives the answer to `request`. */
  readonly put: (key: string, page: DrawnPage, request: Request) => Promise<Response>
}

/** RFC 9211's Cache-Status, so that a client (the bench, the e2e tests) sees what happened. */
export const CACHE_STATUS_HIT = 'hero-peeler; hit'
export const CACHE_STATUS_STORED = 'hero-peeler; fwd=miss; stored'
export const CACHE_STATUS_NOT_STORED = 'hero-peeler; fwd=miss'

/** 304 when the client already has the kept page's bytes (its ETag), else nothing. */
export function answerNotModified(request: Request, headers: Headers): Response | undefined {
  const etag = headers.get('ETag')
  if (etag === null || !matchesIfNoneMatch(request, etag)) return undefined
  const notModified = new Headers(headers)
  for (const name of ['Content-Type', 'Content-Encoding', 'Content-Length'])
    notModified.delete(name)
  return new Response(null, { status: 304, headers: notModified })
}

/** The page cache's two halves, with what a host bounds between them (host.server.ts). */
export type PageCacheMiddleware = {
  /** Answers a request whose page is kept: at once, no render. */
  readonly answerKept: MiddlewareHandler
  /** Keeps a page the app has drawn, once compressed (the work of a render: bounded). */
  readonly keepDrawn: MiddlewareHandler
}

/**
 * The pages' cache, before React Router: a page kept for this request's key is answered at
 * once; otherwise the app draws it (the request pinned to the dataset of the key) and a
 * storable page is kept. A request the locale sends elsewhere is the app's to redirect.
 */
export function cachePages(options: {
  readonly store: PageStore
  readonly buildId: string
}): PageCacheMiddleware {
  const keys = new WeakMap<Request, string>()
  const isForTheCache = (request: Request) =>
    isCacheableRequest(request) && decideLocale(request).redirectTo === undefined
  const readKey = async (request: Request) =>
    pageCacheKey({
      url: request.url,
      deviceClass: readDeviceClass(request),
      dataVersion: readDataVersion(await getDataset()).id,
      buildId: options.buildId,
    })

  const answerKept: MiddlewareHandler = async (c, next) => {
    const request = c.req.raw
    if (!isForTheCache(request)) return next()
    // Pinned here, so that the page drawn is of the dataset its key names.
    await runWithDataset(async () => {
      const key = await readKey(request).catch(() => null)
      // Without a dataset the app says why; nothing of that is kept.
      if (key === null) return next()
      keys.set(request, key)
      const kept = await options.store.match(key, request)
      if (kept === undefined) return next()
      c.res = kept
    })
  }

  const keepDrawn: MiddlewareHandler = async (c, next) => {
    await next()
    const key = keys.get(c.req.raw)
    if (key === undefined || !isStorablePage(c.res)) return
    const page = {
      headers: new Headers(c.res.headers),
      body: new Uint8Array(await c.res.arrayBuffer()),
    }
    const answer = await options.store.put(key, page, c.req.raw)
    // Else hono would copy the drawn page's headers over the store's (its Vary, its length).
    c.res = undefined
    c.res = answer
  }

  return { answerKept, keepDrawn }
}

/**
 * The locale cookie of a first visit (decideLocale) on a page's answer, kept or drawn: the
 * page is the same, the answer is this visitor's and no shared cache keeps it.
 */
export function rememberLocale(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const { cookie, redirectTo } = decideLocale(c.req.raw)
    if (cookie === undefined || redirectTo !== undefined) return
    if (!(c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) return
    c.res.headers.append('Set-Cookie', cookie)
    c.res.headers.set('Cache-Control', PRIVATE_PAGE_CACHE_CONTROL)
  }
}
