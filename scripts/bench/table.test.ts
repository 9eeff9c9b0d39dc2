import { describe, expect, test } from 'vitest'
import { findBudgetBreaks } from './budgets.ts'
import type { MeasureResult } from './measure.ts'
import { formatBudgetBreaks, formatResults, formatTable, formatValue } from './table.ts'

test.each([
  { name: 'a score with 2 decimals', unit: 'score', value: 0.95, expected: '0.95' },
  { name: 'a full score', unit: 'score', value: 1, expected: '1.00' },
  { name: 'a median between two percents', unit: 'score', value: 0.945, expected: '0.945' },
  { name: 'milliseconds rounded', unit: 'ms', value: 812.6, expected: '813' },
  { name: 'bytes as kB with 1 decimal', unit: 'bytes', value: 66_691, expected: '66.7' },
  { name: 'zero bytes', unit: 'bytes', value: 0, expected: '0.0' },
  { name: 'a layout shift with 3 decimals', unit: 'number', value: 0.0042, expected: '0.004' },
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
