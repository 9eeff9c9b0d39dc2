import { FORMA_SLOTS } from '#app/domain/hall-of-forms.ts'
import { type PlannerTargetSearch, toPlannerHref } from '#app/lib/planner-link.ts'
import type { HallOfFormsPlan } from './hall-of-forms-storage.ts'

/**
 * The hall's four heroes as the inheritance planner's build ("plan this build", issue 24 §1):
 * to give each its Forma kit by inheritance, on the player's own 5★ copy when the barracks has
 * one. Null for a plan without a hero.
 */
export function toHallPlanHref(plan: HallOfFormsPlan): string | null {
  const targets = plan.heroes.flatMap(({ heroId, kit }): PlannerTargetSearch[] =>
    heroId === null
      ? []
      : [
          {
            heroId,
            rarity: 5,
            isOwned: true,
            wants: FORMA_SLOTS.flatMap((slot) => kit[slot] ?? []),
          },
        ],
  )
  return targets.length === 0 ? null : toPlannerHref({ targets })
}
