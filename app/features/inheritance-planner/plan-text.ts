import type { DonorUnit, PlanData, PlanOutline, PlanStep } from '#app/domain/inheritance-plan.ts'
import type { SkillId } from '#app/domain/skill.ts'
import { formatCount } from '#app/i18n/format-count.ts'
import type { Translate } from '#app/i18n/i18n.tsx'

/** A hero's name as the plan says it ("Abel: The Panther"); its id when the data lost it. */
export function heroNameOf(data: PlanData, heroId: string): string {
  return data.heroesById.get(heroId as never)?.fullName ?? heroId
}

/** Skill names, in order, joined as a list; the id stands in for a skill the data lost. */
export function skillNamesOf(data: PlanData, skillIds: readonly SkillId[]): string {
  return skillIds.map((skillId) => data.skillsById.get(skillId)?.name ?? skillId).join(', ')
}

/** A donor as a player finds it in the barracks: name, rarity and merges. */
export function donorNameOf(data: PlanData, unit: DonorUnit, t: Translate): string {
  const hero = heroNameOf(data, unit.heroId)
  return unit.merges > 0
    ? t('inheritancePlanner.plan.donorMerged', { hero, rarity: unit.rarity, merges: unit.merges })
    : t('inheritancePlanner.plan.donorCopy', { hero, rarity: unit.rarity })
}

/** One step as the player follows it in the game (issue 24 §2's wording). */
export function describeStep(options: {
  readonly data: PlanData
  readonly problem: PlanOutline
  readonly step: PlanStep
  readonly t: Translate
}): string {
  const { data, problem, step, t } = options
  const unit = problem.units[step.unitIndex]
  if (unit === undefined) return ''
  const name = heroNameOf(data, unit.heroId)
  if (step.kind === 'promote') {
    return t(
      unit.origin === 'manual'
        ? 'inheritancePlanner.plan.promoteManual'
        : 'inheritancePlanner.plan.promote',
      {
        donor: unit.origin === 'manual' ? name : donorNameOf(data, unit, t),
        from: step.from,
        to: step.to,
        feathers: formatCount(step.feathers),
      },
    )
  }
  const target = problem.targets[step.targetIndex]?.target
  const params = {
    target: target ? heroNameOf(data, target.heroId) : '',
    skills: skillNamesOf(data, step.skillIds),
  }
  if (unit.origin === 'manual') {
    return t('inheritancePlanner.plan.useManual', { ...params, donor: name, rarity: step.rarity })
  }
  const donor = donorNameOf(data, { ...unit, rarity: step.rarity }, t)
  return t(
    unit.isNotUsedUp ? 'inheritancePlanner.plan.feedStays' : 'inheritancePlanner.plan.feed',
    {
      ...params,
      donor,
    },
  )
}
