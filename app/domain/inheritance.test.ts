import { describe, expect, test } from 'vitest'
import type { FodderSource, LowestRarities } from './availability.ts'
import type { HeroId } from './hero.ts'
import {
  buildFodderTable,
  calculateCumulativeRequiredSlots,
  calculateFodderTotals,
  calculateRequiredSlots,
  calculateTier,
  calculateTotalSpToLearn,
  canEquip,
  canInherit,
  compareSkillReleases,
  type FodderSkill,
  findDowngrades,
  findMaxTierSkills,
  findUpgrades,
  isObtainableFrom,
  listAllowedWeaponTypes,
  matchesInheritorFilter,
} from './inheritance.ts'
import type { Skill, SkillId, SkillRestrictions } from './skill.ts'
import type { Version } from './version.ts'

const id = (value: string): SkillId => value as SkillId

function skill(value: string, overrides: Partial<Skill> = {}): Skill {
  return {
    id: id(value),
    slug: value,
    baseId: null,
    name: value,
    category: 'passiveA',
    weapon: null,
    refineKind: null,
    hasRefine: false,
    refinesMaxSp: null,
    isExclusive: false,
    isArcane: false,
    sp: 50,
    cooldown: null,
    might: null,
    range: null,
    effectiveness: [],
    tier: 1,
    downgradeIds: [],
    upgradeIds: [],
    restrictions: { moves: { kind: 'none' }, weapons: { kind: 'none' } },
    additionDate: null,
    releaseDate: null,
    version: '1.0',
    ratings: null,
    ...overrides,
  }
}

// A chain Ploy 1 → 2 → 3, and "Duo Ploy" that needs either Ploy 3 or Other 3.
const CHAIN: Skill[] = [
  skill('ploy1', { sp: 60, upgradeIds: [id('ploy2')] }),
  skill('ploy2', { sp: 120, tier: 2, downgradeIds: [id('ploy1')], upgradeIds: [id('ploy3')] }),
  skill('ploy3', { sp: 240, tier: 3, downgradeIds: [id('ploy2')], upgradeIds: [id('duo')] }),
  skill('other3', { sp: 200, tier: 1, upgradeIds: [id('duo')] }),
  skill('duo', { sp: 300, tier: 4, downgradeIds: [id('ploy3'), id('other3')] }),
  skill('loop', { sp: 10, downgradeIds: [id('loop')] }),
]
const BY_ID = new Map(CHAIN.map((entry) => [entry.id, entry]))

const hero = (
  overrides: Partial<{
    moveType: 'infantry' | 'armored' | 'cavalry' | 'flying'
    weaponType: 'redSword' | 'redBow' | 'blueBow' | 'colorlessStaff' | 'greenTome'
  }> = {},
) => ({
  id: 'H' as HeroId,
  moveType: 'infantry' as const,
  weaponType: 'redSword' as const,
  ...overrides,
})

const restrictions = (
  value: SkillRestrictions,
): Pick<Skill, 'isExclusive' | 'category' | 'restrictions'> => ({
  isExclusive: false,
  category: 'passiveB',
  restrictions: value,
})

