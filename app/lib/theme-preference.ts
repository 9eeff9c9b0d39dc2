export const THEME_SELECTIONS = ['device', 'dark', 'light'] as const
export const APPLIED_THEMES = ['dark', 'light'] as const

export type ThemeSelection = (typeof THEME_SELECTIONS)[number]
export type AppliedTheme = (typeof APPLIED_THEMES)[number]
export type ThemePreference = { selected: ThemeSelection; applied: AppliedTheme }

// Spec §1/§3: the default look is dark.
export const DEFAULT_THEME_PREFERENCE: ThemePreference = { selected: 'dark', applied: 'dark' }

/** Spec §4: the toggle cycles device → dark → light → device. */
export function nextThemeSelection(selected: ThemeSelection): ThemeSelection {
  const index = THEME_SELECTIONS.indexOf(selected)
  return THEME_SELECTIONS[(index + 1) % THEME_SELECTIONS.length] ?? 'device'
}

/** The theme in effect: device follows the browser's colour scheme, dark when it is unknown. */
export function resolveAppliedTheme(
  selected: ThemeSelection,
  browserPrefersDark: boolean | undefined,
): AppliedTheme {
  switch (selected) {
    case 'dark':
    case 'light':
      return selected
    case 'device':
      return browserPrefersDark === false ? 'light' : 'dark'
    default: {
      const unreachable: never = selected
      return unreachable
    }
  }
}

/** Spec §7: the body of PUT /api/update-theme is small; anything larger is refused. */
export const MAX_THEME_BODY_BYTES = 1024

/**
 * Issue 25: the saved theme as the page's startup script reads it before the first paint
 * (theme-script.ts), since pages are the same for everyone and the session's cookie is
 * HttpOnly. The theme save writes it beside the session (decision 0068).
 */
export const THEME_COOKIE = 'hero-peeler-theme'

/** The theme cookie's value: `selected.applied`, e.g. `device.light`. */
export function serializeThemeCookieValue(theme: ThemePreference): string {
  return `${theme.selected}.${theme.applied}`
}

/** A theme cookie's value; missing or unreadable means the default, as the startup script reads it. */
export function parseThemeCookieValue(value: string | undefined): ThemePreference {
  const parts = (value ?? '').split('.')
  const selected = THEME_SELECTIONS.find((each) => each === parts[0])
  const applied = APPLIED_THEMES.find((each) => each === parts[1])
  if (parts.length !== 2 || selected === undefined || applied === undefined)
    return DEFAULT_THEME_PREFERENCE
  // Dark and light apply themselves, whatever the cookie says of applied.
  return { selected, applied: selected === 'device' ? applied : selected }
}
