import { describe, expect, test } from 'vitest'
import type { HeroId, MoveType } from './hero.ts'
import type { SkillId } from './skill.ts'
import {
  keepInheritableSkills,
  listHallExclusions,
  listSkillOptions,
  type OptionSkill,
  sumKitSp,
} from './skill-options.ts'
import type { WeaponType } from './weapon.ts'

const skill = (overrides: Partial<OptionSkill> & { name: string }): OptionSkill => ({
  id: `SID_${overrides.name}` as SkillId,
  slug: overrides.name.toLowerCase(),
  category: 'passiveA',
  isExclusive: false,
  restrictions: { moves: { kind: 'none' }, weapons: { kind: 'none' } },
  sp: 300,
  version: '8.0',
  isMax: true,
  rating: null,
  grade: null,
  ...overrides,
})

const SKILLS: readonly OptionSkill[] = [
  skill({ name: 'Death Blow 4', rating: '8.0' }),
  skill({ name: 'Distant Counter', rating: '9.5' }),
  skill({ name: 'HP +5', sp: 160 }),
  skill({ name: 'Swift Sparrow', sp: 240, version: '1.4' }),
  skill({ name: 'Fresh A', version: '10.7' }),
  skill({
    name: 'Armored Blow',
    restrictions: { moves: { kind: 'canUse', moveTypes: ['armored'] }, weapons: { kind: 'none' } },
  }),
  skill({ name: 'Panther Lance', category: 'weapon', isExclusive: true, restrictions: null }),
  skill({ name: 'Steel Lance', category: 'weapon', isMax: false, sp: 100 }),
  skill({ name: 'Brave Lance+', category: 'weapon' }),
]

const cavalryLance = {
  id: 'PID_Abel' as HeroId,
  moveType: 'cavalry' as MoveType,
  weaponType: 'blueLance' as WeaponType,
}
const names = (skills: readonly OptionSkill[]) => skills.map((entry) => entry.name)

describe('listSkillOptions', () => {
  test.each([
    {
      name: 'no hall: every inheritable skill of the slot, best rated first',
      slot: 'passiveA' as const,
      hall: null,
      expected: ['Distant Counter', 'Death Blow 4', 'Fresh A', 'HP +5', 'Swift Sparrow'],
    },
    {
      name: 'no hall, weapons: never an exclusive one',
      slot: 'weapon' as const,
      hall: null,
      expected: ['Brave Lance+', 'Steel Lance'],
    },
    {
      name: 'chamber 1: no SP floor, the version window still applies',
      slot: 'passiveA' as const,
      hall: { chamber: 1, version: '10.8' as const },
      expected: ['Distant Counter', 'Death Blow 4', 'HP +5', 'Swift Sparrow'],
    },
    {
      name: 'chamber 13: passives of 240 SP and more',
      slot: 'passiveA' as const,
      hall: { chamber: 13, version: '10.8' as const },
      expected: ['Distant Counter', 'Death Blow 4', 'Swift Sparrow'],
    },
    {
      name: 'chamber 21: passives of 300 SP and more',
      slot: 'passiveA' as const,
      hall: { chamber: 21, version: '10.8' as const },
      expected: ['Distant Counter', 'Death Blow 4'],
    },
    {
      name: 'chamber 25: and from version 9.0 on',
      slot: 'passiveA' as const,
      hall: { chamber: 25, version: '10.8' as const },
      expected: [],
    },
    {
      name: 'a hall: only final weapons',
      slot: 'weapon' as const,
      hall: { chamber: 1, version: '10.8' as const },
      expected: ['Brave Lance+'],
    },
  ])('$name', ({ slot, hall, expected }) => {
    expect(names(listSkillOptions(SKILLS, { hero: cavalryLance, slot, hall }))).toEqual(expected)
  })
})

describe('listHallExclusions', () => {
  test.each([
    { name: 'allowed', skill: SKILLS[0], chamber: 21, expected: [] },
    { name: 'below the SP floor', skill: SKILLS[2], chamber: 21, expected: ['low-sp'] },
    { name: 'too new', skill: SKILLS[4], chamber: 1, expected: ['too-new'] },
    { name: 'exclusive weapon', skill: SKILLS[6], chamber: 1, expected: ['exclusive'] },
  ])('$name', ({ skill: tested, chamber, expected }) => {
    expect(listHallExclusions(tested as OptionSkill, { chamber, version: '10.8' })).toEqual(
      expected,
    )
  })
})

test.each([
  { name: 'empty kit', skills: [], expected: 0 },
  { name: 'empty slots count 0', skills: [{ sp: 300 }, null, { sp: 240 }], expected: 540 },
  { name: 'an X skill has no SP', skills: [{ sp: null }, { sp: 200 }], expected: 200 },
])('sumKitSp: $name', ({ skills, expected }) => {
  expect(sumKitSp(skills)).toBe(expected)
})

test('keepInheritableSkills: what the new hero cannot inherit is taken off', () => {
  const byId = new Map(SKILLS.map((entry) => [entry.id, entry]))
  const kit = {
    weapon: 'SID_Brave Lance+' as SkillId,
    passiveA: 'SID_Armored Blow' as SkillId,
    passiveB: null,
    passiveC: 'SID_Gone' as SkillId,
  }
  expect(keepInheritableSkills(kit, cavalryLance, byId)).toEqual({
    weapon: 'SID_Brave Lance+',
    passiveA: null,
    passiveB: null,
    passiveC: null,
  })
  expect(keepInheritableSkills(kit, null, byId)).toEqual({
    weapon: null,
    passiveA: null,
    passiveB: null,
    passiveC: null,
  })
})
