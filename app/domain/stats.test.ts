import { describe, expect, test } from 'vitest'
import type { HeroStatsInput } from './hero.ts'
import type { StatLine } from './stat.ts'
import {
  calculateBaseStatTotal,
  calculateGrowthValue,
  calculateHeroStats,
  calculateLevel1StatsAtRarity,
  calculateLevelGain,
  calculateStats,
  findSuperbanes,
  findSuperboons,
  getStatModifiers,
  sortStatsByValue,
} from './stats.ts'

// Abel: The Panther, as the game lists him: 5★ level-1 stats and growth rates.
const ABEL: HeroStatsInput = {
  level1: { hp: 17, atk: 7, spd: 8, def: 8, res: 6 },
  growthRates: { hp: 50, atk: 60, spd: 55, def: 40, res: 45 },
}

// Tiki: Naga's Voice, as Fandom's hero page tabulates her (neutral, asset and flaw columns).
const TIKI: HeroStatsInput = {
  level1: { hp: 18, atk: 7, spd: 6, def: 9, res: 7 },
  growthRates: { hp: 50, atk: 65, spd: 40, def: 60, res: 40 },
}

// A made-up hero with round numbers: growth 0 keeps level gains out of the merge tests.
const FLAT: HeroStatsInput = {
  level1: { hp: 20, atk: 10, spd: 9, def: 8, res: 7 },
  growthRates: { hp: 0, atk: 0, spd: 0, def: 0, res: 0 },
}

const line = (hp: number, atk: number, spd: number, def: number, res: number): StatLine => ({
  hp,
  atk,
  spd,
  def,
  res,
})

describe('calculateGrowthValue', () => {
  test.each([
    { name: '5★ multiplies by 1.14', rate: 50, rarity: 5, expected: 57 },
    { name: '5★ rounds down', rate: 55, rarity: 5, expected: 62 },
    { name: '3★ multiplies by 1.00', rate: 55, rarity: 3, expected: 55 },
    { name: '1★ multiplies by 0.86', rate: 50, rarity: 1, expected: 43 },
    { name: 'rate 0', rate: 0, rarity: 5, expected: 0 },
    { name: 'a flaw below 0 % counts as 0', rate: -5, rarity: 5, expected: 0 },
  ] as const)('$name', ({ rate, rarity, expected }) => {
    expect(calculateGrowthValue(rate, rarity)).toBe(expected)
  })
})

describe('calculateLevelGain', () => {
  test.each([
    { name: 'level 1 gains nothing', level: 1, expected: 0 },
    { name: 'level 40 gains floor(39 × 57 / 100)', level: 40, expected: 22 },
    { name: 'level 20 spreads the gain', level: 20, expected: 10 },
    { name: 'level above 40 is capped', level: 99, expected: 22 },
    { name: 'level below 1 is raised to 1', level: 0, expected: 0 },
  ])('$name', ({ level, expected }) => {
    expect(calculateLevelGain(50, 5, level)).toBe(expected)
  })
})

describe('calculateLevel1StatsAtRarity', () => {
  test.each([
    { name: '5★ is the input', rarity: 5, expected: line(17, 7, 8, 8, 6) },
    { name: '4★ loses HP and the two lowest others', rarity: 4, expected: line(16, 6, 8, 8, 5) },
    { name: '3★ loses 1 everywhere', rarity: 3, expected: line(16, 6, 7, 7, 5) },
    {
      name: '2★ loses HP and the two lowest others again',
      rarity: 2,
      expected: line(15, 5, 7, 7, 4),
    },
    { name: '1★ loses 2 everywhere', rarity: 1, expected: line(15, 5, 6, 6, 4) },
  ] as const)('$name (ties go to Spd before Def)', ({ rarity, expected }) => {
    expect(calculateLevel1StatsAtRarity(ABEL.level1, rarity)).toEqual(expected)
  })
})

