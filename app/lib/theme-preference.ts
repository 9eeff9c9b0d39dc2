import * as v from 'valibot'

export const THEME_SELECTIONS = ['device', 'dark', 'light'] as const
export const APPLIED_THEMES = ['dark', 'light'] as const

export type ThemeSelection = (typeof THEME_SELECTIONS)[number]
export type AppliedTheme = (typeof APPLIED_THEMES)[number]
export type ThemePreference = { selected: ThemeSelection; applied: AppliedTheme }

// Spec §1/§3: the default look is dark.
export const DEFAULT_THEME_PREFERENCE: ThemePreference = { selected: 'dark', applied: 'dark' }

export const themePreferenceSchema = v.strictObject(
  {
    selected: v.picklist(THEME_SELECTIONS, 'selected must be one of device, dark, light'),
    applied: v.picklist(APPLIED_THEMES, 'applied must be one of dark, light'),
  },
  'The body must be an object with exactly the fields selected and applied.',
)

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

export function parseThemePreference(value: unknown): ThemePreference {
  const result = v.safeParse(themePreferenceSchema, value)
  return result.success ? result.output : DEFAULT_THEME_PREFERENCE
}

/** Spec §7: the body of PUT /api/update-theme is small; anything larger is refused. */
export const MAX_THEME_BODY_BYTES = 1024

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
