import { describe, expect, test } from 'vitest'
import {
  calculateAvailabilitySortScore,
  calculateOwnersLowestRarities,
  findSkillOwners,
  getAvailabilityCategory,
  getLowestRarity,
  getMinimumObtainableRarity,
  getRarityWithSkill,
  type HeroAvailability,
  isFiveStarLocked,
  type LowestRarities,
  listAvailabilityCategories,
  mergeDivineCodes,
  NOT_AVAILABLE_SORT_SCORE,
  type SkillOwner,
  sortOwnersByAvailability,
} from './availability.ts'
import type { HeroId } from './hero.ts'
import type { HeroSkill, SkillId } from './skill.ts'

const heroId = (id: string): HeroId => id as HeroId
const skillId = (id: string): SkillId => id as SkillId

describe('getLowestRarity', () => {
  test.each([
    { name: 'one pool', rarities: { genericSummonPool: 3 }, expected: 3 },
    {
      name: 'several pools: the lowest',
      rarities: { specialHeroes: 4.5, divineCodes: 5, limitedDivineCodes: 4 },
      expected: 4,
    },
    { name: 'no pool', rarities: {}, expected: null },
  ] as const)('$name', ({ rarities, expected }) => {
    expect(getLowestRarity(rarities)).toBe(expected)
  })
})

describe('getAvailabilityCategory', () => {
  test.each([
    {
      name: 'generic 3★',
      rarities: { genericSummonPool: 3, limitedDivineCodes: 4 },
      expected: 'generic4',
    },
    {
      name: 'generic 4★ SR',
      rarities: { genericSummonPool: 4.5 },
      expected: 'generic4SpecialRate',
    },
    { name: 'generic 5★', rarities: { genericSummonPool: 5 }, expected: 'generic5' },
    {
      name: 'generic wins over heroic grails',
      rarities: { genericSummonPool: 5, heroicGrails: 4 },
      expected: 'generic5',
    },
    { name: 'special 4★', rarities: { specialHeroes: 4 }, expected: 'specialHeroes4' },
    {
      name: 'special 4★ SHSR',
      rarities: { specialHeroes: 4.5, divineCodes: 5 },
      expected: 'specialHeroes4SpecialRate',
    },
    { name: 'special 5★', rarities: { specialHeroes: 5 }, expected: 'specialHeroes5' },
    { name: 'heroic grails 4★', rarities: { heroicGrails: 4 }, expected: 'heroicGrails4' },
    { name: 'heroic grails 5★', rarities: { heroicGrails: 5 }, expected: 'heroicGrails5' },
    { name: 'focus only', rarities: { focusOnly: 5, limitedDivineCodes: 5 }, expected: 'limited5' },
    { name: 'divine codes alone', rarities: { divineCodes: 5 }, expected: 'other' },
    { name: 'nowhere', rarities: {}, expected: 'other' },
  ] as const)('$name', ({ rarities, expected }) => {
    expect(getAvailabilityCategory(rarities)).toBe(expected)
  })
})

describe('listAvailabilityCategories', () => {
  test.each([
    { name: 'one pool', rarities: { genericSummonPool: 3 }, expected: ['generic4'] },
    {
      name: 'several pools, in priority order',
      rarities: { heroicGrails: 4, genericSummonPool: 5 },
      expected: ['generic5', 'heroicGrails4'],
    },
    {
      name: 'focus only',
      rarities: { focusOnly: 5, limitedDivineCodes: 4 },
      expected: ['limited5'],
    },
    { name: 'divine codes alone', rarities: { divineCodes: 5 }, expected: ['other'] },
    { name: 'nowhere', rarities: {}, expected: ['other'] },
  ] as const)('$name', ({ rarities, expected }) => {
    expect(listAvailabilityCategories(rarities)).toEqual(expected)
  })
})

