/** Spec §3/§9: locale configuration; only English is supported and it has no path prefix. */
export const LOCALES = { en: { code: 'en', language: 'en-US', isCacheable: true } } as const

export type LocaleCode = keyof typeof LOCALES
export type Locale = (typeof LOCALES)[LocaleCode]

export const DEFAULT_LOCALE: LocaleCode = 'en'

export function findLocale(code: string | undefined): Locale | undefined {
  return Object.values(LOCALES).find((locale) => locale.code === code)
}

/** Spec §2: the first path segment is read as a locale code. */
export function splitLocalePrefix(pathname: string): {
  locale: LocaleCode | undefined
  path: string
} {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const locale = findLocale(match?.[1])
  if (!locale) return { locale: undefined, path: pathname }
  return { locale: locale.code, path: match?.[2] ?? '/' }
}

/** The path of a page in a locale: the default locale has no prefix. */
export function localizePath(path: string, code: LocaleCode): string {
  if (code === DEFAULT_LOCALE) return path
  return path === '/' ? `/${code}` : `/${code}${path}`
}

/** Language tags of an Accept-Language header, most preferred first. */
export function parseAcceptLanguage(header: string | null): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';')
      const quality = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { tag: tag.trim().toLowerCase(), quality: quality ? Number(quality) : 1, index }
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag)
}

export type LocaleDetectionInput = {
  cookieLocale: string | undefined
  browserLanguages: readonly string[]
  fallbackLocale: string | undefined
  routeLocale: LocaleCode
}

/** Spec §4: cookie, then browser languages, then the configured fallback, then the route's locale. */
export function detectLocale(input: LocaleDetectionInput): LocaleCode {
  const fromCookie = findLocale(input.cookieLocale)
  if (fromCookie) return fromCookie.code
  for (const tag of input.browserLanguages) {
    const byTag = Object.values(LOCALES).find(
      (locale) => locale.language.toLowerCase() === tag || locale.code === tag.split('-')[0],
    )
    if (byTag) return byTag.code
  }
  return findLocale(input.fallbackLocale)?.code ?? input.routeLocale
}

export type LocaleCookieOptions = {
  name: string
  domain: string | undefined
  isSecure: boolean
  isCrossOrigin: boolean
}

const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** Spec §9: 365 days, path /, SameSite lax (none when cross-origin), optional domain and secure. */
export function serializeLocaleCookie(code: LocaleCode, options: LocaleCookieOptions): string {
  const parts = [
    `${options.name}=${code}`,
    `Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}`,
    'Path=/',
    options.isCrossOrigin ? 'SameSite=None' : 'SameSite=Lax',
  ]
  if (options.domain) parts.push(`Domain=${options.domain}`)
  // Browsers drop SameSite=None cookies that are not Secure.
  if (options.isSecure || options.isCrossOrigin) parts.push('Secure')
  return parts.join('; ')
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=')
    if (separator === -1) continue
    if (pair.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(separator + 1).trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}
