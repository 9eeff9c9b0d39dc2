import { describe, expect, test } from 'vitest'
import {
  APPLIED_THEMES,
  DEFAULT_THEME_PREFERENCE,
  nextThemeSelection,
  parseThemeCookieValue,
  resolveAppliedTheme,
  serializeThemeCookieValue,
  THEME_SELECTIONS,
} from './theme-preference.ts'

describe('nextThemeSelection', () => {
  test.each([
    { name: 'device goes to dark', selected: 'device', expected: 'dark' },
    { name: 'dark goes to light', selected: 'dark', expected: 'light' },
    { name: 'light goes back to device', selected: 'light', expected: 'device' },
  ] as const)('$name', ({ selected, expected }) => {
    expect(nextThemeSelection(selected)).toBe(expected)
  })
})

describe('resolveAppliedTheme', () => {
  test.each([
    { name: 'dark stays dark', selected: 'dark', prefersDark: false, expected: 'dark' },
    { name: 'light stays light', selected: 'light', prefersDark: true, expected: 'light' },
    {
      name: 'device follows a dark browser',
      selected: 'device',
      prefersDark: true,
      expected: 'dark',
    },
    {
      name: 'device follows a light browser',
      selected: 'device',
      prefersDark: false,
      expected: 'light',
    },
    {
      name: 'device is dark when unknown',
      selected: 'device',
      prefersDark: undefined,
      expected: 'dark',
    },
  ] as const)('$name', ({ selected, prefersDark, expected }) => {
    expect(resolveAppliedTheme(selected, prefersDark)).toBe(expected)
  })
})

describe('the theme cookie', () => {
  test.each([
    { value: 'device.light', expected: { selected: 'device', applied: 'light' } },
    { value: 'device.dark', expected: { selected: 'device', applied: 'dark' } },
    { value: 'light.light', expected: { selected: 'light', applied: 'light' } },
    // Dark and light apply themselves, whatever the cookie says.
    { value: 'dark.light', expected: { selected: 'dark', applied: 'dark' } },
    // Anything else is the default.
    { value: undefined, expected: DEFAULT_THEME_PREFERENCE },
    { value: '', expected: DEFAULT_THEME_PREFERENCE },
    { value: 'pink.dark', expected: DEFAULT_THEME_PREFERENCE },
    { value: 'light', expected: DEFAULT_THEME_PREFERENCE },
    { value: 'light.light.light', expected: DEFAULT_THEME_PREFERENCE },
  ] as const)('$value reads as $expected.selected, $expected.applied', ({ value, expected }) => {
    expect(parseThemeCookieValue(value)).toEqual(expected)
  })

  test('what the theme save writes reads back as itself', () => {
    for (const selected of THEME_SELECTIONS)
      for (const applied of APPLIED_THEMES) {
        const theme = { selected, applied: selected === 'device' ? applied : selected }
        expect(parseThemeCookieValue(serializeThemeCookieValue(theme))).toEqual(theme)
      }
  })
})
