import { expect, test } from 'vitest'
import type { HeroId } from '#app/domain/hero.ts'
import type { SkillId } from '#app/domain/skill.ts'
import { EMPTY_KIT, HALL_OF_FORMS_STORAGE } from './hall-of-forms-storage.ts'
import { toHallPlanHref } from './hall-plan-link.ts'

const plan = HALL_OF_FORMS_STORAGE.initial

test.each([
  { name: 'no hero yet: no link', heroes: plan.heroes, expected: null },
  {
    name: 'each hero with its kit in slot order; empty places left out',
    heroes: [
      { heroId: null, kit: EMPTY_KIT },
      {
        heroId: 'PID_Ike' as HeroId,
        kit: { ...EMPTY_KIT, passiveB: 'SID_b' as SkillId, weapon: 'SID_w' as SkillId },
      },
      { heroId: 'PID_Roy' as HeroId, kit: EMPTY_KIT },
      { heroId: null, kit: EMPTY_KIT },
    ],
    expected: '/inheritance-planner?target=PID_Ike.5.b.SID_w*SID_b&target=PID_Roy.5.b.',
  },
])('toHallPlanHref: $name', ({ heroes, expected }) => {
  expect(toHallPlanHref({ ...plan, heroes })).toBe(expected)
})
