import * as v from 'valibot'
import { readCookie } from '#app/i18n/locale.ts'
import {
  APPLIED_THEMES,
  DEFAULT_THEME_PREFERENCE,
  MAX_THEME_BODY_BYTES,
  parseThemeCookieValue,
  THEME_COOKIE,
  THEME_SELECTIONS,
  type ThemePreference,
} from '#app/lib/theme-preference.ts'

// Reading a theme preference the browser sent: the session cookie and the theme save's body.

export const themePreferenceSchema = v.strictObject(
  {
    selected: v.picklist(THEME_SELECTIONS, 'selected must be one of device, dark, light'),
    applied: v.picklist(APPLIED_THEMES, 'applied must be one of dark, light'),
  },
  'The body must be an object with exactly the fields selected and applied.',
)

export function parseThemePreference(value: unknown): ThemePreference {
  const result = v.safeParse(themePreferenceSchema, value)
  return result.success ? result.output : DEFAULT_THEME_PREFERENCE
}

export type ThemeUpdateResult = { ok: true; theme: ThemePreference } | { ok: false; error: string }

/** Reads the body of a theme save: JSON with `selected` and `applied`, nothing else. */
export function parseThemeUpdate(body: string): ThemeUpdateResult {
  if (new TextEncoder().encode(body).length > MAX_THEME_BODY_BYTES) {
    return { ok: false, error: `The body must be at most ${MAX_THEME_BODY_BYTES} bytes.` }
  }
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return { ok: false, error: 'The body must be JSON.' }
  }
  const result = v.safeParse(themePreferenceSchema, value)
  if (!result.success) return { ok: false, error: result.issues[0].message }
  // Applied must be what selected allows: dark and light apply themselves.
  const { selected, applied } = result.output
  if (selected !== 'device' && selected !== applied) {
    return { ok: false, error: `applied must be ${selected} when selected is ${selected}` }
  }
  return { ok: true, theme: result.output }
}

/** The theme the theme cookie holds, as the pages' startup script reads it (decision 0068). */
export function readThemeCookie(request: Request): ThemePreference {
  return parseThemeCookieValue(readCookie(request.headers.get('Cookie'), THEME_COOKIE))
}
