import { describe, expect, test } from 'vitest'
import type { PlanOutline, PlanStep } from '#app/domain/inheritance-plan.ts'
import { getStepKey, MAX_TICKS, setTick } from './plan-ticks.ts'

const problem = {
  units: [{ key: 'copy:e1:0' }, { key: 'manual:peri:3:0' }],
  targets: [{ target: { key: '0', heroId: 'ike' } }],
} as unknown as PlanOutline

describe('getStepKey', () => {
  test.each([
    {
      name: 'an inheritance: donor, target and tiers',
      step: { kind: 'inherit', unitIndex: 0, targetIndex: 0, skillIds: ['db1', 'db2'], rarity: 4 },
      expected: 'copy:e1:0 → 0:ike db1,db2',
    },
    {
      name: 'a promotion: donor and rarities',
      step: { kind: 'promote', unitIndex: 1, from: 3, to: 4, feathers: 2000 },
      expected: 'manual:peri:3:0 3→4',
    },
  ])('$name', ({ step, expected }) => {
    expect(getStepKey(problem, step as PlanStep)).toBe(expected)
  })
})

describe('setTick', () => {
  test.each([
    { name: 'ticked: added last', ticks: ['a'], key: 'b', isDone: true, expected: ['a', 'b'] },
    {
      name: 'ticked again: moved last, once',
      ticks: ['b', 'a'],
      key: 'b',
      isDone: true,
      expected: ['a', 'b'],
    },
    { name: 'cleared', ticks: ['a', 'b'], key: 'a', isDone: false, expected: ['b'] },
    { name: 'cleared, not there', ticks: [], key: 'a', isDone: false, expected: [] },
  ])('$name', ({ ticks, key, isDone, expected }) => {
    expect(setTick(ticks, key, isDone)).toEqual(expected)
  })

  test(`at most ${MAX_TICKS}, the oldest dropped`, () => {
    const ticks = Array.from({ length: MAX_TICKS }, (_, index) => `step-${index}`)
    const next = setTick(ticks, 'new', true)
    expect(next).toHaveLength(MAX_TICKS)
    expect(next[0]).toBe('step-1')
    expect(next.at(-1)).toBe('new')
  })
})
