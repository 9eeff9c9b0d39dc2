import { AVAILABILITY_CATEGORIES, type AvailabilityCategory } from '#app/domain/availability.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { SkillId } from '#app/domain/skill.ts'
import type { Rarity } from '#app/domain/stat.ts'

/**
 * The planner's URL: `?target=` one hero to teach, repeated in the order added, each
 * `<heroId>.<rarity>.<b|g>.<skillId>*<skillId>…` (`b`: the player's copy from the barracks,
 * `g`: a hero they will get); `?keep=` a donor hero the plan must not use, repeated;
 * `?protect=` the donor categories never used, dot-separated. Anything malformed is dropped,
 * so a bad link shows the rest of the plan.
 */
export type PlannerTargetSearch = {
  readonly heroId: HeroId
  readonly rarity: Rarity
  /** From the barracks: the player's copy (its rarity and learned skills); else one to get. */
  readonly isOwned: boolean
  /** Wanted skills, at most one per slot, in the order picked. */
  readonly wants: readonly SkillId[]
}

export type PlannerSearch = {
  readonly targets: readonly PlannerTargetSearch[]
  readonly keep: readonly HeroId[]
  readonly protect: readonly AvailabilityCategory[]
}

export const PLANNER_SEARCH_DEFAULTS: PlannerSearch = { targets: [], keep: [], protect: [] }

/** At most this many targets: the page and the solve stay quick. */
export const MAX_TARGETS = 6
/** One skill per inheritable slot (weapon, assist, special, A, B, C). */
export const MAX_WANTS = 6
/** A bound on kept heroes: more is not a link this page made. */
export const MAX_KEEP = 200

// Characters a URL keeps as they are, and in no id.
const SEPARATOR = '.'
const WANT_SEPARATOR = '*'
const RARITIES: readonly Rarity[] = [1, 2, 3, 4, 5]

function parseRarity(raw: string | undefined): Rarity | null {
  return RARITIES.find((rarity) => String(rarity) === raw) ?? null
}

function parseTarget(raw: string): PlannerTargetSearch | null {
  const [heroId, rarityText, origin, wantsText, ...rest] = raw.split(SEPARATOR)
  const rarity = parseRarity(rarityText)
  if (rest.length > 0 || !heroId || rarity === null || (origin !== 'b' && origin !== 'g')) {
    return null
  }
  const wants = [
    ...new Set((wantsText ?? '').split(WANT_SEPARATOR).filter((skillId) => skillId.trim() !== '')),
  ].slice(0, MAX_WANTS) as SkillId[]
  return { heroId: heroId as HeroId, rarity, isOwned: origin === 'b', wants }
}

/** Reads the URL; a malformed target, keep or category is dropped, never an error. */
export function parsePlannerSearch(params: URLSearchParams): PlannerSearch {
  const targets = params
    .getAll('target')
    .flatMap((raw) => parseTarget(raw) ?? [])
    .slice(0, MAX_TARGETS)
  const keep = [...new Set(params.getAll('keep').filter((heroId) => heroId.trim() !== ''))].slice(
    0,
    MAX_KEEP,
  ) as HeroId[]
  const named = new Set((params.get('protect') ?? '').split(SEPARATOR))
  const protect = AVAILABILITY_CATEGORIES.filter((category) => named.has(category))
  return { targets, keep, protect }
}

/** The URL of a search: defaults left out, keys in a fixed order (one view, one URL). */
export function toPlannerSearchParams(search: PlannerSearch): URLSearchParams {
  const params = new URLSearchParams()
  for (const target of search.targets) {
    params.append(
      'target',
      [
        target.heroId,
        target.rarity,
        target.isOwned ? 'b' : 'g',
        target.wants.join(WANT_SEPARATOR),
      ].join(SEPARATOR),
    )
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
    a.wants.join(WANT_SEPARATOR) === b.wants.join(WANT_SEPARATOR)
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
    keep: isSameList(next.keep, previous.keep) ? previous.keep : next.keep,
    protect: isSameList(next.protect, previous.protect) ? previous.protect : next.protect,
  }
}

/**
 * Whether the URL names heroes (targets, kept donors): the page then needs the planner's data
 * at once. A bare page loads it when the hero picker is reached for (its first load stays small).
 */
export function isPlannerDataNeeded(search: PlannerSearch): boolean {
  return search.targets.length > 0 || search.keep.length > 0
}
