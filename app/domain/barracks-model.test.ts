import { expect, test } from 'vitest'
import {
  addCopies,
  addManuals,
  type Barracks,
  type BarracksEntry,
  compareBarracks,
  countBarracks,
  EMPTY_BARRACKS,
  listOwnedHeroIds,
  MAX_COPIES,
  mergeBarracks,
  setHeroOwned,
  setManualCount,
  updateEntry,
} from './barracks-model.ts'
import type { HeroId } from './hero.ts'
import type { SkillId } from './skill.ts'

const abel = 'abel' as HeroId
const anna = 'anna' as HeroId
const copy = (heroId: HeroId, change: Partial<BarracksEntry> = {}): Omit<BarracksEntry, 'id'> => ({
  heroId,
  rarity: 5,
  merges: 0,
  dragonflowers: 0,
  copies: 1,
  role: null,
  learnedSkillIds: [],
  ...change,
})
const build = { rarity: 5, merges: 0, dragonflowers: 0 } as const

test.each([
  {
    case: 'a new build is a new entry',
    from: EMPTY_BARRACKS,
    add: copy(abel),
    entries: [{ id: 'e1', heroId: abel, copies: 1 }],
  },
  {
    case: 'the very same build adds copies',
    from: { entries: [{ ...copy(abel, { copies: 2 }), id: 'e0' }], manuals: [] },
    add: copy(abel, { copies: 3 }),
    entries: [{ id: 'e0', copies: 5 }],
  },
  {
    case: 'another rarity is another entry',
    from: { entries: [{ ...copy(abel), id: 'e0' }], manuals: [] },
    add: copy(abel, { rarity: 4 }),
    entries: [{ id: 'e0' }, { id: 'e1', rarity: 4 }],
  },
  {
    case: 'other learned skills make another entry',
    from: { entries: [{ ...copy(abel), id: 'e0' }], manuals: [] },
    add: copy(abel, { learnedSkillIds: ['SID_x' as SkillId] }),
    entries: [{ id: 'e0' }, { id: 'e1' }],
  },
  {
    case: 'copies stop at the most one line holds',
    from: { entries: [{ ...copy(abel, { copies: MAX_COPIES }), id: 'e0' }], manuals: [] },
    add: copy(abel, { copies: 5 }),
    entries: [{ copies: MAX_COPIES }],
  },
])('addCopies: $case', ({ from, add, entries }) => {
  const result = addCopies(from as Barracks, add, 'e1')
  expect(result.entries).toHaveLength(entries.length)
  for (const [index, expected] of entries.entries())
    expect(result.entries[index]).toMatchObject(expected)
})

test('manuals add up per hero and rarity, and a count of 0 removes the line', () => {
  let barracks = addManuals(EMPTY_BARRACKS, { heroId: abel, rarity: 4, count: 2 })
  barracks = addManuals(barracks, { heroId: abel, rarity: 4, count: 1 })
  barracks = addManuals(barracks, { heroId: abel, rarity: 3, count: 1 })
  expect(barracks.manuals).toEqual([
    { heroId: abel, rarity: 4, count: 3 },
    { heroId: abel, rarity: 3, count: 1 },
  ])
  expect(setManualCount(barracks, abel, 4, 0).manuals).toEqual([
    { heroId: abel, rarity: 3, count: 1 },
  ])
  expect(setManualCount(barracks, anna, 5, 2).manuals).toContainEqual({
    heroId: anna,
    rarity: 5,
    count: 2,
  })
})

test('updateEntry changes one entry, keeps merges in 0–10, and 0 copies removes it', () => {
  const barracks = addCopies(EMPTY_BARRACKS, copy(abel), 'e1')
  expect(updateEntry(barracks, 'e1', { merges: 14 }).entries[0]?.merges).toBe(10)
  expect(updateEntry(barracks, 'e1', { role: 'keep' }).entries[0]?.role).toBe('keep')
  expect(updateEntry(barracks, 'e1', { copies: 0 }).entries).toEqual([])
  expect(updateEntry(barracks, 'nope', { copies: 0 })).toEqual(barracks)
})

test.each([
  { case: 'marking owned adds one copy', owned: false, mark: true, copies: 1 },
  { case: 'marking an owned hero owned changes nothing', owned: true, mark: true, copies: 2 },
  { case: 'unmarking removes every copy', owned: true, mark: false, copies: 0 },
  { case: 'unmarking a hero not owned changes nothing', owned: false, mark: false, copies: 0 },
])("setHeroOwned (the catalog's mark): $case", ({ owned, mark, copies }) => {
  const from = owned ? addCopies(EMPTY_BARRACKS, copy(abel, { copies: 2 }), 'e0') : EMPTY_BARRACKS
  const withManual = addManuals(from, { heroId: abel, rarity: 4, count: 1 })
  const result = setHeroOwned(withManual, abel, mark, { build, id: 'e1' })
  expect(countBarracks(result).copies).toBe(copies)
  // A manual is not an owned hero: the mark never touches it.
  expect(result.manuals).toEqual(withManual.manuals)
  expect(listOwnedHeroIds(result).has(abel)).toBe(copies > 0)
})

test('merging a shared barracks adds identical copies and manuals up, new ones get ids', () => {
  const own = addManuals(addCopies(EMPTY_BARRACKS, copy(abel), 'own'), {
    heroId: abel,
    rarity: 4,
    count: 1,
  })
  const other = addManuals(
    addCopies(addCopies(EMPTY_BARRACKS, copy(abel), 'x'), copy(anna, { rarity: 4 }), 'y'),
    { heroId: abel, rarity: 4, count: 2 },
  )
  const merged = mergeBarracks(own, other, (index) => `new-${index}`)
  expect(merged.entries).toEqual([
    { ...copy(abel, { copies: 2 }), id: 'own' },
    { ...copy(anna, { rarity: 4 }), id: 'new-1' },
  ])
  expect(merged.manuals).toEqual([{ heroId: abel, rarity: 4, count: 3 }])
})

test('comparing two barracks says who has what the other lacks', () => {
  const own = addCopies(EMPTY_BARRACKS, copy(abel), 'a')
  const other = addCopies(addCopies(EMPTY_BARRACKS, copy(abel), 'b'), copy(anna), 'c')
  expect(compareBarracks(own, other)).toEqual({ onlyOther: [anna], onlyOwn: [], both: [abel] })
})
