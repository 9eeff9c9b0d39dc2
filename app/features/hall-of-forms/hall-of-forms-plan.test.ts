import { expect, test } from 'vitest'
import type { HeroId, MoveType } from '#app/domain/hero.ts'
import type { SkillId } from '#app/domain/skill.ts'
import type { OptionSkill } from '#app/domain/skill-options.ts'
import type { WeaponType } from '#app/domain/weapon.ts'
import { fillWithPastHall, replaceHero, setKitSkill } from './hall-of-forms-plan.ts'
import { EMPTY_KIT, HALL_OF_FORMS_STORAGE } from './hall-of-forms-storage.ts'

const skill = (id: string, overrides: Partial<OptionSkill> = {}): OptionSkill => ({
  id: id as SkillId,
  slug: id.toLowerCase(),
  name: id,
  category: 'passiveA',
  isExclusive: false,
  restrictions: { moves: { kind: 'none' }, weapons: { kind: 'none' } },
  sp: 300,
  version: '5.0',
  isMax: true,
  rating: null,
  grade: null,
  ...overrides,
})
const skillsById = new Map(
  [
    skill('DC', {
      restrictions: { moves: { kind: 'none' }, weapons: { kind: 'canUse', weapons: [] } },
    }),
    skill('DB4'),
  ].map((entry) => [entry.id, entry]),
)
const hero = (id: string, weaponType: string) => ({
  id: id as HeroId,
  moveType: 'infantry' as MoveType,
  weaponType: weaponType as WeaponType,
})

test('a new hero keeps only the skills it can inherit', () => {
  let plan = replaceHero(HALL_OF_FORMS_STORAGE.initial, 1, hero('A', 'redSword'), skillsById)
  plan = setKitSkill(plan, 1, 'passiveA', 'DB4' as SkillId)
  plan = setKitSkill(plan, 1, 'passiveB', 'DC' as SkillId)
  plan = replaceHero(plan, 1, hero('B', 'redTome'), skillsById)
  expect(plan.heroes[1]).toEqual({
    heroId: 'B',
    kit: { ...EMPTY_KIT, passiveA: 'DB4' },
  })
  expect(replaceHero(plan, 1, null, skillsById).heroes[1]).toEqual({
    heroId: null,
    kit: EMPTY_KIT,
  })
})

test('a past hall fills the four heroes; a hero already planned keeps its kit', () => {
  let plan = replaceHero(HALL_OF_FORMS_STORAGE.initial, 3, hero('B', 'redTome'), skillsById)
  plan = setKitSkill(plan, 3, 'passiveA', 'DB4' as SkillId)
  const filled = fillWithPastHall(plan, { number: 7, heroIds: ['B', 'C'] as HeroId[] })
  expect(filled.heroes).toEqual([
    { heroId: 'B', kit: { ...EMPTY_KIT, passiveA: 'DB4' } },
    { heroId: 'C', kit: EMPTY_KIT },
    { heroId: null, kit: EMPTY_KIT },
    { heroId: null, kit: EMPTY_KIT },
  ])
})
