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
