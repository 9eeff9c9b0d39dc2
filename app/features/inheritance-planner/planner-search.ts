import { AVAILABILITY_CATEGORIES, type AvailabilityCategory } from '#app/domain/availability.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { SkillId } from '#app/domain/skill.ts'
import {
  formatPlannerTarget,
  formatSkillList,
  MAX_KEEP,
  MAX_TARGETS,
  type PlannerTargetSearch,
  parsePlannerTarget,
  parseSkillList,
  TARGET_PARAM,
  WANTS_PARAM,
} from '#app/lib/planner-link.ts'

/**
 * The planner's URL: `?target=` one hero to teach, repeated in the order added (the format of
 * lib/planner-link.ts, which other pages link with); `?wants=` skills waiting for the next hero
 * added (a skill list's build); `?keep=` a donor hero the plan must not use, repeated;
 * `?protect=` the donor categories never used, dot-separated. Anything malformed is dropped,
 * so a bad link shows the rest of the plan.
 */
export type PlannerSearch = {
  readonly targets: readonly PlannerTargetSearch[]
  /** Skills a link brought without a hero: the next hero added wants those it may learn. */
  readonly pendingWants: readonly SkillId[]
  readonly keep: readonly HeroId[]
  readonly protect: readonly AvailabilityCategory[]
}

export const PLANNER_SEARCH_DEFAULTS: PlannerSearch = {
  targets: [],
  pendingWants: [],
  keep: [],
  protect: [],
}

const SEPARATOR = '.'

/** Reads the URL; a malformed target, keep or category is dropped, never an error. */
export function parsePlannerSearch(params: URLSearchParams): PlannerSearch {
  const targets = params
    .getAll(TARGET_PARAM)
    .flatMap((raw) => parsePlannerTarget(raw) ?? [])
    .slice(0, MAX_TARGETS)
  const keep = [...new Set(params.getAll('keep').filter((heroId) => heroId.trim() !== ''))].slice(
    0,
    MAX_KEEP,
  ) as HeroId[]
  const named = new Set((params.get('protect') ?? '').split(SEPARATOR))
  const protect = AVAILABILITY_CATEGORIES.filter((category) => named.has(category))
  return { targets, pendingWants: parseSkillList(params.get(WANTS_PARAM)), keep, protect }
}

/** The URL of a search: defaults left out, keys in a fixed order (one view, one URL). */
export function toPlannerSearchParams(search: PlannerSearch): URLSearchParams {
  const params = new URLSearchParams()
  for (const target of search.targets) params.append(TARGET_PARAM, formatPlannerTarget(target))
  if (search.pendingWants.length > 0) {
    params.set(WANTS_PARAM, formatSkillList(search.pendingWants))
  }
  for (const heroId of search.keep) params.append('keep', heroId)
  if (search.protect.length > 0) {
    const named = new Set(search.protect)
    params.set('protect', AVAILABILITY_CATEGORIES.filter((each) => named.has(each)).join(SEPARATOR))
  }
  return params
}

function isSameTarget(a: PlannerTargetSearch, b: PlannerTargetSearch): boolean {
  return (
    a.heroId === b.heroId &&
    a.rarity === b.rarity &&
    a.isOwned === b.isOwned &&
    isSameList(a.wants, b.wants)
  )
}

function isSameList<Item>(a: readonly Item[], b: readonly Item[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index])
}

/**
 * `next` with each part that reads as in `previous` kept as it was (the same objects): a pool
 * ticked leaves the targets as they were, so their cards and pickers do not redraw.
 */
export function shareUnchangedSearch(previous: PlannerSearch, next: PlannerSearch): PlannerSearch {
  const targets = next.targets.map((target, index) => {
    const before = previous.targets[index]
    return before !== undefined && isSameTarget(before, target) ? before : target
  })
  return {
    targets: isSameList(targets, previous.targets) ? previous.targets : targets,
    pendingWants: isSameList(next.pendingWants, previous.pendingWants)
      ? previous.pendingWants
      : next.pendingWants,
    keep: isSameList(next.keep, previous.keep) ? previous.keep : next.keep,
    protect: isSameList(next.protect, previous.protect) ? previous.protect : next.protect,
  }
}

/**
 * Whether the URL names heroes (targets, kept donors): the page then needs the planner's data
 * at once. A bare page loads it when the hero picker is reached for (its first load stays small).
 */
export function isPlannerDataNeeded(search: PlannerSearch): boolean {
  return search.targets.length > 0 || search.keep.length > 0 || search.pendingWants.length > 0
}