describe('canInherit', () => {
  test.each([
    {
      name: 'no restriction',
      hero: hero(),
      skill: restrictions({ moves: { kind: 'none' }, weapons: { kind: 'none' } }),
      expected: true,
    },
    {
      name: 'exclusive: never',
      hero: hero(),
      skill: { isExclusive: true, category: 'weapon', restrictions: null },
      expected: false,
    },
    {
      name: 'pseudo-skill: never',
      hero: hero(),
      skill: { isExclusive: false, category: 'duo', restrictions: null },
      expected: false,
    },
    {
      name: 'move allowed',
      hero: hero({ moveType: 'flying' }),
      skill: restrictions({
        moves: { kind: 'canUse', moveTypes: ['flying'] },
        weapons: { kind: 'none' },
      }),
      expected: true,
    },
    {
      name: 'move not allowed',
      hero: hero(),
      skill: restrictions({
        moves: { kind: 'canUse', moveTypes: ['flying', 'cavalry'] },
        weapons: { kind: 'none' },
      }),
      expected: false,
    },
    {
      name: 'move excluded',
      hero: hero({ moveType: 'armored' }),
      skill: restrictions({
        moves: { kind: 'canNotUse', moveTypes: ['armored'] },
        weapons: { kind: 'none' },
      }),
      expected: false,
    },
    {
      name: 'exact weapon type allowed',
      hero: hero(),
      skill: restrictions({
        moves: { kind: 'none' },
        weapons: { kind: 'canUse', weapons: [{ kind: 'weaponType', weaponType: 'redSword' }] },
      }),
      expected: true,
    },
    {
      name: 'group allowed (All Melee)',
      hero: hero(),
      skill: restrictions({
        moves: { kind: 'none' },
        weapons: { kind: 'canUse', weapons: [{ kind: 'group', group: 'melee' }] },
      }),
      expected: true,
    },
    {
      name: 'group not allowed',
      hero: hero({ weaponType: 'redBow' }),
      skill: restrictions({
        moves: { kind: 'none' },
        weapons: { kind: 'canUse', weapons: [{ kind: 'group', group: 'melee' }] },
      }),
      expected: false,
    },
    {
      name: 'colour excluded: red bow cannot',
      hero: hero({ weaponType: 'redBow' }),
      skill: restrictions({
        moves: { kind: 'none' },
        weapons: { kind: 'canNotUse', weapons: [{ kind: 'colour', colour: 'red' }] },
      }),
      expected: false,
    },
    {
      name: 'colour excluded: blue bow can (bug §7.2 #14)',
      hero: hero({ weaponType: 'blueBow' }),
      skill: restrictions({
        moves: { kind: 'none' },
        weapons: { kind: 'canNotUse', weapons: [{ kind: 'colour', colour: 'red' }] },
      }),
      expected: true,
    },
    {
      name: 'staff excluded',
      hero: hero({ weaponType: 'colorlessStaff' }),
      skill: restrictions({
        moves: { kind: 'none' },
        weapons: {
          kind: 'canNotUse',
          weapons: [{ kind: 'weaponType', weaponType: 'colorlessStaff' }],
        },
      }),
      expected: false,
    },
    {
      name: 'both must allow',
      hero: hero({ moveType: 'cavalry', weaponType: 'greenTome' }),
      skill: restrictions({
        moves: { kind: 'canUse', moveTypes: ['cavalry'] },
        weapons: { kind: 'canUse', weapons: [{ kind: 'group', group: 'melee' }] },
      }),
      expected: false,
    },
  ] as const)('$name', ({ hero: candidate, skill: target, expected }) => {
    expect(canInherit(candidate, target)).toBe(expected)
  })
})

describe('canEquip', () => {
  const exclusive = { isExclusive: true, category: 'weapon', restrictions: null } as const
  test.each([
    { name: 'owner equips its exclusive skill', owners: ['H'], expected: true },
    { name: 'another hero cannot', owners: ['X'], expected: false },
    { name: 'no owner', owners: [], expected: false },
  ])('$name', ({ owners, expected }) => {
    expect(canEquip(hero(), exclusive, new Set(owners as HeroId[]))).toBe(expected)
  })
})

describe('matchesInheritorFilter', () => {
  const notRed = restrictions({
    moves: { kind: 'canNotUse', moveTypes: ['armored'] },
    weapons: { kind: 'canNotUse', weapons: [{ kind: 'colour', colour: 'red' }] },
  })
  const bows = ['redBow', 'blueBow', 'greenBow', 'colorlessBow'] as const
  test.each([
    { name: 'no button: any', filter: { moveTypes: [], weaponTypeGroups: [] }, expected: true },
    {
      name: 'a "not Red" skill suits the bow button (bug §7.2 #14)',
      filter: { moveTypes: [], weaponTypeGroups: [bows] },
      expected: true,
    },
    {
      name: 'but not the red sword button',
      filter: { moveTypes: [], weaponTypeGroups: [['redSword']] },
      expected: false,
    },
    {
      name: 'union: one button is enough',
      filter: { moveTypes: [], weaponTypeGroups: [['redSword'], bows] },
      expected: true,
    },
    {
      name: 'intersection: every button',
      filter: { moveTypes: [], weaponTypeGroups: [['redSword'], bows], weaponMode: 'intersection' },
      expected: false,
    },
    {
      name: 'moves union',
      filter: { moveTypes: ['armored', 'flying'], weaponTypeGroups: [] },
      expected: true,
    },
    {
      name: 'moves intersection',
      filter: { moveTypes: ['armored', 'flying'], weaponTypeGroups: [], moveMode: 'intersection' },
      expected: false,
    },
  ] as const)('$name', ({ filter, expected }) => {
    expect(
      matchesInheritorFilter(notRed, { moveMode: 'union', weaponMode: 'union', ...filter }),
    ).toBe(expected)
  })
  test('exclusive skills never match', () => {
    expect(
      matchesInheritorFilter(
        { isExclusive: true, category: 'weapon', restrictions: null },
        { moveTypes: [], weaponTypeGroups: [], moveMode: 'union', weaponMode: 'union' },
      ),
    ).toBe(false)
  })
})