describe('sortStatsByValue', () => {
  test.each([
    {
      name: 'highest first',
      stats: line(20, 10, 9, 8, 7),
      expected: ['hp', 'atk', 'spd', 'def', 'res'],
    },
    {
      name: 'ties in game order',
      stats: line(5, 5, 5, 5, 5),
      expected: ['hp', 'atk', 'spd', 'def', 'res'],
    },
    {
      name: 'HP not always first',
      stats: line(10, 12, 11, 3, 11),
      expected: ['atk', 'spd', 'res', 'hp', 'def'],
    },
  ])('$name', ({ stats, expected }) => {
    expect(sortStatsByValue(stats)).toEqual(expected)
  })
})

describe('getStatModifiers', () => {
  const base = {
    rarity: 5,
    level: 40,
    merges: 0,
    dragonflowers: 0,
    isResplendent: false,
    asset: null,
    flaw: null,
    ascendedAsset: null,
  } as const
  test.each([
    { name: 'neutral', build: {}, expected: line(0, 0, 0, 0, 0) },
    {
      name: 'asset and flaw',
      build: { asset: 'atk', flaw: 'res' },
      expected: line(0, 1, 0, 0, -1),
    },
    {
      name: 'first merge removes the flaw',
      build: { asset: 'atk', flaw: 'res', merges: 1 },
      expected: line(0, 1, 0, 0, 0),
    },
    {
      name: 'ascended asset adds a second asset',
      build: { asset: 'atk', flaw: 'res', ascendedAsset: 'spd' },
      expected: line(0, 1, 1, 0, -1),
    },
    {
      name: 'ascended asset on the flaw cancels it',
      build: { asset: 'atk', flaw: 'res', ascendedAsset: 'res' },
      expected: line(0, 1, 0, 0, 0),
    },
    {
      name: 'ascended asset equal to the asset is ignored',
      build: { asset: 'atk', flaw: 'res', ascendedAsset: 'atk' },
      expected: line(0, 1, 0, 0, -1),
    },
    {
      name: 'asset equal to the flaw is ignored',
      build: { asset: 'atk', flaw: 'atk' },
      expected: line(0, 0, 0, 0, 0),
    },
  ] as const)('$name', ({ build, expected }) => {
    expect(getStatModifiers({ ...base, ...build })).toEqual(expected)
  })
})

