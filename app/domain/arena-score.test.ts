import { describe, expect, test } from 'vitest'
import {
  type ArenaHero,
  calculateBlessingBonus,
  calculateHeroBaseScore,
  calculateMaxArenaScore,
  calculateMaxArenaScoreParts,
  calculateMaxBaseStatTotal,
  calculateMaxVisibleBaseStatTotal,
  calculateOffenseRange,
  calculateSkillsMaxSp,
  calculateTeamScore,
  calculateVisibleBaseStatTotal,
  getArenaSp,
  getDuelSkillBaseStatTotal,
  getMjolnirsStrikeTierBonus,
  getMjolnirsStrikeVisibleMerges,
  needsDuelSkill,
  type SkillSp,
} from './arena-score.ts'

const hero = (overrides: Partial<ArenaHero> = {}): ArenaHero => ({
  weaponType: 'blueLance',
  moveType: 'cavalry',
  traits: [],
  isStory: false,
  duelScore: null,
  clashScore: null,
  ...overrides,
})

const skill = (
  category: SkillSp['category'],
  sp: number | null,
  refinesMaxSp: number | null = null,
): SkillSp => ({
  category,
  sp,
  refinesMaxSp,
})

describe('calculateMaxBaseStatTotal', () => {
  test.each([
    { name: 'asset adds 3', hasSuperboon: false, isStory: false, expected: 157 },
    { name: 'superboon adds 4', hasSuperboon: true, isStory: false, expected: 158 },
    {
      name: 'story heroes cannot merge away the flaw: neutral',
      hasSuperboon: true,
      isStory: true,
      expected: 154,
    },
  ])('$name', ({ hasSuperboon, isStory, expected }) => {
    expect(calculateMaxBaseStatTotal({ baseStatTotal: 154, hasSuperboon, isStory })).toBe(expected)
  })
})

describe('getDuelSkillBaseStatTotal', () => {
  test.each([
    { name: 'tier 4 gives 180', input: hero(), tier: 4, expected: 180 },
    {
      name: 'tier 4 gives a legendary 175',
      input: hero({ traits: ['legendary'] }),
      tier: 4,
      expected: 175,
    },
    {
      name: 'tier 4 gives a mythic 175',
      input: hero({ traits: ['mythic'] }),
      tier: 4,
      expected: 175,
    },
    { name: 'tier 1 gives 160', input: hero(), tier: 1, expected: 160 },
    {
      name: 'tier 3 gives a legendary 170 too',
      input: hero({ traits: ['legendary'] }),
      tier: 3,
      expected: 170,
    },
    {
      name: 'armored heroes have no Duel skill',
      input: hero({ moveType: 'armored' }),
      tier: 4,
      expected: null,
    },
  ] as const)('$name', ({ input, tier, expected }) => {
    expect(getDuelSkillBaseStatTotal(input, tier)).toBe(expected)
  })
})

describe('calculateMaxVisibleBaseStatTotal', () => {
  test.each([
    { name: 'Duel skill beats a low BST', input: hero(), maxBst: 157, expected: 180 },
    { name: 'a high BST beats the Duel skill', input: hero(), maxBst: 190, expected: 190 },
    {
      name: 'armored keeps its BST',
      input: hero({ moveType: 'armored' }),
      maxBst: 170,
      expected: 170,
    },
    {
      name: 'the game’s Duel score counts',
      input: hero({ moveType: 'armored', duelScore: 185 }),
      maxBst: 170,
      expected: 185,
    },
    {
      name: 'the Clash score counts',
      input: hero({ clashScore: 220 }),
      maxBst: 170,
      expected: 220,
    },
  ])('$name', ({ input, maxBst, expected }) => {
    expect(calculateMaxVisibleBaseStatTotal(input, maxBst)).toBe(expected)
  })
})

describe('getArenaSp', () => {
  test.each([
    { name: 'plain skill', input: { sp: 300, refinesMaxSp: null }, expected: 300 },
    { name: 'refine is worth more', input: { sp: 300, refinesMaxSp: 350 }, expected: 350 },
    { name: 'no SP (X skill)', input: { sp: null, refinesMaxSp: null }, expected: 0 },
  ])('$name', ({ input, expected }) => {
    expect(getArenaSp(input)).toBe(expected)
  })
})

describe('calculateSkillsMaxSp', () => {
  test.each([
    {
      name: 'no own skill: the caps, 2550',
      weaponType: 'blueLance',
      ownSkills: [],
      expected: 2550,
    },
    {
      name: 'exclusive 400 SP weapon: 2600 (Abel)',
      weaponType: 'blueLance',
      ownSkills: [skill('weapon', 400)],
      expected: 2600,
    },
    { name: 'beasts cap seals at 240', weaponType: 'redBeast', ownSkills: [], expected: 2490 },
    {
      name: 'own skills below the cap change nothing',
      weaponType: 'redSword',
      ownSkills: [skill('passiveA', 240), skill('weapon', 300, 350)],
      expected: 2550,
    },
    {
      name: 'X skills and pseudo-skills do not count',
      weaponType: 'redSword',
      ownSkills: [skill('passiveX', null), skill('duo', null)],
      expected: 2550,
    },
  ] as const)('$name', ({ weaponType, ownSkills, expected }) => {
    expect(calculateSkillsMaxSp({ weaponType, ownSkills })).toBe(expected)
  })
})

