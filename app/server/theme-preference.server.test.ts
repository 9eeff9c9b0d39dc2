import { describe, expect, test } from 'vitest'
import { DEFAULT_THEME_PREFERENCE } from '#app/lib/theme-preference.ts'
import { parseThemePreference, parseThemeUpdate } from './theme-preference.server.ts'

describe('parseThemePreference', () => {
  test.each([
    {
      name: 'valid value',
      value: { selected: 'light', applied: 'light' },
      expected: { selected: 'light', applied: 'light' },
    },
    {
      name: 'unknown selection',
      value: { selected: 'blue', applied: 'dark' },
      expected: DEFAULT_THEME_PREFERENCE,
    },
    {
      name: 'extra field',
      value: { selected: 'dark', applied: 'dark', x: 1 },
      expected: DEFAULT_THEME_PREFERENCE,
    },
    { name: 'not an object', value: 'dark', expected: DEFAULT_THEME_PREFERENCE },
    { name: 'nothing', value: undefined, expected: DEFAULT_THEME_PREFERENCE },
  ])('$name', ({ value, expected }) => {
    expect(parseThemePreference(value)).toEqual(expected)
  })
})

describe('parseThemeUpdate', () => {
  const FIELDS_ERROR = 'The body must be an object with exactly the fields selected and applied.'
  test.each([
    { name: 'device with light', body: '{"selected":"device","applied":"light"}', ok: true },
    { name: 'dark with dark', body: '{"selected":"dark","applied":"dark"}', ok: true },
    { name: 'not JSON', body: 'selected=dark', error: 'The body must be JSON.' },
    { name: 'empty', body: '', error: 'The body must be JSON.' },
    {
      name: 'unknown selection',
      body: '{"selected":"blue","applied":"dark"}',
      error: 'selected must be one of device, dark, light',
    },
    {
      name: 'unknown applied',
      body: '{"selected":"device","applied":"device"}',
      error: 'applied must be one of dark, light',
    },
    {
      name: 'missing field',
      body: '{"selected":"dark"}',
      error: FIELDS_ERROR,
    },
    { name: 'extra field', body: '{"selected":"dark","applied":"dark","x":1}', ok: false },
    {
      name: 'contradiction',
      body: '{"selected":"light","applied":"dark"}',
      error: 'applied must be light when selected is light',
    },
    {
      name: 'too big',
      body: `{"selected":"dark","applied":"dark","pad":"${'x'.repeat(2000)}"}`,
      error: 'The body must be at most 1024 bytes.',
    },
  ])('$name', ({ body, ok, error }) => {
    const result = parseThemeUpdate(body)
    if (ok) expect(result.ok).toBe(true)
    else expect(result).toMatchObject(error ? { ok: false, error } : { ok: false })
  })
})
