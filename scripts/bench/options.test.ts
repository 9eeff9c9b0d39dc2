import { expect, test } from 'vitest'
import { listSiteRoutes, parseBenchOptions } from './options.ts'

const SITE_ROUTES = ['/', '/units', '/skills']

test.each([
  {
    name: 'no option: every route, both presets, a build',
    args: [],
    expected: { routes: SITE_ROUTES, presets: ['mobile', 'desktop'], shouldBuild: true, runs: 3 },
  },
  {
    name: 'some routes, spaces trimmed',
    args: ['--routes', '/units, /skills'],
    expected: {
      routes: ['/units', '/skills'],
      presets: ['mobile', 'desktop'],
      shouldBuild: true,
      runs: 3,
    },
  },
  {
    name: 'one preset, no build',
    args: ['--preset=mobile', '--no-build'],
    expected: { routes: SITE_ROUTES, presets: ['mobile'], shouldBuild: false, runs: 3 },
  },
  {
    name: 'five runs',
    args: ['--runs', '5'],
    expected: { routes: SITE_ROUTES, presets: ['mobile', 'desktop'], shouldBuild: true, runs: 5 },
  },
  {
    name: 'desktop only',
    args: ['--preset', 'desktop'],
    expected: { routes: SITE_ROUTES, presets: ['desktop'], shouldBuild: true, runs: 3 },
  },
])('parseBenchOptions: $name', ({ args, expected }) => {
  expect(parseBenchOptions(args, SITE_ROUTES)).toEqual({ ok: true, options: expected })
})

test.each([
  {
    name: 'an unknown route',
    args: ['--routes', '/units,/nowhere'],
    error: /Unknown route \/nowhere/,
  },
  { name: 'no route at all', args: ['--routes', ','], error: /Unknown route \(none given\)/ },
  { name: 'an unknown preset', args: ['--preset', 'tablet'], error: /Unknown preset tablet/ },
  { name: 'zero runs', args: ['--runs', '0'], error: /--runs takes a whole number/ },
  { name: 'a fraction of a run', args: ['--runs', '2.5'], error: /--runs takes a whole number/ },
  { name: 'an unknown option', args: ['--fast'], error: /--fast/ },
])('parseBenchOptions refuses $name', ({ args, error }) => {
  const parsed = parseBenchOptions(args, SITE_ROUTES)
  expect(parsed.ok).toBe(false)
  expect(parsed.ok ? '' : parsed.error).toMatch(error)
})

test('listSiteRoutes: the home page, then every page of the menu', () => {
  const routes = listSiteRoutes()
  expect(routes[0]).toBe('/')
  expect(routes).toContain('/misc/stats-evolution')
  expect(routes).toHaveLength(14)
})
