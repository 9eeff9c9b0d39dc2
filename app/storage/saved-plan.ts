import * as v from 'valibot'
import { AVAILABILITY_CATEGORIES, type AvailabilityCategory } from '#app/domain/availability.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { SkillId } from '#app/domain/skill.ts'
import { RARITIES, type Rarity } from '#app/domain/stat.ts'
import {
  MAX_KEEP,
  MAX_TARGETS,
  MAX_WANTS,
  type PlannerTargetSearch,
} from '#app/lib/planner-link.ts'
import { checkPart, type PersistProblem } from './browser-saves.ts'

/**
 * The inheritance planner's plan as it is saved with the barracks (issue 24 §4): the heroes to
 * teach and their wants, the heroes kept, the pools protected.
 */
export type SavedPlan = {
  readonly targets: readonly PlannerTargetSearch[]
  readonly keep: readonly HeroId[]
  readonly protect: readonly AvailabilityCategory[]
}

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(200))

const savedPlanSchema = v.object({
  targets: v.pipe(
    v.array(
      v.object({
        heroId: v.pipe(
          id,
          v.transform((heroId) => heroId as HeroId),
        ),
        rarity: v.pipe(
          v.picklist(RARITIES),
          v.transform((rarity) => rarity as Rarity),
        ),
        isOwned: v.boolean(),
        wants: v.pipe(
          v.array(
            v.pipe(
              id,
              v.transform((skillId) => skillId as SkillId),
            ),
          ),
          v.maxLength(MAX_WANTS),
        ),
      }),
    ),
    v.maxLength(MAX_TARGETS),
  ),
  keep: v.pipe(
    v.array(
      v.pipe(
        id,
        v.transform((heroId) => heroId as HeroId),
      ),
    ),
    v.maxLength(MAX_KEEP),
  ),
  protect: v.array(v.picklist(AVAILABILITY_CATEGORIES)),
})

export type SavedPlanRead =
  | { readonly ok: true; readonly plan: SavedPlan | null }
  | { readonly ok: false; readonly problem: PersistProblem }

/**
 * The plan kept with the barracks, checked: none (null), a plan, or why it cannot be used. The
 * barracks' schema lets it through unchecked, so a damaged plan never costs the barracks.
 */
export function readSavedPlan(raw: unknown): SavedPlanRead {
  if (raw === null || raw === undefined) return { ok: true, plan: null }
  const checked = checkPart(savedPlanSchema, raw, 'plan')
  return checked.ok ? { ok: true, plan: checked.data } : checked
}
