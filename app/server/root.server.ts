import { data, type MiddlewareFunction, type RouterContextProvider, redirect } from 'react-router'
import {
  DEFAULT_LOCALE,
  detectLocale,
  LOCALES,
  localizePath,
  parseAcceptLanguage,
  readCookie,
  serializeLocaleCookie,
  splitLocalePrefix,
} from '#app/i18n/locale.ts'
import { readPageMessages } from '#app/i18n/messages.server.ts'
import type { RootData } from '#app/lib/root-data.ts'
import { THEME_COOKIE } from '#app/lib/theme-preference.ts'
import { MAX_QUERY_LENGTH } from '#app/lib/url-limits.ts'
import { getDataset, readDataVersion } from './dataset.server.ts'
import { readDeviceClass } from './device-class.server.ts'
import { getEnv } from './env.server.ts'
import { readThemePreference, SESSION_COOKIE, serializeThemeCookie } from './session.server.ts'

/** Where the locale sends a request, and the locale cookie to set, if any (spec §2/§4). */
export type LocaleDecision = {
  readonly redirectTo: string | undefined
  readonly cookie: string | undefined
}

/**
 * Spec §2/§4: a path with the default locale's prefix leads to the unprefixed path; the first
 * visit detects the locale (cookie, browser languages, fallback, the route's) and remembers it
 * in the locale cookie; a path of another locale than the detected one leads to that one's.
 */
export function decideLocale(request: Request): LocaleDecision {
  const known = decisions.get(request)
  if (known !== undefined) return known
  const decision = decideLocaleAfresh(request)
  // The page cache and the answer's cookie ask for it again (page-cache.server.ts).
  decisions.set(request, decision)
  return decision
}

const decisions = new WeakMap<Request, LocaleDecision>()

function decideLocaleAfresh(request: Request): LocaleDecision {
  const env = getEnv()
  const url = new URL(request.url)
  const { locale: routeLocale, path } = splitLocalePrefix(url.pathname)
  if (routeLocale === DEFAULT_LOCALE)
    return { redirectTo: `${path}${url.search}`, cookie: undefined }
  if (!env.locale.isDetectionEnabled) return { redirectTo: undefined, cookie: undefined }
  const cookieLocale = readCookie(request.headers.get('Cookie'), env.locale.cookie.name)
  const locale = detectLocale({
    cookieLocale,
    browserLanguages: parseAcceptLanguage(request.headers.get('Accept-Language')),
    fallbackLocale: env.locale.fallback,
    routeLocale: routeLocale ?? DEFAULT_LOCALE,
  })
  const localizedPath = localizePath(path, locale)
  return {
    redirectTo: localizedPath === url.pathname ? undefined : `${localizedPath}${url.search}`,
    cookie: cookieLocale === locale ? undefined : serializeLocaleCookie(locale, env.locale.cookie),
  }
}

/**
 * On every request the root may redirect to a configured target, and the locale may send it
 * elsewhere (decideLocale), remembered in the locale cookie. A page's own answer gets the
 * cookie from the host, around the page cache (host.server.ts, decision 0068).
 */
export const localeMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
  const env = getEnv()
  if (new URL(request.url).pathname === '/' && env.rootRedirect) {
    throw redirect(env.rootRedirect.target, env.rootRedirect.status)
  }
  const { redirectTo, cookie } = decideLocale(request)
  if (redirectTo === undefined) return next()
  const response = redirect(redirectTo)
  if (cookie !== undefined) response.headers.append('Set-Cookie', cookie)
  throw response
}

/**
 * A theme saved before the theme cookie (decision 0068) lives only in the session: a page that
 * meets one writes the theme cookie too, which the page's startup script reads at once (the
 * page cache draws such a request afresh, page-cache.server.ts).
 */
export const themeCookieMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next()
  const cookies = request.headers.get('Cookie')
  if (
    request.method === 'GET' &&
    readCookie(cookies, SESSION_COOKIE) !== undefined &&
    readCookie(cookies, THEME_COOKIE) === undefined
  )
    response.headers.append('Set-Cookie', serializeThemeCookie(await readThemePreference(request)))
  return response
}

/**
 * Route validation (spec §2/§8): a page's address must be readable; one that is not is a
 * fatal 404. Bad values inside a readable query fall back to defaults instead.
 */
export function validatePageRequest(request: Request): void {
  const { search } = new URL(request.url)
  if (search.length > MAX_QUERY_LENGTH || !isDecodable(search)) {
    throw data(null, { status: 404, statusText: 'Page Not Found' })
  }
}

function isDecodable(text: string): boolean {
  try {
    decodeURIComponent(text.replaceAll('+', ' '))
    return true
  } catch {
    return false
  }
}

export async function readRootData(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<RootData> {
  const env = getEnv()
  const locale = LOCALES[DEFAULT_LOCALE]
  const dataset = await getDataset()
  const summary = dataset.payloads.summary.data
  return {
    locale: { code: locale.code, language: locale.language },
    messagesJson: readPageMessages(locale.code, context),
    origin: env.origin,
    dataset: {
      isSample: dataset.isFixture,
      dataDate: summary.dataDate,
      counts: { heroes: summary.counts.heroes, skills: summary.counts.skills },
      version: readDataVersion(dataset).id,
    },
    deviceClass: readDeviceClass(request),
    config: {
      environment: env.environment,
      buildCheckIntervalMs: env.buildCheckIntervalMs,
      sentryDsn: env.sentryDsn,
      analytics: env.analytics,
      isDeviceRefreshOnResize: env.isDeviceRefreshOnResize,
    },
  }
}
