import { describe, expect, test } from 'vitest'
import { nextThemeSelection, resolveAppliedTheme } from './theme-preference.ts'

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