describe('calculateAvailabilitySortScore', () => {
  test.each([
    { name: 'generic 3★/4★', rarities: { genericSummonPool: 4 }, expected: 5 },
    { name: 'heroic grails 4★', rarities: { heroicGrails: 4 }, expected: 11 },
    { name: 'heroic grails 5★', rarities: { heroicGrails: 5 }, expected: 12 },
    { name: 'special 4★', rarities: { specialHeroes: 4 }, expected: 40 },
    { name: 'generic 4★ SR', rarities: { genericSummonPool: 4.5 }, expected: 50 },
    { name: 'special 4★ SHSR', rarities: { specialHeroes: 4.5 }, expected: 60 },
    { name: 'generic 5★', rarities: { genericSummonPool: 5 }, expected: 70 },
    { name: 'focus only', rarities: { focusOnly: 5 }, expected: 80 },
    { name: 'special 5★', rarities: { specialHeroes: 5 }, expected: 90 },
    {
      name: 'the cheapest pool wins',
      rarities: { specialHeroes: 5, heroicGrails: 4 },
      expected: 11,
    },
    {
      name: 'divine codes do not count',
      rarities: { divineCodes: 5 },
      expected: NOT_AVAILABLE_SORT_SCORE,
    },
    { name: 'nowhere', rarities: {}, expected: NOT_AVAILABLE_SORT_SCORE },
  ] as const)('$name', ({ rarities, expected }) => {
    expect(calculateAvailabilitySortScore(rarities)).toBe(expected)
  })
})

describe('getMinimumObtainableRarity', () => {
  test.each([
    { name: 'generic 3★', rarities: { genericSummonPool: 3 }, expected: 3 },
    { name: '4★ SR shows as 5★', rarities: { genericSummonPool: 4.5 }, expected: 5 },
    {
      name: 'heroic grails 4★ beats special 4★ SHSR',
      rarities: { specialHeroes: 4.5, heroicGrails: 4 },
      expected: 4,
    },
    {
      name: 'divine codes do not count',
      rarities: { divineCodes: 5, limitedDivineCodes: 4 },
      expected: null,
    },
    { name: 'nowhere', rarities: {}, expected: null },
  ] as const)('$name', ({ rarities, expected }) => {
    expect(getMinimumObtainableRarity(rarities)).toBe(expected)
  })
})

describe('isFiveStarLocked', () => {
  test.each([
    { name: 'generic 3★ is not', rarities: { genericSummonPool: 3 }, expected: false },
    {
      name: 'limited divine codes at 4★ unlock it',
      rarities: { focusOnly: 5, limitedDivineCodes: 4 },
      expected: false,
    },
    { name: 'special 4★ SHSR is locked', rarities: { specialHeroes: 4.5 }, expected: true },
    { name: 'focus only is locked', rarities: { focusOnly: 5 }, expected: true },
    { name: 'nothing known counts as locked', rarities: {}, expected: true },
  ] as const)('$name', ({ rarities, expected }) => {
    expect(isFiveStarLocked(rarities)).toBe(expected)
  })
})

describe('getRarityWithSkill', () => {
  test.each([
    { name: 'skill unlocked below the summoned rarity', obtained: 4, unlock: 3, expected: 4 },
    {
      name: '3★ hero unlocking at 5★ gives it at 5★ (bug §7.2 #23)',
      obtained: 3,
      unlock: 5,
      expected: 5,
    },
    { name: '4★ SR hero unlocking at 4★ stays 4★ SR', obtained: 4.5, unlock: 4, expected: 4.5 },
    { name: '4★ SR hero unlocking at 5★ gives 5★', obtained: 4.5, unlock: 5, expected: 5 },
  ] as const)('$name', ({ obtained, unlock, expected }) => {
    expect(getRarityWithSkill(obtained, unlock)).toBe(expected)
  })
})

