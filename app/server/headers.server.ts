/** Spec §9: locale messages may be cached for 24 hours. */
export const MESSAGES_CACHE_CONTROL = 'public, max-age=86400'

/**
 * Headers of every page. HTML is personal (the theme cookie), so browsers keep it but
 * revalidate; the colour-scheme client hint is asked for, and pages vary with it.
 */
export function pageHeaders(): Headers {
  return new Headers({
    'Cache-Control': 'private, no-cache',
    'Accept-CH': 'Sec-CH-Prefers-Color-Scheme',
    Vary: 'Cookie, Sec-CH-Prefers-Color-Scheme',
  })
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
  const ifNoneMatch = request.headers.get('If-None-Match') ?? ''
  if (ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === options.etag))
    return new Response(null, { status: 304, headers })
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
