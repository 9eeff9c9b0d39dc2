import { describe, expect, test } from 'vitest'
import { BUDGETS, type Budgets, checkFigure, findBudgetBreaks, findLimit } from './budgets.ts'
import type { MeasureResult } from './measure.ts'

const TEST_BUDGETS: Budgets = {
  lighthouse: {
    everyRoute: { performance: { min: 0.95, variants: ['mobile'] }, tbtMs: { max: 150 } },
    routes: { '/chart': { performance: { min: 0.9, variants: ['mobile'] } } },
  },
}

test.each([
  {
    name: 'every route, in its variant',
    route: '/',
    variant: 'mobile',
    figureKey: 'performance',
    expected: 0.95,
  },
  {
    name: 'the route replaces every route',
    route: '/chart',
    variant: 'mobile',
    figureKey: 'performance',
    expected: 0.9,
  },
  {
    name: 'a figure the route leaves alone',
    route: '/chart',
    variant: 'mobile',
    figureKey: 'tbtMs',
    expected: 150,
  },
  {
    name: 'a variant the limit does not cover',
    route: '/',
    variant: 'desktop',
    figureKey: 'performance',
    expected: undefined,
  },
  {
    name: 'no limit for the figure',
    route: '/',
    variant: 'mobile',
    figureKey: 'cls',
    expected: undefined,
  },
])('findLimit: $name', ({ route, variant, figureKey, expected }) => {
  const limit = findLimit(TEST_BUDGETS, { measure: 'lighthouse', route, variant, figureKey })
  expect(limit?.min ?? limit?.max).toBe(expected)
})

test('findLimit: a measure without budgets has no limit', () => {
  expect(
    findLimit(TEST_BUDGETS, {
      measure: 'keystroke',
      route: '/',
      variant: 'mobile',
      figureKey: 'medianMs',
    }),
  ).toBeUndefined()
})

test.each([
  {
    name: 'under a minimum',
    limit: { min: 0.95 },
    value: 0.9,
    expected: { bound: 'min', limit: 0.95, excess: 0.05 },
  },
  { name: 'at a minimum keeps it', limit: { min: 0.95 }, value: 0.95, expected: undefined },
  {
    name: 'over a maximum',
    limit: { max: 150 },
    value: 534,
    expected: { bound: 'max', limit: 150, excess: 384 },
  },
  { name: 'at a maximum keeps it', limit: { max: 150 }, value: 150, expected: undefined },
  { name: 'no limit', limit: undefined, value: 1_000, expected: undefined },
  { name: 'no value', limit: { max: 150 }, value: null, expected: undefined },
])('checkFigure: $name', ({ limit, value, expected }) => {
  const broken = checkFigure(limit, value)
  if (expected === undefined) {
    expect(broken).toBeUndefined()
  } else {
    expect(broken).toEqual({ ...expected, excess: expect.closeTo(expected.excess, 9) })
  }
})

describe('findBudgetBreaks', () => {
  const results: MeasureResult[] = [
    {
      name: 'lighthouse',
      rows: [
        {
          route: '/',
          variant: 'mobile',
          figures: [
            { key: 'performance', label: 'perf', unit: 'score', value: 0.91 },
            { key: 'tbtMs', label: 'TBT', unit: 'ms', value: 120 },
          ],
        },
        {
          route: '/chart',
          variant: 'mobile',
          figures: [{ key: 'performance', label: 'perf', unit: 'score', value: 0.91 }],
        },
        { route: '/broken', variant: 'mobile', figures: [], error: 'NO_FCP' },
      ],
    },
  ]

  test('lists the figures past their limit, with the route and variant', () => {
    expect(findBudgetBreaks(TEST_BUDGETS, results)).toEqual([
      expect.objectContaining({
        route: '/',
        variant: 'mobile',
        value: 0.91,
        bound: 'min',
        limit: 0.95,
      }),
    ])
  })
})

test('BUDGETS: issue 2 figures for every route, the chart page allowed 0.90 on mobile', () => {
  const lookup = { measure: 'lighthouse', variant: 'mobile', figureKey: 'performance' }
  expect(findLimit(BUDGETS, { ...lookup, route: '/units' })?.min).toBe(0.95)
  expect(findLimit(BUDGETS, { ...lookup, route: '/misc/stats-evolution' })?.min).toBe(0.9)
  expect(findLimit(BUDGETS, { ...lookup, route: '/', figureKey: 'jsBytes' })?.max).toBe(140_000)
})
