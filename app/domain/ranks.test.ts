import { describe, expect, test } from 'vitest'
import { rankDescending, rankStats } from './ranks.ts'

describe('rankDescending', () => {
  test.each([
    { name: 'distinct values', values: [10, 30, 20], expected: [3, 1, 2] },
    { name: 'ties share a rank, the next skips', values: [5, 9, 9, 7], expected: [4, 1, 1, 3] },
    { name: 'all equal', values: [4, 4, 4], expected: [1, 1, 1] },
    { name: 'one value', values: [1], expected: [1] },
    { name: 'no value', values: [], expected: [] },
  ])('$name', ({ values, expected }) => {
    expect(rankDescending(values)).toEqual(expected)
  })
})

describe('rankStats', () => {
  test('ranks each stat and the total', () => {
    const ranks = rankStats([
      { id: 'a', stats: { hp: 40, atk: 30, spd: 30, def: 20, res: 20 } },
      { id: 'b', stats: { hp: 40, atk: 35, spd: 25, def: 20, res: 30 } },
      { id: 'c', stats: { hp: 38, atk: 35, spd: 40, def: 25, res: 10 } },
    ])
    expect(ranks.get('a')).toEqual({ hp: 1, atk: 3, spd: 2, def: 2, res: 2, baseStatTotal: 3 })
    expect(ranks.get('b')).toEqual({ hp: 1, atk: 1, spd: 3, def: 2, res: 1, baseStatTotal: 1 })
    expect(ranks.get('c')).toEqual({ hp: 3, atk: 1, spd: 1, def: 1, res: 3, baseStatTotal: 2 })
  })
  test('no hero', () => {
    expect(rankStats([]).size).toBe(0)
  })
})
