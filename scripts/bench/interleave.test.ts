import { describe, expect, test } from 'vitest'
import { combineSiteRows, planMeasureCalls, type SiteRows } from './interleave.ts'
import type { MeasureRow } from './measure.ts'

describe('planMeasureCalls', () => {
  test('runs outermost, then routes, then current and baseline in turn', () => {
    expect(
      planMeasureCalls({ runs: 2, routes: ['/', '/units'], sites: ['current', 'baseline'] }),
    ).toEqual([
      { run: 1, route: '/', site: 'current' },
      { run: 1, route: '/', site: 'baseline' },
      { run: 1, route: '/units', site: 'current' },
      { run: 1, route: '/units', site: 'baseline' },
      { run: 2, route: '/', site: 'current' },
      { run: 2, route: '/', site: 'baseline' },
      { run: 2, route: '/units', site: 'current' },
      { run: 2, route: '/units', site: 'baseline' },
    ])
  })

  test('without a baseline: the current build only', () => {
    expect(planMeasureCalls({ runs: 1, routes: ['/units'], sites: ['current'] })).toEqual([
      { run: 1, route: '/units', site: 'current' },
    ])
  })
})

function makeRow(route: string, variant: string, value: number | null, error?: string) {
  const row: MeasureRow = {
    route,
    variant,
    figures: [{ key: 'fcpMs', label: 'FCP', unit: 'ms', value }],
    ...(error === undefined ? {} : { error }),
  }
  return row
}

function readValues(rows: readonly MeasureRow[]) {
  return rows.map((row) => [row.route, row.variant, row.figures[0]?.value ?? null, row.error])
}

describe('combineSiteRows', () => {
  test('one row per site, route and variant, with the median of its runs', () => {
    const measured: SiteRows[] = [
      { site: 'current', rows: [makeRow('/', 'mobile', 100), makeRow('/', 'desktop', 10)] },
      { site: 'baseline', rows: [makeRow('/', 'mobile', 300), makeRow('/', 'desktop', 30)] },
      { site: 'current', rows: [makeRow('/', 'mobile', 120), makeRow('/', 'desktop', 12)] },
      { site: 'baseline', rows: [makeRow('/', 'mobile', 340), makeRow('/', 'desktop', 34)] },
      { site: 'current', rows: [makeRow('/', 'mobile', 500), makeRow('/', 'desktop', 50)] },
      { site: 'baseline', rows: [makeRow('/', 'mobile', 320), makeRow('/', 'desktop', 32)] },
    ]
    const { current, baseline } = combineSiteRows(measured)
    expect(readValues(current)).toEqual([
      ['/', 'mobile', 120, undefined],
      ['/', 'desktop', 12, undefined],
    ])
    expect(readValues(baseline)).toEqual([
      ['/', 'mobile', 320, undefined],
      ['/', 'desktop', 32, undefined],
    ])
  })

  test('routes keep the order they were measured in; a call without rows adds none', () => {
    const { current, baseline } = combineSiteRows([
      { site: 'current', rows: [makeRow('/units', 'phone', 1)] },
      { site: 'current', rows: [] },
      { site: 'current', rows: [makeRow('/', 'phone', 2)] },
    ])
    expect(readValues(current)).toEqual([
      ['/units', 'phone', 1, undefined],
      ['/', 'phone', 2, undefined],
    ])
    expect(baseline).toEqual([])
  })

  test('two rows of one route and variant in a call stay two rows', () => {
    const search = (key: string, value: number): MeasureRow => ({
      route: '/skills',
      variant: '1× CPU',
      figures: [{ key, label: key, unit: 'ms', value }],
    })
    const { current } = combineSiteRows([
      { site: 'current', rows: [search('nameMs', 20), search('descriptionMs', 40)] },
      { site: 'current', rows: [search('nameMs', 30), search('descriptionMs', 60)] },
    ])
    expect(current.map((row) => row.figures)).toEqual([
      [{ key: 'nameMs', label: 'nameMs', unit: 'ms', value: 25 }],
      [{ key: 'descriptionMs', label: 'descriptionMs', unit: 'ms', value: 50 }],
    ])
  })

  test('a failed run is left out; a row fails only when every run of its site failed', () => {
    const { current, baseline } = combineSiteRows([
      { site: 'current', rows: [makeRow('/', 'phone', null, 'no menu button')] },
      { site: 'baseline', rows: [makeRow('/', 'phone', null, 'no menu button')] },
      { site: 'current', rows: [makeRow('/', 'phone', 900)] },
      { site: 'baseline', rows: [makeRow('/', 'phone', null, 'timeout')] },
    ])
    expect(readValues(current)).toEqual([['/', 'phone', 900, undefined]])
    expect(baseline[0]?.error).toBe('no menu button | timeout')
  })
})
