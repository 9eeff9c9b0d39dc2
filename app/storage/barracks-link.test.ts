import fc from 'fast-check'
import { zlibSync } from 'fflate'
import { expect, test } from 'vitest'
import type { Barracks, BarracksEntry } from '#app/domain/barracks-model.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { SkillId } from '#app/domain/skill.ts'
import type { Rarity } from '#app/domain/stat.ts'
import { decodeBarracksLink, encodeBarracksLink, type HeroNumbers } from './barracks-link.ts'

// Heroes 1–1,409 as the full data has them: hero n is `hero-n`.
const HEROES: HeroNumbers = {
  numberOf: (heroId) => {
    const number = Number(heroId.replace('hero-', ''))
    return number >= 1 && number <= 1409 ? number : undefined
  },
  heroOf: (heroNumber) =>
    heroNumber >= 1 && heroNumber <= 1409 ? (`hero-${heroNumber}` as HeroId) : undefined,
}
const idOf = (index: number) => `e${index}`
const entry = (index: number, change: Partial<BarracksEntry> = {}): BarracksEntry => ({
  id: idOf(index),
  heroId: `hero-${index + 1}` as HeroId,
  rarity: 5,
  merges: 0,
  dragonflowers: 0,
  copies: 1,
  role: null,
  learnedSkillIds: [],
  ...change,
})

const SAMPLE: Barracks = {
  entries: [
    entry(0),
    entry(1, { rarity: 4, merges: 10, dragonflowers: 15, copies: 3, role: 'keep' }),
    entry(2, {
      rarity: 1,
      role: 'fodder',
      learnedSkillIds: ['SID_遠距離反撃' as SkillId, 'SID_x' as SkillId],
    }),
  ],
  manuals: [{ heroId: 'hero-40' as HeroId, rarity: 4, count: 2 }],
}

test('a barracks comes back whole from its link', () => {
  const decoded = decodeBarracksLink(encodeBarracksLink(SAMPLE, HEROES), HEROES, idOf)
  expect(decoded).toEqual({ ok: true, barracks: SAMPLE, unknownHeroNumbers: [] })
})

test('an empty barracks makes a short link', () => {
  const text = encodeBarracksLink({ entries: [], manuals: [] }, HEROES)
  expect(text.length).toBeLessThan(20)
  expect(decodeBarracksLink(text, HEROES, idOf)).toMatchObject({ ok: true })
})

/** A fixed, varied barracks of `size` entries (a linear congruential sequence, not random). */
function makeBarracks(size: number): Barracks {
  let seed = 12345
  const next = (limit: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed % limit
  }
  return {
    entries: Array.from({ length: size }, (_, index) => ({
      id: idOf(index),
      heroId: `hero-${1 + next(1409)}` as HeroId,
      rarity: (3 + next(3)) as Rarity,
      merges: next(3) === 0 ? next(11) : 0,
      dragonflowers: next(4) === 0 ? next(20) : 0,
      copies: 1 + (next(5) === 0 ? next(4) : 0),
      role: ([null, 'keep', 'fodder'] as const)[next(3)] ?? null,
      learnedSkillIds: [],
    })),
    manuals: [],
  }
}

test('1,000 entries fit in 8,000 characters (issue 23)', () => {
  const barracks = makeBarracks(1000)
  const text = encodeBarracksLink(barracks, HEROES)
  expect(text.length).toBeLessThanOrEqual(8000)
  const decoded = decodeBarracksLink(text, HEROES, idOf)
  expect(decoded.ok && decoded.barracks.entries).toEqual(barracks.entries)
})

test.each([
  {
    case: 'a character changed',
    change: (text: string) =>
      `${text.slice(0, 10)}${text[10] === 'A' ? 'B' : 'A'}${text.slice(11)}`,
    code: 'damaged',
  },
  { case: 'cut short', change: (text: string) => text.slice(0, -6), code: 'damaged' },
  { case: 'not base64', change: () => 'not a link!', code: 'damaged' },
  { case: 'empty', change: () => '', code: 'damaged' },
])('a damaged link is refused with the reason: $case', ({ change, code }) => {
  const text = encodeBarracksLink(makeBarracks(30), HEROES)
  expect(decodeBarracksLink(change(text), HEROES, idOf)).toEqual({ ok: false, problem: { code } })
})