describe('calculateHeroBaseScore', () => {
  test.each([
    {
      name: '5★ 40+10, 2600 SP, 180 visible BST (Abel)',
      rarity: 5,
      level: 40,
      merges: 10,
      sp: 2600,
      bst: 180,
      expected: 230,
    },
    { name: '5★ level 1, nothing', rarity: 5, level: 1, merges: 0, sp: 0, bst: 0, expected: 57 },
    { name: '1★ level 1', rarity: 1, level: 1, merges: 0, sp: 0, bst: 0, expected: 48 },
    {
      name: '4★ level 40 uses 84/39',
      rarity: 4,
      level: 40,
      merges: 0,
      sp: 0,
      bst: 0,
      expected: 139,
    },
    {
      name: 'SP and BST are floored',
      rarity: 5,
      level: 40,
      merges: 0,
      sp: 2599,
      bst: 179,
      expected: 208,
    },
  ] as const)('$name', ({ rarity, level, merges, sp, bst, expected }) => {
    expect(calculateHeroBaseScore({ rarity, level, merges, sp, visibleBaseStatTotal: bst })).toBe(
      expected,
    )
  })
})

describe('calculateMaxArenaScore', () => {
  test.each([
    { name: 'Abel: 760', input: hero(), sp: 2600, maxBst: 157, expected: 760 },
    { name: 'no exclusive weapon: 758', input: hero(), sp: 2550, maxBst: 157, expected: 758 },
    {
      name: 'story hero, no merges: 720',
      input: hero({ isStory: true }),
      sp: 2600,
      maxBst: 154,
      expected: 720,
    },
  ])('$name', ({ input, sp, maxBst, expected }) => {
    expect(calculateMaxArenaScore({ hero: input, skillsMaxSp: sp, maxBaseStatTotal: maxBst })).toBe(
      expected,
    )
  })
})

describe('calculateMaxArenaScoreParts', () => {
  test.each([
    {
      name: 'Abel: a Duel skill sets the visible BST',
      input: hero(),
      maxBst: 157,
      expected: {
        merges: 10,
        skillsMaxSp: 2600,
        visibleBaseStatTotal: 180,
        usesDuelSkill: true,
        baseScore: 230,
        score: 760,
      },
    },
    {
      name: 'armored: its own BST',
      input: hero({ moveType: 'armored' }),
      maxBst: 170,
      expected: {
        merges: 10,
        skillsMaxSp: 2600,
        visibleBaseStatTotal: 170,
        usesDuelSkill: false,
        baseScore: 228,
        score: 756,
      },
    },
  ])('$name', ({ input, maxBst, expected }) => {
    expect(
      calculateMaxArenaScoreParts({ hero: input, skillsMaxSp: 2600, maxBaseStatTotal: maxBst }),
    ).toEqual(expected)
  })
})

describe('calculateVisibleBaseStatTotal', () => {
  const base = {
    hero: hero(),
    baseStatTotal: 160,
    rarity: 5,
    level: 40,
    duelSkillTier: null,
    clashScoreInSeason: null,
  } as const
  test.each([
    { name: 'no bonus: the BST', options: {}, expected: 160 },
    { name: 'Duel 3 equipped', options: { duelSkillTier: 3 }, expected: 170 },
    {
      name: 'Duel skill only at level 40',
      options: { duelSkillTier: 4, level: 39 },
      expected: 160,
    },
    { name: 'Duel skill only at 5★', options: { duelSkillTier: 4, rarity: 4 }, expected: 160 },
    {
      name: 'Duel score only at 5★ level 40',
      options: { hero: hero({ duelScore: 185 }), level: 1 },
      expected: 160,
    },
    {
      name: 'Duel score at 5★ level 40',
      options: { hero: hero({ duelScore: 185 }) },
      expected: 185,
    },
    { name: 'Clash score in season', options: { clashScoreInSeason: 220 }, expected: 220 },
  ] as const)('$name', ({ options, expected }) => {
    expect(calculateVisibleBaseStatTotal({ ...base, ...options })).toBe(expected)
  })
})