describe('listAllowedWeaponTypes', () => {
  test.each([
    {
      name: 'tomes only',
      restriction: { kind: 'canUse', weapons: [{ kind: 'group', group: 'tome' }] },
      expected: ['redTome', 'blueTome', 'greenTome', 'colorlessTome'],
    },
    {
      name: 'not colorless and not melee',
      restriction: {
        kind: 'canNotUse',
        weapons: [
          { kind: 'colour', colour: 'colorless' },
          { kind: 'group', group: 'melee' },
          { kind: 'group', group: 'breath' },
          { kind: 'group', group: 'beast' },
          { kind: 'group', group: 'tome' },
          { kind: 'group', group: 'dagger' },
        ],
      },
      expected: ['redBow', 'blueBow', 'greenBow'],
    },
  ] as const)('$name', ({ restriction, expected }) => {
    expect(listAllowedWeaponTypes(restriction)).toEqual(expected)
  })
})

describe('tiers and chains', () => {
  test.each([
    { name: 'root', skill: 'ploy1', tier: 1, downgrades: [], upgrades: ['ploy2', 'ploy3', 'duo'] },
    { name: 'middle', skill: 'ploy2', tier: 2, downgrades: ['ploy1'], upgrades: ['ploy3', 'duo'] },
    {
      name: 'two prerequisites: the highest counts',
      skill: 'duo',
      tier: 4,
      downgrades: ['ploy3', 'other3', 'ploy2', 'ploy1'],
      upgrades: [],
    },
    { name: 'a cycle ends', skill: 'loop', tier: 1, downgrades: [], upgrades: [] },
    { name: 'unknown skill', skill: 'missing', tier: 1, downgrades: [], upgrades: [] },
  ])('$name', ({ skill: skillId, tier, downgrades, upgrades }) => {
    expect(calculateTier(id(skillId), BY_ID)).toBe(tier)
    expect(findDowngrades(id(skillId), BY_ID)).toEqual(downgrades)
    expect(findUpgrades(id(skillId), BY_ID)).toEqual(upgrades)
  })
})

describe('calculateTotalSpToLearn', () => {
  test.each([
    { name: 'one tier', skill: 'ploy1', options: {}, expected: 60 },
    { name: 'whole chain', skill: 'ploy3', options: {}, expected: 420 },
    { name: 'two prerequisites: the cheaper path', skill: 'duo', options: {}, expected: 500 },
    {
      name: 'inherited: 1.5 × each',
      skill: 'ploy3',
      options: { isInherited: true },
      expected: 630,
    },
    { name: 'a cycle counts once', skill: 'loop', options: {}, expected: 10 },
    { name: 'unknown skill', skill: 'missing', options: {}, expected: 0 },
  ])('$name', ({ skill: skillId, options, expected }) => {
    expect(calculateTotalSpToLearn(id(skillId), BY_ID, options)).toBe(expected)
  })
})

describe('isObtainableFrom', () => {
  test.each([
    {
      name: 'generic 3★ for generic ≤ 4★',
      rarities: { genericSummonPool: 3 },
      source: 'generic4',
      expected: true,
    },
    {
      name: 'generic 4★ SR is not ≤ 4★',
      rarities: { genericSummonPool: 4.5 },
      source: 'generic4',
      expected: false,
    },
    {
      name: 'generic 3★ counts for generic 5★ (at most)',
      rarities: { genericSummonPool: 3 },
      source: 'generic5',
      expected: true,
    },
    {
      name: 'special 4★ SHSR for special 4★ SHSR',
      rarities: { specialHeroes: 4.5 },
      source: 'specialHeroes4SpecialRate',
      expected: true,
    },
    {
      name: 'heroic grails 5★ is not 4★',
      rarities: { heroicGrails: 5 },
      source: 'heroicGrails4',
      expected: false,
    },
    { name: 'divine codes', rarities: { divineCodes: 5 }, source: 'divineCodes', expected: true },
    {
      name: 'limited divine codes are not the catalogue',
      rarities: { limitedDivineCodes: 4 },
      source: 'divineCodes',
      expected: false,
    },
    { name: 'nowhere', rarities: {}, source: 'generic5', expected: false },
  ] as const)('$name', ({ rarities, source, expected }) => {
    expect(isObtainableFrom(rarities, source)).toBe(expected)
  })
})