describe('calculateOwnersLowestRarities', () => {
  const owners = [
    { unlockRarity: 5, lowestRarities: { genericSummonPool: 3, limitedDivineCodes: 4 } },
    { unlockRarity: 4, lowestRarities: { genericSummonPool: 4.5, heroicGrails: 4 } },
  ] as const
  test.each([
    {
      name: 'the rarity with the skill (bug §7.2 #23 fixed)',
      options: {},
      expected: { genericSummonPool: 4.5, limitedDivineCodes: 5, heroicGrails: 4 },
    },
    {
      name: 'when obtained (upstream olrwo)',
      options: { whenObtained: true },
      expected: { genericSummonPool: 3, limitedDivineCodes: 4, heroicGrails: 4 },
    },
  ])('$name', ({ options, expected }) => {
    expect(calculateOwnersLowestRarities(owners, options)).toEqual(expected)
  })
  test('no owner: no pool', () => {
    expect(calculateOwnersLowestRarities([])).toEqual({})
  })
})

describe('findSkillOwners', () => {
  const links: HeroSkill[] = [
    { heroId: heroId('A'), skillId: skillId('S1'), unlockRarity: 3, defaultRarity: 4 },
    { heroId: heroId('B'), skillId: skillId('S1'), unlockRarity: 5, defaultRarity: null },
    { heroId: heroId('A'), skillId: skillId('S2'), unlockRarity: 1, defaultRarity: 1 },
  ]
  const availabilities = new Map<HeroId, HeroAvailability>([
    [
      heroId('A'),
      {
        heroId: heroId('A'),
        lowestRarities: { genericSummonPool: 3 },
        divineCodes: { normal: [], limited: [] },
      },
    ],
  ])
  test.each([
    {
      name: 'owners with unlock and default rarity; unknown availability is empty',
      id: 'S1',
      expected: [
        {
          heroId: 'A',
          unlockRarity: 3,
          defaultRarity: 4,
          lowestRarities: { genericSummonPool: 3 },
        },
        { heroId: 'B', unlockRarity: 5, defaultRarity: null, lowestRarities: {} },
      ],
    },
    { name: 'no owner', id: 'S3', expected: [] },
  ])('$name', ({ id, expected }) => {
    expect(findSkillOwners({ skillId: skillId(id), heroSkills: links, availabilities })).toEqual(
      expected,
    )
  })
})

describe('sortOwnersByAvailability', () => {
  const owner = (
    id: string,
    unlockRarity: 1 | 2 | 3 | 4 | 5,
    lowestRarities: LowestRarities,
  ): SkillOwner => ({
    heroId: heroId(id),
    unlockRarity,
    defaultRarity: null,
    lowestRarities,
  })
  test('cheapest with the skill first, then lower unlock rarity', () => {
    const sorted = sortOwnersByAvailability([
      owner('special', 4, { specialHeroes: 4 }),
      owner('generic unlocking at 5', 5, { genericSummonPool: 3 }),
      owner('grails', 3, { heroicGrails: 4 }),
      owner('generic', 3, { genericSummonPool: 3 }),
    ])
    expect(sorted.map((entry) => entry.heroId)).toEqual([
      'generic',
      'grails',
      'special',
      'generic unlocking at 5',
    ])
  })
})

describe('mergeDivineCodes', () => {
  test.each([
    { name: 'nothing', list: [], expected: { normal: [], limited: [] } },
    {
      name: 'duplicates once, in order',
      list: [
        {
          normal: [{ number: 2, title: 'B', cost: 400 }],
          limited: [{ year: 2024, month: 3, rarity: 4, cost: 100 }],
        },
        {
          normal: [
            { number: 1, title: 'A', cost: 400 },
            { number: 2, title: 'B', cost: 400 },
          ],
          limited: [
            { year: 2023, month: 9, rarity: 4, cost: 100 },
            { year: 2024, month: 3, rarity: 4, cost: 100 },
          ],
        },
      ],
      expected: {
        normal: [
          { number: 1, title: 'A', cost: 400 },
          { number: 2, title: 'B', cost: 400 },
        ],
        limited: [
          { year: 2023, month: 9, rarity: 4, cost: 100 },
          { year: 2024, month: 3, rarity: 4, cost: 100 },
        ],
      },
    },
  ] as const)('$name', ({ list, expected }) => {
    expect(mergeDivineCodes(list)).toEqual(expected)
  })
})