describe('needsDuelSkill', () => {
  test.each([
    { name: 'low BST needs one', input: hero(), maxBst: 170, expected: true },
    { name: 'BST 180 does not', input: hero(), maxBst: 180, expected: false },
    {
      name: 'mythic below 175 needs one',
      input: hero({ traits: ['mythic'] }),
      maxBst: 174,
      expected: true,
    },
    {
      name: 'mythic at 175 does not',
      input: hero({ traits: ['mythic'] }),
      maxBst: 175,
      expected: false,
    },
    {
      name: 'duo with Duel score 180 does not',
      input: hero({ traits: ['duo'], duelScore: 180 }),
      maxBst: 160,
      expected: false,
    },
    { name: 'armored cannot', input: hero({ moveType: 'armored' }), maxBst: 150, expected: false },
  ] as const)('$name', ({ input, maxBst, expected }) => {
    expect(needsDuelSkill(input, maxBst)).toBe(expected)
  })
})

describe('calculateTeamScore', () => {
  test.each([
    {
      name: 'four heroes, bonus',
      scores: [230, 230, 228, 226],
      bonus: true,
      expected: { score: 756, exactScore: 757, defenseScore: 756 },
    },
    {
      name: 'no bonus hero',
      scores: [230, 230, 228, 226],
      bonus: false,
      expected: { score: 378, exactScore: 378.5, defenseScore: 756 },
    },
    {
      name: 'empty slot counts 0',
      scores: [200, 200, 200, null],
      bonus: false,
      expected: { score: 300, exactScore: 300, defenseScore: 600 },
    },
  ])('$name', ({ scores, bonus, expected }) => {
    expect(calculateTeamScore({ baseScores: scores, hasBonusHero: bonus })).toEqual(expected)
  })
})

describe('calculateOffenseRange', () => {
  test.each([
    { name: 'with bonus', average: 378.5, bonus: true, expected: { min: 754, max: 768 } },
    { name: 'without bonus', average: 378.5, bonus: false, expected: { min: 377, max: 384 } },
  ])('$name', ({ average, bonus, expected }) => {
    expect(calculateOffenseRange({ average, hasBonusHero: bonus })).toEqual(expected)
  })
})

describe('calculateBlessingBonus', () => {
  const base = {
    blessing: null,
    attachedChosenElement: null,
    seasonElements: ['fire', 'water', 'light', 'dark'],
    teamLegendaryElements: ['fire', 'fire', 'earth'],
  } as const
  test.each([
    {
      name: 'legendary gets none',
      options: { hero: { traits: ['legendary'], element: 'fire' } },
      expected: 0,
    },
    {
      name: 'blessed in season: 4 per legendary of the element',
      options: { hero: { traits: [], element: null }, blessing: 'fire' },
      expected: 8,
    },
    {
      name: 'blessed out of season: 0',
      options: { hero: { traits: [], element: null }, blessing: 'earth' },
      expected: 0,
    },
    { name: 'no blessing: 0', options: { hero: { traits: [], element: null } }, expected: 0 },
    {
      name: 'mythic in season counts every in-season legendary',
      options: { hero: { traits: ['mythic'], element: 'light' } },
      expected: 8,
    },
    {
      name: 'mythic out of season: 0',
      options: { hero: { traits: ['mythic'], element: 'astra' } },
      expected: 0,
    },
    {
      name: 'mythic through its in-season chosen hero',
      options: { hero: { traits: ['mythic'], element: 'astra' }, attachedChosenElement: 'fire' },
      expected: 8,
    },
    {
      name: 'same element twice counts once',
      options: {
        hero: { traits: [], element: null },
        blessing: 'fire',
        attachedChosenElement: 'fire',
      },
      expected: 8,
    },
  ] as const)('$name', ({ options, expected }) => {
    expect(calculateBlessingBonus({ ...base, ...options })).toBe(expected)
  })
})

describe("Mjölnir's Strike", () => {
  test.each([
    { tier: 1, expected: 0 },
    { tier: 5, expected: 0 },
    { tier: 6, expected: 8 },
    { tier: 11, expected: 16 },
    { tier: 15, expected: 48 },
    { tier: 18, expected: 68 },
    { tier: 21, expected: 88 },
  ])('tier $tier bonus is $expected', ({ tier, expected }) => {
    expect(getMjolnirsStrikeTierBonus(tier)).toBe(expected)
  })
  test.each([
    { name: 'mythic of the major season +10', element: 'light', isMythic: true, expected: 15 },
    { name: 'mythic of the minor season +5', element: 'dark', isMythic: true, expected: 10 },
    { name: 'other mythic +0', element: 'astra', isMythic: true, expected: 5 },
    { name: 'not mythic +0', element: 'light', isMythic: false, expected: 5 },
  ] as const)('visible merges: $name', ({ element, isMythic, expected }) => {
    expect(
      getMjolnirsStrikeVisibleMerges({
        merges: 5,
        heroElement: element,
        isMythic,
        majorElement: 'light',
        minorElement: 'dark',
      }),
    ).toBe(expected)
  })
})