describe('calculateStats', () => {
  test.each([
    {
      name: 'Abel 5★ level 40 neutral (the game shows 39/33/32/25/25)',
      hero: ABEL,
      build: {},
      expected: line(39, 33, 32, 25, 25),
    },
    { name: 'Abel 5★ level 1', hero: ABEL, build: { level: 1 }, expected: line(17, 7, 8, 8, 6) },
    {
      name: 'Abel 1★ level 1',
      hero: ABEL,
      build: { rarity: 1, level: 1 },
      expected: line(15, 5, 6, 6, 4),
    },
    // 3★: growth values = rates; 16 + floor(39 × 50 / 100) = 35…
    {
      name: 'Abel 3★ level 40',
      hero: ABEL,
      build: { rarity: 3 },
      expected: line(35, 29, 28, 22, 22),
    },
    {
      name: 'Abel +Res superboon gives +4',
      hero: ABEL,
      build: { asset: 'res', flaw: 'atk' },
      expected: line(39, 30, 32, 25, 29),
    },
    {
      name: 'Abel −HP superbane takes 4',
      hero: ABEL,
      build: { asset: 'atk', flaw: 'hp' },
      expected: line(35, 36, 32, 25, 25),
    },
    {
      name: 'resplendent adds 2 everywhere',
      hero: ABEL,
      build: { isResplendent: true },
      expected: line(41, 35, 34, 27, 27),
    },
    // Order of FLAT is HP, Atk, Spd, Def, Res.
    {
      name: 'merge 1 with asset/flaw: two stats, flaw removed',
      hero: FLAT,
      build: { level: 1, merges: 1, asset: 'def', flaw: 'res' },
      expected: line(21, 11, 9, 9, 7),
    },
    {
      name: 'merge 1 neutral: two stats +2 and a third +1',
      hero: FLAT,
      build: { level: 1, merges: 1 },
      expected: line(22, 12, 10, 8, 7),
    },
    {
      name: 'merge 3 wraps the order',
      hero: FLAT,
      build: { level: 1, merges: 3, asset: 'hp', flaw: 'res' },
      expected: line(23, 11, 10, 9, 8),
    },
    {
      name: 'merge 10 neutral: +4 everywhere and +1 on the first three',
      hero: FLAT,
      build: { level: 1, merges: 10 },
      expected: line(25, 15, 14, 12, 11),
    },
    {
      name: 'merges above 10 are capped',
      hero: FLAT,
      build: { level: 1, merges: 12 },
      expected: line(25, 15, 14, 12, 11),
    },
    {
      name: 'asset reorders merges (Spd before Atk)',
      hero: FLAT,
      build: { level: 1, merges: 1, asset: 'spd', flaw: 'atk' },
      expected: line(21, 10, 11, 8, 7),
    },
    {
      name: 'dragonflowers 3 follow the order',
      hero: FLAT,
      build: { level: 1, dragonflowers: 3 },
      expected: line(21, 11, 10, 8, 7),
    },
    {
      name: 'dragonflowers 7 wrap',
      hero: FLAT,
      build: { level: 1, dragonflowers: 7 },
      expected: line(22, 12, 10, 9, 8),
    },
    {
      name: 'negative dragonflowers count as 0',
      hero: FLAT,
      build: { level: 1, dragonflowers: -2 },
      expected: line(20, 10, 9, 8, 7),
    },
  ] as const)('$name', ({ hero, build, expected }) => {
    expect(calculateStats(hero, build)).toEqual(expected)
  })
})

// HP leads whatever its value; the ascended asset does not move the order; lower rarities use
// the 5★ order (docs/decisions/0054-merge-order.md).
const HP_NOT_HIGHEST: HeroStatsInput = {
  level1: { hp: 10, atk: 12, spd: 9, def: 8, res: 7 },
  growthRates: { hp: 0, atk: 0, spd: 0, def: 0, res: 0 },
}
const TIED_LOW: HeroStatsInput = {
  level1: { hp: 20, atk: 10, spd: 9, def: 9, res: 5 },
  growthRates: { hp: 0, atk: 0, spd: 0, def: 0, res: 0 },
}

describe('the order merges and dragonflowers follow', () => {
  test.each([
    {
      name: 'Abel, ascended Atk, +1: the floret does not put Atk before Spd and Def',
      hero: ABEL,
      build: { ascendedAsset: 'atk', merges: 1 },
      expected: line(41, 36, 34, 26, 25),
    },
    {
      name: 'Abel, ascended Atk, 2 dragonflowers: HP and Spd',
      hero: ABEL,
      build: { ascendedAsset: 'atk', dragonflowers: 2 },
      expected: line(40, 36, 33, 25, 25),
    },
    {
      name: 'an ascended asset on a neutral first merge: the third point passes over it',
      hero: FLAT,
      build: { level: 1, merges: 1, ascendedAsset: 'atk' },
      expected: line(22, 12, 10, 9, 7),
    },
    {
      name: 'an ascended asset on a hero without the ascended trait counts the same (florets)',
      hero: TIKI,
      build: { ascendedAsset: 'spd' },
      expected: line(40, 35, 26, 35, 24),
    },
    {
      name: 'HP leads though Atk is higher: the first dragonflower goes to HP',
      hero: HP_NOT_HIGHEST,
      build: { level: 1, dragonflowers: 1 },
      expected: line(11, 12, 9, 8, 7),
    },
    {
      name: 'HP leads though Atk is higher: +1 neutral raises HP and Atk by 2, Spd by 1',
      hero: HP_NOT_HIGHEST,
      build: { level: 1, merges: 1 },
      expected: line(12, 14, 10, 8, 7),
    },
    {
      name: '4★ follows the 5★ order: the Def asset ties Atk at 5★ and goes before Spd',
      hero: TIED_LOW,
      build: { rarity: 4, level: 1, asset: 'def', flaw: 'res', dragonflowers: 3 },
      expected: line(20, 11, 9, 10, 3),
    },
    {
      name: '1★ follows the 5★ order too',
      hero: FLAT,
      build: { rarity: 1, level: 1, dragonflowers: 2 },
      expected: line(19, 9, 7, 6, 5),
    },
  ] as const)('$name', ({ hero, build, expected }) => {
    expect(calculateStats(hero, build)).toEqual(expected)
  })
})

