import { createCookieSessionStorage } from 'react-router'
import {
  serializeThemeCookieValue,
  THEME_COOKIE,
  type ThemePreference,
} from '#app/lib/theme-preference.ts'
import { getEnv } from './env.server.ts'
import { parseThemePreference } from './theme-preference.server.ts'

type SessionData = { theme: ThemePreference }

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

export const SESSION_COOKIE = '__session'

function isSecureCookie(): boolean {
  const env = getEnv()
  return env.environment === 'production' && env.origin.startsWith('https:')
}

let storage: ReturnType<typeof createCookieSessionStorage<SessionData>> | undefined

/** Stateless: the whole session is one signed cookie (architecture: scales past one machine). */
function getSessionStorage() {
  storage ??= createCookieSessionStorage<SessionData>({
    cookie: {
      name: SESSION_COOKIE,
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
      secure: isSecureCookie(),
      secrets: [getEnv().sessionSecret],
      maxAge: ONE_YEAR_SECONDS,
    },
  })
  return storage
}

/** The saved theme; an unreadable or tampered cookie means the default. */
export async function readThemePreference(request: Request): Promise<ThemePreference> {
  const session = await getSessionStorage().getSession(request.headers.get('Cookie'))
  return parseThemePreference(session.get('theme'))
}

/**
 * The Set-Cookie headers that save the theme: in the session, keeping the rest of it, and in
 * the theme cookie the pages' startup script reads (decision 0068).
 */
export async function saveThemePreference(
  request: Request,
  theme: ThemePreference,
): Promise<string[]> {
  const sessions = getSessionStorage()
  const session = await sessions.getSession(request.headers.get('Cookie'))
  session.set('theme', theme)
  return [await sessions.commitSession(session), serializeThemeCookie(theme)]
}

/** The theme cookie: readable by the page's script, as long-lived as the session. */
export function serializeThemeCookie(theme: ThemePreference): string {
  const secure = isSecureCookie() ? '; Secure' : ''
  return `${THEME_COOKIE}=${serializeThemeCookieValue(theme)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`
}
