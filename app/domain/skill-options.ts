import { checkHallOfFormsEligibility, type HallOfFormsExclusion } from './hall-of-forms.ts'
import type { Hero } from './hero.ts'
import { canInherit } from './inheritance.ts'
import type { Grade, Skill, SkillCategory, SkillId } from './skill.ts'
import { sortBestRatedFirst } from './skill-lists.ts'
import type { Version } from './version.ts'

/** What a planner needs of a skill to offer it to a hero and to show it. */
export type OptionSkill = Pick<
  Skill,
  'id' | 'slug' | 'name' | 'category' | 'isExclusive' | 'restrictions' | 'sp' | 'version'
> & {
  /** No upgrade: the last tier of its chain (only such weapons may go to Forma heroes). */
  readonly isMax: boolean
  readonly rating: string | null
  readonly grade: Grade | null
}

/** A Hall of Forms' chamber and the version whose rules apply. */
export type Hall = { readonly chamber: number; readonly version: Version }

/** Why an equipped skill breaks the hall's rules; empty when it does not. */
export function listHallExclusions(
  skill: OptionSkill,
  hall: Hall,
): readonly HallOfFormsExclusion[] {
  const eligibility = checkHallOfFormsEligibility(
    {
      category: skill.category,
      isExclusive: skill.isExclusive,
      // The rule only asks whether upgrades exist: a MAX skill has none.
      upgradeIds: skill.isMax ? [] : [skill.id as SkillId],
      version: skill.version,
      sp: skill.sp,
    },
    hall,
  )
  return eligibility.isEligible ? [] : eligibility.exclusions
}

/**
 * The skills a hero may be given in one slot, best rated first then by name: only those it
 * can inherit (reference §3.6: never an exclusive skill), and with a hall, only those its
 * rules allow (reference §3.7).
 */
export function listSkillOptions<Skill extends OptionSkill>(
  skills: readonly Skill[],
  options: {
    readonly hero: Pick<Hero, 'id' | 'moveType' | 'weaponType'>
    readonly slot: SkillCategory
    readonly hall: Hall | null
  },
): readonly Skill[] {
  const { hero, slot, hall } = options
  const offered = skills.filter(
    (skill) =>
      skill.category === slot &&
      canInherit(hero, skill) &&
      (hall === null || listHallExclusions(skill, hall).length === 0),
  )
  return sortBestRatedFirst(offered)
}

/** The SP of a kit: the sum of its skills' SP (a skill without SP, an X skill, counts 0). */
export function sumKitSp(skills: readonly (Pick<OptionSkill, 'sp'> | null)[]): number {
  return skills.reduce((total, skill) => total + (skill?.sp ?? 0), 0)
}

/** A kit for another hero: the skills it can inherit too stay, the others are taken off. */
export function keepInheritableSkills<Slot extends string>(
  kit: Readonly<Record<Slot, SkillId | null>>,
  hero: Pick<Hero, 'id' | 'moveType' | 'weaponType'> | null,
  skillsById: ReadonlyMap<SkillId, OptionSkill>,
): Readonly<Record<Slot, SkillId | null>> {
  const kept: Record<Slot, SkillId | null> = { ...kit }
  for (const slot of Object.keys(kit) as Slot[]) {
    const skillId = kit[slot]
    const skill = skillId === null ? undefined : skillsById.get(skillId)
    if (hero === null || skill === undefined || !canInherit(hero, skill)) kept[slot] = null
  }
  return kept
}