test('heroes this site does not know are named, the rest kept', () => {
  const withNewHero: Barracks = { entries: [entry(0), entry(1999)], manuals: [] }
  const newer: HeroNumbers = {
    ...HEROES,
    numberOf: (heroId) => Number(heroId.replace('hero-', '')),
  }
  const decoded = decodeBarracksLink(encodeBarracksLink(withNewHero, newer), HEROES, idOf)
  expect(decoded).toEqual({
    ok: true,
    barracks: { entries: [entry(0)], manuals: [] },
    unknownHeroNumbers: [2000],
  })
})

const rarity = fc.constantFrom<Rarity>(1, 2, 3, 4, 5)
const barracksArbitrary = fc
  .record({
    entries: fc.array(
      fc.record({
        heroNumber: fc.integer({ min: 1, max: 1409 }),
        rarity,
        merges: fc.integer({ min: 0, max: 10 }),
        dragonflowers: fc.integer({ min: 0, max: 25 }),
        copies: fc.integer({ min: 1, max: 999 }),
        role: fc.constantFrom<BarracksEntry['role']>(null, 'keep', 'fodder'),
        learnedSkillIds: fc.array(fc.string({ minLength: 1 }), { maxLength: 4 }),
      }),
      { maxLength: 40 },
    ),
    manuals: fc.array(
      fc.record({
        heroNumber: fc.integer({ min: 1, max: 1409 }),
        rarity,
        count: fc.integer({ min: 1, max: 999 }),
      }),
      { maxLength: 10 },
    ),
  })
  .map(
    ({ entries, manuals }): Barracks => ({
      entries: entries.map(({ heroNumber, learnedSkillIds, ...rest }, index) => ({
        ...rest,
        id: idOf(index),
        heroId: `hero-${heroNumber}` as HeroId,
        learnedSkillIds: learnedSkillIds as SkillId[],
      })),
      manuals: manuals.map(({ heroNumber, ...rest }) => ({
        ...rest,
        heroId: `hero-${heroNumber}` as HeroId,
      })),
    }),
  )

test('any barracks comes back whole from its link', () => {
  fc.assert(
    fc.property(barracksArbitrary, (barracks) => {
      const link = encodeBarracksLink(barracks, HEROES)
      expect(decodeBarracksLink(link, HEROES, idOf)).toEqual({
        ok: true,
        barracks,
        unknownHeroNumbers: [],
      })
    }),
  )
})

test('any text, and any link with a character changed or cut, is refused or read, never thrown', () => {
  const sample = encodeBarracksLink(SAMPLE, HEROES)
  const damaged = fc.oneof(
    fc.string(),
    fc.base64String(),
    fc.nat({ max: sample.length - 1 }).map((end) => sample.slice(0, end)),
    fc
      .tuple(fc.nat({ max: sample.length - 1 }), fc.constantFrom(...'AZaz09-_'))
      .map(([at, character]) => sample.slice(0, at) + character + sample.slice(at + 1)),
  )
  fc.assert(
    fc.property(damaged, (text) => {
      const decoded = decodeBarracksLink(text, HEROES, idOf)
      if (!decoded.ok) expect(['damaged', 'other-version']).toContain(decoded.problem.code)
    }),
  )
})

test('a link that claims more items than it holds is damaged, not a huge allocation', () => {
  // Version 1, then 2^40 entries, and nothing else: zlib-packed as a real link would be.
  const bytes = Uint8Array.from([1, 0x80, 0x80, 0x80, 0x80, 0x80, 0x20])
  const text = btoa(String.fromCharCode(...zlibSync(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
  expect(decodeBarracksLink(text, HEROES, idOf)).toEqual({
    ok: false,
    problem: { code: 'damaged' },
  })
})
