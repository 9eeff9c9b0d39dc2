import type { ScoreBuild } from '#app/domain/score-calculator.ts'
import { WANT_SLOTS } from '#app/domain/skill.ts'
import { type PlannerTargetSearch, toPlannerHref } from '#app/lib/planner-link.ts'

/**
 * The team as the inheritance planner's build ("plan this build", issue 24 §1): each hero at
 * its rarity, the player's own copy when the barracks has one, wanting the skills picked by
 * name. Null for a team without a hero.
 */
export function toTeamPlanHref(team: readonly (ScoreBuild | null)[]): string | null {
  const targets = team.flatMap((build): PlannerTargetSearch[] =>
    build === null
      ? []
      : [
          {
            heroId: build.heroId,
            rarity: build.rarity,
            isOwned: true,
            wants: WANT_SLOTS.flatMap((slot) => build.skills[slot] ?? []),
          },
        ],
  )
  return targets.length === 0 ? null : toPlannerHref({ targets })
}
