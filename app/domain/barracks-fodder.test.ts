import { describe, expect, test } from 'vitest'
import {
  countHeroInBarracks,
  findOwnedFodder,
  type OwnedFodder,
  type OwnedFodderData,
  type OwnedFodderGroups,
} from './barracks-fodder.ts'
import type { Barracks, BarracksEntry, CombatManual } from './barracks-model.ts'
import type { HeroId, HeroTrait } from './hero.ts'
import type { SkillId } from './skill.ts'
import type { Rarity } from './stat.ts'

const skill = (id: string, downgradeIds: string[] = [], isExclusive = false) => ({
  id: id as SkillId,
  isExclusive,
  downgradeIds: downgradeIds as SkillId[],
  upgradeIds: [] as SkillId[],
})

// Death Blow 1 → 2 → 3; Sparrow needs Death Blow 2 or Darting Blow 2 (either one); a sword
// exclusive to its owner built on an inheritable Silver Sword; Distant Counter alone.
const SKILLS = [
  skill('DB1'),
  skill('DB2', ['DB1']),
  skill('DB3', ['DB2']),
  skill('Dart2'),
  skill('Sparrow', ['DB2', 'Dart2']),
  skill('Silver'),
  skill('Falchion', ['Silver'], true),
  skill('DC'),
]

// Each hero's kit: the skill and the rarity from which it has it.
const KITS: Record<string, [skill: string, unlockRarity: Rarity][]> = {
  Chrom: [
    ['DB1', 1],
    ['DB2', 3],
    ['DB3', 5],
    ['Silver', 3],
    ['Falchion', 5],
  ],
  Olivia: [
    ['DB1', 3],
    ['DB2', 4],
    ['DB3', 5],
  ],
  Ike: [['DC', 5]],
  Merric: [['DC', 5]],
  Abel: [],
}
const TRAITS: Record<string, HeroTrait[]> = { Merric: ['rearmed'] }

const DATA: OwnedFodderData = {
  heroesById: new Map(
    Object.keys(KITS).map((name) => [
      name as HeroId,
      { id: name as HeroId, slug: name.toLowerCase(), fullName: name, traits: TRAITS[name] ?? [] },
    ]),
  ),
  skillsById: new Map(SKILLS.map((each) => [each.id, each])),
  linksByHero: new Map(
    Object.entries(KITS).map(([name, kit]) => [
      name as HeroId,
      kit.map(([skillId, unlockRarity]) => ({
        heroId: name as HeroId,
        skillId: skillId as SkillId,
        unlockRarity,
      })),
    ]),
  ),
}

let made = 0
function copy(
  hero: string,
  rarity: Rarity,
  extra: Partial<Omit<BarracksEntry, 'id' | 'heroId' | 'rarity'>> = {},
): BarracksEntry {
  made += 1
  return {
    id: `entry-${made}`,
    heroId: hero as HeroId,
    rarity,
    merges: 0,
    dragonflowers: 0,
    copies: 1,
    role: null,
    learnedSkillIds: [],
    ...extra,
  }
}
const manual = (hero: string, rarity: Rarity, count = 1): CombatManual => ({
  heroId: hero as HeroId,
  rarity,
  count,
})
const barracks = (entries: BarracksEntry[], manuals: CombatManual[] = []): Barracks => ({
  entries,
  manuals,
})

/** A line as the page says it: "Olivia 4★ copy: DB2 (lower), DB3 at 5★". */
function describeFodder(fodder: OwnedFodder): string {
  const tierText = (tier: { skillId: string; isLowerTier: boolean; isLearned: boolean }) =>
    `${tier.skillId}${tier.isLowerTier ? ' (lower)' : ''}${tier.isLearned ? ' (learned)' : ''}`
  const given = [
    ...(fodder.givesNow ? [tierText(fodder.givesNow)] : []),
    ...(fodder.afterPromotion
      ? [`${tierText(fodder.afterPromotion)} at ${fodder.afterPromotion.rarity}★`]
      : []),
  ]
  const count = fodder.count === 1 ? '' : ` ×${fodder.count}`
  const notUsedUp = fodder.isNotUsedUp ? ' (not used up)' : ''
  return `${fodder.hero.fullName} ${fodder.rarity}★ ${fodder.origin}${count}${notUsedUp}: ${given.join(', ')}`
}

