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
import { detectDevice } from '#app/lib/device.ts'
import type { RootData } from '#app/lib/root-data.ts'
import { resolveAppliedTheme } from '#app/lib/theme-preference.ts'
import { MAX_QUERY_LENGTH } from '#app/lib/url-limits.ts'
import { SAVES_NOTICE_COOKIE } from '#app/storage/browser-saves.ts'
import { getDataset, readDataVersion } from './dataset.server.ts'
import { getEnv } from './env.server.ts'
import { readThemePreference } from './session.server.ts'

/**
 * Spec §2/§4 on every request: the root may redirect to a configured target; a path with the
 * default locale's prefix leads to the unprefixed path; the first visit detects the locale
 * and remembers it in the locale cookie.
 */
export const localeMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const env = getEnv()
  const url = new URL(request.url)
  if (url.pathname === '/' && env.rootRedirect) {
    throw redirect(env.rootRedirect.target, env.rootRedirect.status)
  }
  const { locale: routeLocale, path } = splitLocalePrefix(url.pathname)
  if (routeLocale === DEFAULT_LOCALE) throw redirect(`${path}${url.search}`)
  if (!env.locale.isDetectionEnabled) return next()

  const cookieName = env.locale.cookie.name
  const cookieLocale = readCookie(request.headers.get('Cookie'), cookieName)
  const locale = detectLocale({
    cookieLocale,
    browserLanguages: parseAcceptLanguage(request.headers.get('Accept-Language')),
    fallbackLocale: env.locale.fallback,
    routeLocale: routeLocale ?? DEFAULT_LOCALE,
  })
  const localizedPath = localizePath(path, locale)
  const setCookie =
    cookieLocale === locale ? undefined : serializeLocaleCookie(locale, env.locale.cookie)
  if (localizedPath !== url.pathname) {
    const response = redirect(`${localizedPath}${url.search}`)
    if (setCookie) response.headers.append('Set-Cookie', setCookie)
    throw response
  }
  const response = await next()
  if (setCookie) response.headers.append('Set-Cookie', setCookie)
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
  const stored = await readThemePreference(request)
  // With "device", Chromium's client hint tells the scheme before any script runs.
  const hint = request.headers.get('Sec-CH-Prefers-Color-Scheme')
  const theme =
    stored.selected === 'device' && hint
      ? { selected: stored.selected, applied: resolveAppliedTheme('device', hint === 'dark') }
      : stored
  const locale = LOCALES[DEFAULT_LOCALE]
  const dataset = await getDataset()
  const summary = dataset.payloads.summary.data
  return {
    theme,
    locale: { code: locale.code, language: locale.language },
    messages: readPageMessages(locale.code, context),
    origin: env.origin,
    dataset: {
      isSample: dataset.isFixture,
      dataDate: summary.dataDate,
      counts: { heroes: summary.counts.heroes, skills: summary.counts.skills },
      version: readDataVersion(dataset).id,
    },
    device: detectDevice(request.headers.get('User-Agent') ?? ''),
    savesNoticeSeen: readCookie(request.headers.get('Cookie'), SAVES_NOTICE_COOKIE) !== undefined,
    config: {
      environment: env.environment,
      buildCheckIntervalMs: env.buildCheckIntervalMs,
      sentryDsn: env.sentryDsn,
      analytics: env.analytics,
      isDeviceRefreshOnResize: env.isDeviceRefreshOnResize,
    },
  }
}
