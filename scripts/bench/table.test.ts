import { describe, expect, test } from 'vitest'
import { findBudgetBreaks } from './budgets.ts'
import type { MeasureResult } from './measure.ts'
import {
  computeRatio,
  formatBudgetBreaks,
  formatDuration,
  formatMeasureCosts,
  formatRatio,
  formatResults,
  formatTable,
  formatValue,
} from './table.ts'

test.each([
  { name: 'a score with 2 decimals', unit: 'score', value: 0.95, expected: '0.95' },
  { name: 'a full score', unit: 'score', value: 1, expected: '1.00' },
  { name: 'a median between two percents', unit: 'score', value: 0.945, expected: '0.945' },
  { name: 'milliseconds rounded', unit: 'ms', value: 812.6, expected: '813' },
  { name: 'bytes as kB with 1 decimal', unit: 'bytes', value: 66_691, expected: '66.7' },
  { name: 'zero bytes', unit: 'bytes', value: 0, expected: '0.0' },
  { name: 'a layout shift with 3 decimals', unit: 'number', value: 0.0042, expected: '0.004' },
  { name: 'a rate per second with 1 decimal', unit: 'perSecond', value: 41.26, expected: '41.3' },
  { name: 'no value', unit: 'ms', value: null, expected: '–' },
] as const)('formatValue: $name', ({ unit, value, expected }) => {
  expect(formatValue(unit, value)).toBe(expected)
})

describe('formatTable', () => {
  test('pads the first column right, the others left, under a rule', () => {
    expect(
      formatTable(
        ['route', 'kB'],
        [
          ['/', '1.5'],
          ['/units', '215.1'],
        ],
      ),
    ).toBe(['route      kB', '------  -----', '/         1.5', '/units  215.1'].join('\n'))
  })

  test('more left-aligned columns on demand', () => {
    expect(formatTable(['route', 'figure', 'ms'], [['/', 'FCP', '9']], 2)).toBe(
      ['route  figure  ms', '-----  ------  --', '/      FCP      9'].join('\n'),
    )
  })

  test('a short row leaves its last cells empty', () => {
    expect(formatTable(['route', 'a', 'b'], [['/x', 'error: NO_FCP']])).toBe(
      ['route              a  b', '-----  -------------  -', '/x     error: NO_FCP'].join('\n'),
    )
  })
})

const RESULTS: MeasureResult[] = [
  {
    name: 'lighthouse',
    rows: [
      {
        route: '/',
        variant: 'mobile',
        figures: [
          { key: 'performance', label: 'perf', unit: 'score', value: 0.98 },
          { key: 'tbtMs', label: 'TBT', unit: 'ms', value: 151 },
          { key: 'jsBytes', label: 'JS', unit: 'bytes', value: 212_000 },
        ],
      },
      { route: '/units', variant: 'mobile', figures: [], error: 'NO_FCP: no paint' },
      {
        route: '/',
        variant: 'desktop',
        figures: [
          { key: 'performance', label: 'perf', unit: 'score', value: 1 },
          { key: 'tbtMs', label: 'TBT', unit: 'ms', value: 0 },
          { key: 'jsBytes', label: 'JS', unit: 'bytes', value: 100_000 },
        ],
      },
    ],
  },
]

const BUDGETS = {
  lighthouse: { everyRoute: { tbtMs: { max: 150 }, jsBytes: { max: 180_000 } } },
}

test('formatResults: one table per variant, broken figures marked, errors in their row', () => {
  expect(formatResults(RESULTS, findBudgetBreaks(BUDGETS, RESULTS))).toBe(
    [
      'lighthouse · mobile',
      'route    perf  TBT ms    JS kB',
      '-----  ------  ------  -------',
      '/      0.98     151 ✗  212.0 ✗',
      '/units  error: NO_FCP: no paint',
      '',
      'lighthouse · desktop',
      'route    perf  TBT ms    JS kB',
      '-----  ------  ------  -------',
      '/      1.00       0    100.0',
    ].join('\n'),
  )
})

test.each([
  {
    name: 'no break',
    results: RESULTS.map((result) => ({
      ...result,
      rows: result.rows.filter((row) => row.variant === 'desktop'),
    })),
    expected: 'Every figure keeps its budget.',
  },
  {
    name: 'each break with its limit and excess',
    results: RESULTS,
    expected: [
      '✗ 2 figures break their budget:',
      '  lighthouse mobile /: TBT 151 ms, budget ≤ 150 ms (1 ms over)',
      '  lighthouse mobile /: JS 212.0 kB, budget ≤ 180.0 kB (32.0 kB over)',
    ].join('\n'),
  },
])('formatBudgetBreaks: $name', ({ results, expected }) => {
  expect(formatBudgetBreaks(findBudgetBreaks(BUDGETS, results))).toBe(expected)
})

