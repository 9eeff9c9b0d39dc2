import { describe, expect, test } from 'vitest'
import type { MeasureRow } from './measure.ts'
import { combineRuns, findMedian } from './median.ts'

test.each([
  { name: 'odd count: the middle', values: [534, 32, 151], expected: 151 },
  { name: 'even count: mean of the middle two', values: [0.91, 0.77, 0.96, 0.87], expected: 0.89 },
  { name: 'one value', values: [42], expected: 42 },
  { name: 'no value', values: [], expected: null },
])('findMedian: $name', ({ values, expected }) => {
  const median = findMedian(values)
  expect(median === null ? null : Number(median.toFixed(6))).toBe(expected)
})

function makeRun(tbtMs: number | null, error?: string): MeasureRow {
  return {
    route: '/units',
    variant: 'mobile',
    figures: error === undefined ? [{ key: 'tbtMs', label: 'TBT', unit: 'ms', value: tbtMs }] : [],
    error,
  }
}

describe('combineRuns', () => {
  test('each figure is the median of the runs', () => {
    expect(combineRuns([makeRun(534), makeRun(32), makeRun(151)]).figures).toEqual([
      { key: 'tbtMs', label: 'TBT', unit: 'ms', value: 151 },
    ])
  })

  test('a failed run is left out', () => {
    const row = combineRuns([makeRun(100), makeRun(null, 'NO_FCP'), makeRun(200)])
    expect(row.error).toBeUndefined()
    expect(row.figures[0]?.value).toBe(150)
  })

  test('a run without the figure is left out of its median', () => {
    expect(combineRuns([makeRun(null), makeRun(80)]).figures[0]?.value).toBe(80)
  })

  test('every run failed: the row fails with every message', () => {
    const row = combineRuns([makeRun(null, 'NO_FCP'), makeRun(null, 'PROTOCOL_TIMEOUT')])
    expect(row.error).toBe('NO_FCP | PROTOCOL_TIMEOUT')
    expect(row.figures).toEqual([])
  })

  test('no run is a bug', () => {
    expect(() => combineRuns([])).toThrow()
  })
})