describe('calculateHeroStats', () => {
  test.each([
    {
      name: 'dragonflowers within the maximum',
      dragonflowers: 3,
      expected: line(21, 11, 10, 8, 7),
    },
    {
      name: 'dragonflowers above the maximum are capped',
      dragonflowers: 9,
      expected: line(21, 11, 10, 8, 7),
    },
    { name: 'no dragonflower', dragonflowers: 0, expected: line(20, 10, 9, 8, 7) },
  ])('$name', ({ dragonflowers, expected }) => {
    expect(
      calculateHeroStats({ stats: FLAT, maxDragonflowers: 3 }, { level: 1, dragonflowers }),
    ).toEqual(expected)
  })
})

describe("calculateStats matches Fandom's table for Tiki: Naga's Voice", () => {
  test.each([
    { name: '1★ level 1', build: { rarity: 1, level: 1 }, expected: line(16, 5, 4, 7, 5) },
    {
      name: '2★ level 1 (Def and Atk, the tie going to Atk)',
      build: { rarity: 2, level: 1 },
      expected: line(16, 6, 4, 8, 5),
    },
    { name: '3★ level 1', build: { rarity: 3, level: 1 }, expected: line(17, 6, 5, 8, 6) },
    { name: '4★ level 1', build: { rarity: 4, level: 1 }, expected: line(17, 7, 5, 9, 6) },
    { name: '1★ level 40', build: { rarity: 1 }, expected: line(32, 26, 17, 26, 18) },
    { name: '3★ level 40', build: { rarity: 3 }, expected: line(36, 31, 20, 31, 21) },
    { name: '5★ level 40', build: {}, expected: line(40, 35, 23, 35, 24) },
    {
      name: '5★ level 40, +HP −Spd',
      build: { asset: 'hp', flaw: 'spd' },
      expected: line(43, 35, 20, 35, 24),
    },
    {
      name: '5★ level 40, +Spd −HP (superbane)',
      build: { asset: 'spd', flaw: 'hp' },
      expected: line(36, 35, 26, 35, 24),
    },
  ] as const)('$name', ({ build, expected }) => {
    expect(calculateStats(TIKI, build)).toEqual(expected)
  })
})

describe('calculateBaseStatTotal', () => {
  test.each([
    { name: 'Abel neutral is 154', stats: line(39, 33, 32, 25, 25), expected: 154 },
    { name: 'zeros', stats: line(0, 0, 0, 0, 0), expected: 0 },
  ])('$name', ({ stats, expected }) => {
    expect(calculateBaseStatTotal(stats)).toBe(expected)
  })
})

describe('superboons and superbanes', () => {
  test.each([
    { name: 'Abel: Res superboon, HP superbane', hero: ABEL, boons: ['res'], banes: ['hp'] },
    { name: 'growth 0: none', hero: FLAT, boons: [], banes: [] },
  ])('$name', ({ hero, boons, banes }) => {
    expect(findSuperboons(hero)).toEqual(boons)
    expect(findSuperbanes(hero)).toEqual(banes)
  })
})