test('formatResults: rows with different figures each show theirs in their own column', () => {
  const text = formatResults(
    [
      {
        name: 'keystroke',
        rows: [
          {
            route: '/skills',
            variant: '1× CPU',
            figures: [{ key: 'keystrokeMs', label: 'keystroke', unit: 'ms', value: 25 }],
          },
          {
            route: '/skills',
            variant: '1× CPU',
            figures: [
              { key: 'descriptionKeystrokeMs', label: 'description', unit: 'ms', value: 41 },
            ],
          },
        ],
      },
    ],
    [],
  )
  expect(text).toMatch(/keystroke ms\s+description ms/)
  expect(text).toMatch(/\/skills\s+25\s*\n/)
  expect(text).toMatch(/\/skills\s+41\s*$/m)
})

test.each([
  { name: 'slower', current: 150, baseline: 100, expected: 1.5 },
  { name: 'twice the throughput', current: 84, baseline: 42, expected: 2 },
  { name: 'both zero: unchanged', current: 0, baseline: 0, expected: 1 },
  { name: 'from zero: no ratio', current: 12, baseline: 0, expected: null },
  { name: 'no baseline figure', current: 12, baseline: undefined, expected: null },
  { name: 'no current value', current: null, baseline: 12, expected: null },
])('computeRatio: $name', ({ current, baseline, expected }) => {
  expect(computeRatio(current, baseline)).toBe(expected)
})

test.each([
  { ratio: 0.956, expected: '0.96' },
  { ratio: 2, expected: '2.00' },
  { ratio: null, expected: '–' },
])('formatRatio: $ratio', ({ ratio, expected }) => {
  expect(formatRatio(ratio)).toBe(expected)
})

const COMPARED: MeasureResult[] = [
  {
    name: 'phone',
    rows: [
      {
        route: '/',
        variant: 'slow 4G',
        figures: [
          { key: 'fcpMs', label: 'FCP', unit: 'ms', value: 880 },
          { key: 'workingMs', label: 'working', unit: 'ms', value: 4_300 },
        ],
      },
      { route: '/units', variant: 'slow 4G', figures: [], error: 'no Filters button' },
    ],
    baselineRows: [
      {
        route: '/',
        variant: 'slow 4G',
        figures: [
          { key: 'fcpMs', label: 'FCP', unit: 'ms', value: 916 },
          { key: 'workingMs', label: 'working', unit: 'ms', value: 4_500 },
        ],
      },
      {
        route: '/units',
        variant: 'slow 4G',
        figures: [
          { key: 'fcpMs', label: 'FCP', unit: 'ms', value: 1_000 },
          { key: 'workingMs', label: 'working', unit: 'ms', value: 8_000 },
        ],
      },
    ],
  },
]

test('budgets read the current build only: a baseline past its limit breaks nothing', () => {
  const budgets = { phone: { everyRoute: { workingMs: { max: 4_400 } } } }
  expect(findBudgetBreaks(budgets, COMPARED)).toEqual([])
})

test('formatResults with a baseline: a line per figure, baseline, current, ratio; marks on current only', () => {
  const breaks = findBudgetBreaks(
    { phone: { everyRoute: { workingMs: { max: 4_000 } } } },
    COMPARED,
  )
  expect(formatResults(COMPARED, breaks)).toBe(
    [
      'phone · slow 4G',
      'route   figure      baseline  current  current/baseline',
      '------  ----------  --------  -------  ----------------',
      '/       FCP ms         916      880                0.96',
      '        working ms    4500     4300 ✗              0.96',
      '/units  FCP ms        1000        –                   –',
      '        working ms    8000        –                   –',
      '/units  current error: no Filters button',
    ].join('\n'),
  )
})

test.each([
  { milliseconds: 41_600, expected: '42 s' },
  { milliseconds: 59_400, expected: '59 s' },
  { milliseconds: 185_000, expected: '3 min 05 s' },
  { milliseconds: 0, expected: '0 s' },
])('formatDuration: $expected', ({ milliseconds, expected }) => {
  expect(formatDuration(milliseconds)).toBe(expected)
})

test.each([
  {
    name: 'one build',
    builds: 1,
    expected:
      'Time per measure (one build): lighthouse 2 min 00 s · server 25 s; in all 2 min 25 s.',
  },
  {
    name: 'with a baseline',
    builds: 2,
    expected:
      'Time per measure (2 builds): lighthouse 2 min 00 s · server 25 s; in all 2 min 25 s.',
  },
])('formatMeasureCosts: $name', ({ builds, expected }) => {
  const costs = [
    { measure: 'lighthouse', milliseconds: 120_000 },
    { measure: 'server', milliseconds: 25_000 },
  ]
  expect(formatMeasureCosts(costs, builds)).toBe(expected)
})
