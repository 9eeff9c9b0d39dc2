import fc from 'fast-check'
import { afterEach, expect, test, vi } from 'vitest'
import {
  parseThemeCookieValue,
  resolveAppliedTheme,
  THEME_COOKIE,
} from '#app/lib/theme-preference.ts'
import { THEME_STARTUP_SCRIPT } from './theme-script.ts'

const root = document.documentElement

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  root.removeAttribute('class')
  root.removeAttribute('data-theme-selected')
})

/** Runs the startup script as a page's <head> does, in a browser preferring `scheme`. */
function startWith(cookie: string | null, scheme: 'dark' | 'light') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && scheme === 'dark',
  }))
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(cookie === null ? '' : `a=1; ${cookie}`)
  root.className = 'dark'
  root.dataset.themeSelected = 'dark'
  // The very text the page runs inline.
  new Function(THEME_STARTUP_SCRIPT)()
  return { selected: root.dataset.themeSelected, applied: root.className }
}

/** What the app makes of the same cookie: the page must paint what the app then keeps. */
function expected(value: string | undefined, scheme: 'dark' | 'light') {
  const saved = parseThemeCookieValue(value)
  return {
    selected: saved.selected,
    applied: resolveAppliedTheme(saved.selected, scheme === 'dark'),
  }
}

test.each([
  { value: 'light.light', scheme: 'dark' },
  { value: 'dark.dark', scheme: 'light' },
  { value: 'device.dark', scheme: 'light' },
  { value: 'device.light', scheme: 'dark' },
  { value: 'dark.light', scheme: 'light' },
  { value: 'pink.dark', scheme: 'light' },
  { value: 'light', scheme: 'light' },
] as const)('the cookie $value in a $scheme browser', ({ value, scheme }) => {
  expect(startWith(`${THEME_COOKIE}=${value}`, scheme)).toEqual(expected(value, scheme))
})

test('no cookie: the default, dark', () => {
  expect(startWith(null, 'light')).toEqual({ selected: 'dark', applied: 'dark' })
})

test('another cookie whose name ends the same is not the theme', () => {
  expect(startWith(`x${THEME_COOKIE}=light.light`, 'light')).toEqual({
    selected: 'dark',
    applied: 'dark',
  })
})

test('any cookie value paints what the app reads from it', () => {
  fc.assert(
    fc.property(
      fc.stringMatching(/^[\w.-]{0,20}$/),
      fc.constantFrom('dark' as const, 'light' as const),
      (value, scheme) => {
        expect(startWith(`${THEME_COOKIE}=${value}`, scheme)).toEqual(expected(value, scheme))
      },
    ),
    { numRuns: 300 },
  )
})
