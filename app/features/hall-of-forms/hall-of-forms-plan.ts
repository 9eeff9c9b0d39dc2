import type { PastHall } from '#app/domain/hall-of-forms.ts'
import type { Hero } from '#app/domain/hero.ts'
import type { SkillId } from '#app/domain/skill.ts'
import { keepInheritableSkills, type OptionSkill } from '#app/domain/skill-options.ts'
import {
  EMPTY_KIT,
  type FormaHero,
  type FormaSlot,
  type HallOfFormsPlan,
} from './hall-of-forms-storage.ts'

type PlannedHero = Pick<Hero, 'id' | 'moveType' | 'weaponType'>

/** The plan with another hero (or none) at `index`. */
export function replaceHero(
  plan: HallOfFormsPlan,
  index: number,
  hero: PlannedHero | null,
  skillsById: ReadonlyMap<SkillId, OptionSkill>,
): HallOfFormsPlan {
  return {
    ...plan,
    heroes: plan.heroes.map((entry, position) =>
      position === index
        ? { heroId: hero?.id ?? null, kit: keepInheritableSkills(entry.kit, hero, skillsById) }
        : entry,
    ),
  }
}

/** The plan with a skill put in (or taken out of, with null) one slot of one hero. */
export function setKitSkill(
  plan: HallOfFormsPlan,
  index: number,
  slot: FormaSlot,
  skillId: SkillId | null,
): HallOfFormsPlan {
  return {
    ...plan,
    heroes: plan.heroes.map((entry, position) =>
      position === index ? { ...entry, kit: { ...entry.kit, [slot]: skillId } } : entry,
    ),
  }
}

/** The plan with a past hall's four Forma heroes; a hero already planned keeps its kit. */
export function fillWithPastHall(plan: HallOfFormsPlan, hall: PastHall): HallOfFormsPlan {
  return {
    ...plan,
    heroes: plan.heroes.map((_entry, position): FormaHero => {
      const heroId = hall.heroIds[position] ?? null
      const planned = plan.heroes.find((other) => other.heroId !== null && other.heroId === heroId)
      return planned ?? { heroId, kit: EMPTY_KIT }
    }),
  }
}
