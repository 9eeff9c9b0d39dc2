import { createHash } from 'node:crypto'

/** Spec §9: locale messages may be cached for 24 hours. */
export const MESSAGES_CACHE_CONTROL = 'public, max-age=86400'

/**
 * Issue 25: a page is the same for every visitor of a device class (decision 0068), so shared
 * caches keep it five minutes and serve it an hour past that while they fetch it again;
 * browsers ask again each time (a new build or dataset shows at once), by its ETag.
 */
export const PUBLIC_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=300, stale-while-revalidate=3600'

/** A page drawn for one visitor, or an error: browsers keep it but ask again, nobody else does. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache'

/**
 * Headers of every page. It differs by device class only, which comes from the user agent
 * (pages are kept per class by the hosts' own caches, page-cache.server.ts).
 */
export function pageHeaders(): Headers {
  return new Headers({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL, Vary: 'User-Agent' })
}

/** Headers of a page drawn from the visitor's own cookies (decision 0068 lists them). */
export function privatePageHeaders(): Headers {
  return new Headers({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL, Vary: 'Cookie' })
}

/**
 * Headers of a page that tells how things are now (/status: the last sync attempt, which
 * changes with no new dataset): asked again each time, never kept by the page cache.
 */
export function livePageHeaders(): Headers {
  return new Headers({ 'Cache-Control': 'no-cache', Vary: 'User-Agent' })
}

/**
 * A page's ETag, from its bytes: weak, as the same page goes out in several encodings. A new
 * build or dataset draws other bytes, hence another tag.
 */
export function pageEtag(page: Uint8Array): string {
  return `W/"${createHash('sha256').update(page).digest('base64url').slice(0, 22)}"`
}

/** Whether the client's copy is `etag` (If-None-Match, weak comparison, RFC 9110). */
export function matchesIfNoneMatch(request: Request, etag: string): boolean {
  const ifNoneMatch = request.headers.get('If-None-Match')
  if (ifNoneMatch === null) return false
  const opaque = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque)
}

type EtagOptions = { readonly etag: string; readonly cacheControl: string }

/**
 * An answer browsers may keep and ask again for with its ETag: 304 when their copy is current
 * (weak comparison, RFC 9110: compression marks our tags weak on the way out).
 */
export function answerWithEtag(
  request: Request,
  body: string,
  options: EtagOptions & { readonly contentType: string },
): Response {
  const headers = { ETag: options.etag, 'Cache-Control': options.cacheControl }
  if (matchesIfNoneMatch(request, options.etag)) return new Response(null, { status: 304, headers })
  return new Response(body, { headers: { ...headers, 'Content-Type': options.contentType } })
}

/** A JSON answer with an ETag (answerWithEtag). */
export function jsonWithEtag(request: Request, data: unknown, options: EtagOptions): Response {
  return answerWithEtag(request, JSON.stringify(data), {
    ...options,
    contentType: 'application/json',
  })
}

/** Answers that change only with a sync: browsers keep them 5 minutes, then revalidate. */
export const SYNCED_DATA_CACHE_CONTROL = 'public, max-age=300, must-revalidate'
