import { expect, test } from 'vitest'
import { upgradeData } from '#app/storage/browser-saves.ts'
import { PLANNER_STORAGE } from './planner-storage.ts'

test('version 1 (ticks and Rearmed copies) reads with no plan applied', () => {
  const stored = { given: [{ entryId: 'a', merges: 0, copies: 1 }], done: ['step'] }
  expect(upgradeData(PLANNER_STORAGE, 1, stored)).toEqual({
    ok: true,
    data: { ...stored, applied: null },
  })
})

test.each([
  { name: 'a day that is not one', applied: { appliedAt: 'yesterday' }, path: 'applied.appliedAt' },
  {
    name: 'a barracks to put back that is not one',
    applied: { before: { barracks: { entries: 'all' }, given: [] } },
    path: 'applied.before.barracks.entries',
  },
])('an undo that cannot be trusted is refused: $name', ({ applied, path }) => {
  const valid = {
    appliedAt: '2026-11-26T16:05:00.000Z',
    copies: 1,
    manuals: 0,
    before: { barracks: { entries: [], manuals: [] }, given: [] },
    after: 'x',
  }
  expect(
    upgradeData(PLANNER_STORAGE, 2, { given: [], done: [], applied: { ...valid, ...applied } }),
  ).toMatchObject({ ok: false, problem: { code: 'invalid', path } })
})