describe('calculateRequiredSlots', () => {
  const availability: Record<string, LowestRarities> = {
    ploy1: { genericSummonPool: 3 },
    ploy2: { genericSummonPool: 4.5 },
    ploy3: { focusOnly: 5 },
    other3: { heroicGrails: 4 },
    duo: { focusOnly: 5 },
  }
  test.each([
    { name: 'obtainable itself: 1', skill: 'ploy1', source: 'generic4', expected: 1 },
    { name: 'prerequisite obtainable: 1', skill: 'ploy2', source: 'generic4', expected: 1 },
    { name: 'two tiers missing: 2', skill: 'ploy3', source: 'generic4', expected: 2 },
    { name: 'from 4★ SR: 1', skill: 'ploy3', source: 'generic4SpecialRate', expected: 1 },
    {
      name: 'nothing obtainable: the whole chain',
      skill: 'ploy3',
      source: 'heroicGrails4',
      expected: 3,
    },
    {
      name: 'two prerequisites: the cheaper path',
      skill: 'duo',
      source: 'heroicGrails4',
      expected: 1,
    },
    { name: 'unknown skill: 1', skill: 'missing', source: 'generic4', expected: 1 },
  ] as const)('$name', ({ skill: skillId, source, expected }) => {
    expect(
      calculateRequiredSlots({
        skillId: id(skillId),
        skillsById: BY_ID,
        getLowestRarities: (key) => availability[key] ?? {},
        source,
      }),
    ).toBe(expected)
  })
})

describe('calculateCumulativeRequiredSlots', () => {
  const sources: FodderSource[] = ['generic4', 'heroicGrails4', 'generic4SpecialRate']
  test.each([
    {
      name: 'each column keeps the best so far',
      required: { generic4: 3, heroicGrails4: 2, generic4SpecialRate: 3 },
      expected: [3, 2, 2],
    },
    {
      name: 'a missing source keeps the previous best',
      required: { generic4: 2 },
      expected: [2, 2, 2],
    },
  ])('$name', ({ required, expected }) => {
    expect(calculateCumulativeRequiredSlots(required, sources)).toEqual(expected)
  })
  test('no source', () => {
    expect(calculateCumulativeRequiredSlots({}, [])).toEqual([])
  })
})

describe('compareSkillReleases', () => {
  test.each([
    {
      name: 'by version',
      a: { version: '9.11', releaseDate: '2025-01-01' },
      b: { version: '10.0', releaseDate: '2024-01-01' },
      expected: -1,
    },
    {
      name: 'same version: by release date',
      a: { version: '10.0', releaseDate: '2025-12-20' },
      b: { version: '10.0', releaseDate: '2025-12-05' },
      expected: 1,
    },
    {
      name: 'no version first',
      a: { version: null, releaseDate: null },
      b: { version: '1.0', releaseDate: '2017-02-02' },
      expected: -1,
    },
    {
      name: 'same',
      a: { version: '1.0', releaseDate: '2017-02-02' },
      b: { version: '1.0', releaseDate: '2017-02-02' },
      expected: 0,
    },
  ] as const)('$name', ({ a, b, expected }) => {
    expect(Math.sign(compareSkillReleases(a, b))).toBe(expected)
  })
})

describe('findMaxTierSkills', () => {
  test.each([
    {
      name: 'keeps the top of each chain, slot order then version',
      kit: [
        skill('ploy1'),
        skill('ploy2'),
        skill('b-old', { category: 'passiveB', version: '2.0' as Version }),
        skill('b-new', { category: 'passiveB', version: '10.1' as Version }),
        skill('weapon', { category: 'weapon' }),
        skill('duo-skill', { category: 'duo' }),
      ].map((entry) => (entry.id === 'ploy1' ? { ...entry, upgradeIds: [id('ploy2')] } : entry)),
      expected: ['weapon', 'ploy2', 'b-old', 'b-new'],
    },
    { name: 'empty kit', kit: [], expected: [] },
  ])('$name', ({ kit, expected }) => {
    expect(findMaxTierSkills(kit).map((entry) => entry.id)).toEqual(expected)
  })
})

