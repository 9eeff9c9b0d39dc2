import { expect, test } from 'vitest'
import { listSiteRoutes, PEELER_SHARED_LINK, parseBenchOptions } from './options.ts'

const CHOICES = {
  siteRoutes: ['/', '/units', '/skills'],
  measureNames: ['lighthouse', 'keystroke', 'server', 'phone'],
  workingDirectory: '/work/project',
}
const DEFAULTS = {
  routes: CHOICES.siteRoutes,
  presets: ['mobile', 'desktop'],
  shouldBuild: true,
  runs: 3,
  measures: CHOICES.measureNames,
  baselineDirectory: null,
}

test.each([
  {
    name: 'no option: every route, both presets, a build, every measure, no baseline',
    args: [],
    expected: DEFAULTS,
  },
  {
    name: 'some routes, spaces trimmed',
    args: ['--routes', '/units, /skills'],
    expected: { ...DEFAULTS, routes: ['/units', '/skills'] },
  },
  {
    name: 'one preset, no build',
    args: ['--preset=mobile', '--no-build'],
    expected: { ...DEFAULTS, presets: ['mobile'], shouldBuild: false },
  },
  { name: 'five runs', args: ['--runs', '5'], expected: { ...DEFAULTS, runs: 5 } },
  {
    name: 'desktop only',
    args: ['--preset', 'desktop'],
    expected: { ...DEFAULTS, presets: ['desktop'] },
  },
  {
    name: "some measures, in the bench's order",
    args: ['--measures', 'phone,server'],
    expected: { ...DEFAULTS, measures: ['server', 'phone'] },
  },
  {
    name: 'a relative baseline, from the working directory',
    args: ['--baseline', '../baseline'],
    expected: { ...DEFAULTS, baselineDirectory: '/work/baseline' },
  },
  {
    name: 'an absolute baseline, as it is',
    args: ['--baseline=/work/old/'],
    expected: { ...DEFAULTS, baselineDirectory: '/work/old' },
  },
])('parseBenchOptions: $name', ({ args, expected }) => {
  expect(parseBenchOptions(args, CHOICES)).toEqual({ ok: true, options: expected })
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
  {
    name: 'an unknown measure',
    args: ['--measures', 'server,speed'],
    error: /Unknown measure speed; the measures are lighthouse, keystroke, server, phone/,
  },
  { name: 'no measure at all', args: ['--measures', ''], error: /Unknown measure \(none given\)/ },
  { name: 'a baseline without directory', args: ['--baseline='], error: /--baseline takes/ },
  { name: 'a baseline at the end, alone', args: ['--baseline'], error: /--baseline/ },
])('parseBenchOptions refuses $name', ({ args, error }) => {
  const parsed = parseBenchOptions(args, CHOICES)
  expect(parsed.ok).toBe(false)
  expect(parsed.ok ? '' : parsed.error).toMatch(error)
})

test('listSiteRoutes: the home page, every page of the menu, then the peeler as shared', () => {
  const routes = listSiteRoutes()
  expect(routes[0]).toBe('/')
  expect(routes).toContain('/misc/stats-evolution')
  // The home page, the 16 pages of the menu's groups, then the peeler's shared link.
  expect(routes).toHaveLength(18)
  expect(routes.at(-1)).toBe(PEELER_SHARED_LINK)
})
