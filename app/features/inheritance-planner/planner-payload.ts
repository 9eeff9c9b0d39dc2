import type { PeelerPayload } from '#app/payloads/dataset-payloads.ts'
import { loadPayloadFile } from '#app/payloads/payload-cache.ts'
import type { HeroNumbers } from '#app/storage/barracks-link.ts'
import type { PlannerPayload } from './planner-payload-decode.ts'

/** The share link codec's view of the heroes' game numbers. */
export function plannerHeroNumbers(
  payload: Pick<PlannerPayload, 'numberById' | 'heroByNumber'>,
): HeroNumbers {
  return {
    numberOf: (heroId) => payload.numberById.get(heroId),
    heroOf: (heroNumber) => payload.heroByNumber.get(heroNumber),
  }
}

/**
 * The peeler payload decoded for the planner, with the decoder loaded as the data comes: the
 * bare page, which has no data yet, does not carry the peeler's rules it decodes with. A
 * module-level function: the payload cache keys on it.
 */
export async function readPlannerPayload(payload: PeelerPayload): Promise<PlannerPayload> {
  const { decodePlannerPayload } = await import('./planner-payload-decode.ts')
  return decodePlannerPayload(payload)
}

/** The planner's data at `url` (the peeler payload), from the payload cache. */
export function loadPlannerPayload(url: string): Promise<PlannerPayload> {
  return loadPayloadFile(url, readPlannerPayload)
}

/** The planner's data before it is asked for: no hero, no skill (the bare page's first draw). */
export const EMPTY_PLANNER_PAYLOAD: PlannerPayload = {
  data: {
    heroesById: new Map(),
    skillsById: new Map(),
    linksBySkill: new Map(),
    linksByHero: new Map(),
  },
  heroes: [],
  heroTexts: new Map(),
  skillTexts: new Map(),
  numberById: new Map(),
  heroByNumber: new Map(),
  // No hero: none may be taught anything (as the rules say of a hero not in the data).
  listWantableSkills: () => [],
  splitWantableSkills: (_heroId, skillIds) => ({ wants: [], refused: skillIds }),
}
