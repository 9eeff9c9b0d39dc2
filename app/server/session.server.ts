import { createCookieSessionStorage } from 'react-router'
import type { ThemePreference } from '#app/lib/theme-preference.ts'
import { getEnv } from './env.server.ts'
import { parseThemePreference } from './theme-preference.server.ts'

type SessionData = { theme: ThemePreference }

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

let storage: ReturnType<typeof createCookieSessionStorage<SessionData>> | undefined

/** Stateless: the whole session is one signed cookie (architecture: scales past one machine). */
function getSessionStorage() {
  const env = getEnv()
  storage ??= createCookieSessionStorage<SessionData>({
    cookie: {
      name: '__session',
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
      secure: env.environment === 'production' && env.origin.startsWith('https:'),
      secrets: [env.sessionSecret],
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

/** The Set-Cookie header that saves the theme, keeping the rest of the session. */
export async function saveThemePreference(
  request: Request,
  theme: ThemePreference,
): Promise<string> {
  const sessions = getSessionStorage()
  const session = await sessions.getSession(request.headers.get('Cookie'))
  session.set('theme', theme)
  return sessions.commitSession(session)
}