describe('calculateFodderTotals', () => {
  const entry = (
    value: string,
    overrides: Partial<Skill>,
    slots: number[],
    lowestRarities: LowestRarities = {},
  ): FodderSkill => ({
    skill: skill(value, overrides),
    slots,
    lowestRarities,
  })
  const kit = [
    entry('weapon', { category: 'weapon', isExclusive: true }, [1, 1]),
    entry('special', { category: 'special' }, [2, 1], { genericSummonPool: 3 }),
    entry('assist', { category: 'assist' }, [2, 2], { heroicGrails: 4 }),
    entry('a-old', { category: 'passiveA', version: '3.0' }, [3, 3]),
    entry('a-new', { category: 'passiveA', version: '9.11' }, [2, 1]),
  ]
  test.each([
    {
      name: 'latest per slot, exclusive counts 0',
      isLocked: false,
      expected: {
        totals: [6, 4],
        countedSkillIds: ['weapon', 'special', 'assist', 'a-new'],
        notFiveStarLockedSkillIds: [],
      },
    },
    {
      name: '5★-locked hero: special and assist found cheaper count 0',
      isLocked: true,
      expected: {
        totals: [2, 1],
        countedSkillIds: ['weapon', 'special', 'assist', 'a-new'],
        notFiveStarLockedSkillIds: ['special', 'assist'],
      },
    },
  ])('$name', ({ isLocked, expected }) => {
    expect(
      calculateFodderTotals({ skills: kit, isHeroFiveStarLocked: isLocked, sourceCount: 2 }),
    ).toEqual(expected)
  })
  test('no skill', () => {
    expect(
      calculateFodderTotals({ skills: [], isHeroFiveStarLocked: false, sourceCount: 2 }),
    ).toEqual({ totals: [0, 0], countedSkillIds: [], notFiveStarLockedSkillIds: [] })
  })
})

describe('buildFodderTable', () => {
  const input = (
    value: string,
    overrides: Partial<Skill>,
    requiredBySource: Partial<Record<FodderSource, number>>,
    lowestRarities: LowestRarities = {},
  ) => ({ skill: skill(value, overrides), requiredBySource, lowestRarities })
  const skills = [
    input('weapon', { category: 'weapon', isExclusive: true }, {}),
    input(
      'special',
      { category: 'special' },
      { generic4: 2, specialHeroes4: 1 },
      { genericSummonPool: 3 },
    ),
    input(
      'b',
      { category: 'passiveB' },
      { generic4: 4, heroicGrails4: 3, specialHeroes4: 2 },
      {
        focusOnly: 5,
      },
    ),
  ]
  test.each([
    {
      name: 'columns are cumulative, left to right',
      sources: ['generic4', 'heroicGrails4', 'specialHeroes4'],
      isLocked: false,
      rows: [
        [Infinity, Infinity, Infinity],
        [2, 2, 1],
        [4, 3, 2],
      ],
      totals: [6, 5, 3],
      fits: [false, true, true],
      notLocked: [],
    },
    {
      name: 'another order changes the columns, not the cells of the last',
      sources: ['specialHeroes4', 'generic4'],
      isLocked: false,
      rows: [
        [Infinity, Infinity],
        [1, 1],
        [2, 2],
      ],
      totals: [3, 3],
      fits: [true, true],
      notLocked: [],
    },
    {
      name: 'a 5★-locked hero: its special found cheaper counts 0',
      sources: ['generic4'],
      isLocked: true,
      rows: [[Infinity], [2], [4]],
      totals: [4],
      fits: [true],
      notLocked: ['special'],
    },
  ] as const)('$name', ({ sources, isLocked, rows, totals, fits, notLocked }) => {
    const table = buildFodderTable({ skills, sources, isHeroFiveStarLocked: isLocked })
    expect(table.rows.map((row) => row.slots)).toEqual(rows)
    expect(table.totals).toEqual(totals)
    expect(table.fitsInOneGo).toEqual(fits)
    expect(table.notFiveStarLockedSkillIds).toEqual(notLocked)
  })
})
