import { describe, expect, test } from 'vitest'
import type { HeroId } from '#app/domain/hero.ts'
import { copyOf } from '../../../test/inheritance-plan-fixture.ts'
import { buildPlanRequest, findTargetEntry, markKept } from './plan-inputs.ts'
import { PLANNER_SEARCH_DEFAULTS } from './planner-search.ts'

const ike = 'ike' as HeroId

describe('findTargetEntry', () => {
  test.each([
    { name: 'no copy', entries: [copyOf('abel')], expected: null },
    {
      name: 'the highest rarity, then the most merges',
      entries: [
        copyOf('ike', { id: 'a', rarity: 4, merges: 10 }),
        copyOf('ike', { id: 'b', rarity: 5 }),
        copyOf('ike', { id: 'c', rarity: 5, merges: 2 }),
      ],
      expected: 'c',
    },
    {
      name: 'not a copy marked fodder while another is not',
      entries: [
        copyOf('ike', { id: 'a', rarity: 5, role: 'fodder' }),
        copyOf('ike', { id: 'b', rarity: 3 }),
      ],
      expected: 'b',
    },
  ])('$name', ({ entries, expected }) => {
    expect(findTargetEntry({ entries, manuals: [] }, ike)?.id ?? null).toBe(expected)
  })
})

test('markKept marks every copy of the kept heroes, and nothing else', () => {
  const barracks = { entries: [copyOf('ike', { role: 'fodder' }), copyOf('abel')], manuals: [] }
  expect(markKept(barracks, [ike]).entries.map((entry) => entry.role)).toEqual(['keep', null])
  expect(markKept(barracks, [])).toBe(barracks)
})

test('buildPlanRequest: an owned target is its copy; one missing from the barracks is said', () => {
  const barracks = { entries: [copyOf('ike', { id: 'e1', rarity: 4 })], manuals: [] }
  const { request, notes } = buildPlanRequest({
    search: {
      ...PLANNER_SEARCH_DEFAULTS,
      targets: [
        { heroId: ike, rarity: 5, isOwned: true, wants: [] },
        { heroId: 'roy' as HeroId, rarity: 5, isOwned: true, wants: [] },
        { heroId: 'lyn' as HeroId, rarity: 3, isOwned: false, wants: [] },
      ],
      keep: [ike],
      protect: ['limited5'],
    },
    barracks,
    spentCopies: new Map([['e1', 1]]),
  })
  expect(request.targets.map(({ key, entryId, rarity }) => ({ key, entryId, rarity }))).toEqual([
    { key: '0', entryId: 'e1', rarity: 4 },
    { key: '1', entryId: null, rarity: 5 },
    { key: '2', entryId: null, rarity: 3 },
  ])
  expect(notes).toEqual([{ targetIndex: 1, kind: 'notInBarracks' }])
  // The page's barracks itself (its identity names it); the keeps travel beside it.
  expect(request.barracks).toBe(barracks)
  expect(request.keep).toEqual([ike])
  expect(request.protectedCategories).toEqual(['limited5'])
  expect(request.spentCopies).toEqual([['e1', 1]])
})