function describeGroups(groups: OwnedFodderGroups) {
  return {
    ready: groups.ready.map(describeFodder),
    needsPromotion: groups.needsPromotion.map(describeFodder),
    kept: groups.kept.map(describeFodder),
  }
}

const none = { ready: [], needsPromotion: [], kept: [] }

describe('findOwnedFodder', () => {
  test.each([
    {
      name: 'a copy at the rarity it has the skill gives it',
      barracks: barracks([copy('Chrom', 5)]),
      skill: 'DB3',
      expected: { ...none, ready: ['Chrom 5★ copy: DB3'] },
    },
    {
      name: 'a lower-rarity copy gives a lower tier now, the skill once promoted',
      barracks: barracks([copy('Olivia', 4)]),
      skill: 'DB3',
      expected: { ...none, ready: ['Olivia 4★ copy: DB2 (lower), DB3 at 5★'] },
    },
    {
      name: 'a copy with no tier at its rarity needs a promotion first',
      barracks: barracks([copy('Olivia', 2)]),
      skill: 'DB3',
      expected: { ...none, needsPromotion: ['Olivia 2★ copy: DB3 at 5★'] },
    },
    {
      name: 'a lower tier picked: the holder of a higher tier gives it',
      barracks: barracks([copy('Chrom', 5)]),
      skill: 'DB2',
      expected: { ...none, ready: ['Chrom 5★ copy: DB2'] },
    },
    {
      name: 'marked keep: apart, never offered',
      barracks: barracks([copy('Chrom', 5, { role: 'keep' }), copy('Olivia', 2, { role: 'keep' })]),
      skill: 'DB3',
      expected: { ...none, kept: ['Chrom 5★ copy: DB3', 'Olivia 2★ copy: DB3 at 5★'] },
    },
    {
      name: 'identical copies count together',
      barracks: barracks([copy('Chrom', 5, { copies: 3 })]),
      skill: 'DB3',
      expected: { ...none, ready: ['Chrom 5★ copy ×3: DB3'] },
    },
    {
      name: "a manual gives its hero's kit at its rarity",
      barracks: barracks([], [manual('Olivia', 5, 2), manual('Olivia', 4)]),
      skill: 'DB3',
      expected: { ...none, ready: ['Olivia 5★ manual ×2: DB3', 'Olivia 4★ manual: DB2 (lower)'] },
    },
    {
      name: 'a manual is never promoted: below every tier, it gives nothing',
      barracks: barracks([], [manual('Olivia', 2)]),
      skill: 'DB3',
      expected: none,
    },
    {
      name: 'a learned skill is given at any rarity',
      barracks: barracks([copy('Abel', 1, { learnedSkillIds: ['DB3' as SkillId] })]),
      skill: 'DB3',
      expected: { ...none, ready: ['Abel 1★ copy: DB3 (learned)'] },
    },
    {
      name: 'a learned skill brings the lower tiers it needed',
      barracks: barracks([copy('Abel', 1, { learnedSkillIds: ['DB3' as SkillId] })]),
      skill: 'DB2',
      expected: { ...none, ready: ['Abel 1★ copy: DB2 (learned)'] },
    },
    {
      name: 'a learned skill with two possible prerequisites brings neither',
      barracks: barracks([copy('Abel', 1, { learnedSkillIds: ['Sparrow' as SkillId] })]),
      skill: 'DB2',
      expected: none,
    },
    {
      name: 'a learned tier beats a lower kit tier of the same copy',
      barracks: barracks([copy('Olivia', 3, { learnedSkillIds: ['DB3' as SkillId] })]),
      skill: 'DB3',
      expected: { ...none, ready: ['Olivia 3★ copy: DB3 (learned)'] },
    },
    {
      name: 'an exclusive skill is never given, its inheritable lower tier is',
      barracks: barracks([copy('Chrom', 5)]),
      skill: 'Falchion',
      expected: { ...none, ready: ['Chrom 5★ copy: Silver (lower)'] },
    },
    {
      name: 'a hero not in the data is left out',
      barracks: barracks(
        [copy('Nobody', 5, { learnedSkillIds: ['DC' as SkillId] })],
        [manual('Nobody', 5)],
      ),
      skill: 'DC',
      expected: none,
    },
    {
      name: 'a skill not in the data has no fodder',
      barracks: barracks([copy('Chrom', 5)]),
      skill: 'Unknown',
      expected: none,
    },
    {
      name: 'a hero without the skill is no fodder',
      barracks: barracks([copy('Abel', 5), copy('Chrom', 5)]),
      skill: 'DC',
      expected: none,
    },
    {
      name: 'a rearmed hero is not used up',
      barracks: barracks([copy('Merric', 5)]),
      skill: 'DC',
      expected: { ...none, ready: ['Merric 5★ copy (not used up): DC'] },
    },
    {
      name: "a rearmed hero's manual is used up",
      barracks: barracks([], [manual('Merric', 5)]),
      skill: 'DC',
      expected: { ...none, ready: ['Merric 5★ manual: DC'] },
    },
    {
      name: 'the empty barracks',
      barracks: barracks([]),
      skill: 'DC',
      expected: none,
    },
    {
      name: 'order: the skill itself, manuals, "fodder", lower rarity, then the name',
      barracks: barracks(
        [
          copy('Olivia', 4),
          copy('Olivia', 5),
          copy('Chrom', 5),
          copy('Ike', 5),
          copy('Chrom', 5, { role: 'fodder', merges: 1 }),
        ],
        [manual('Olivia', 5)],
      ),
      skill: 'DB3',
      expected: {
        ...none,
        ready: [
          'Olivia 5★ manual: DB3',
          'Chrom 5★ copy: DB3',
          'Chrom 5★ copy: DB3',
          'Olivia 5★ copy: DB3',
          'Olivia 4★ copy: DB2 (lower), DB3 at 5★',
        ],
      },
    },
  ])('$name', ({ barracks, skill, expected }) => {
    expect(describeGroups(findOwnedFodder(DATA, barracks, skill as SkillId))).toEqual(expected)
  })

  test('"fodder" comes before unset among equals', () => {
    const groups = findOwnedFodder(
      DATA,
      barracks([copy('Chrom', 5), copy('Chrom', 5, { role: 'fodder', merges: 1 })]),
      'DB3' as SkillId,
    )
    expect(groups.ready.map((fodder) => fodder.role)).toEqual(['fodder', null])
    expect(groups.ready.map((fodder) => fodder.merges)).toEqual([1, 0])
  })

  test('a copy keeps its entry id, a manual has none', () => {
    const entry = copy('Chrom', 5)
    const groups = findOwnedFodder(DATA, barracks([entry], [manual('Chrom', 5)]), 'DB3' as SkillId)
    expect(groups.ready.map((fodder) => fodder.entryId)).toEqual([null, entry.id])
  })
})

test.each([
  { name: 'none', barracks: barracks([]), expected: { copies: 0, keptCopies: 0, manuals: 0 } },
  {
    name: 'copies, kept copies and manuals of that hero only',
    barracks: barracks(
      [copy('Chrom', 5, { copies: 2 }), copy('Chrom', 3, { role: 'keep' }), copy('Olivia', 5)],
      [manual('Chrom', 4, 3), manual('Olivia', 4)],
    ),
    expected: { copies: 3, keptCopies: 1, manuals: 3 },
  },
])('countHeroInBarracks: $name', ({ barracks, expected }) => {
  expect(countHeroInBarracks(barracks, 'Chrom' as HeroId)).toEqual(expected)
})
