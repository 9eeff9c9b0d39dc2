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
