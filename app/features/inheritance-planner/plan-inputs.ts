import type { AvailabilityCategory } from '#app/domain/availability.ts'
import type { Barracks, BarracksEntry } from '#app/domain/barracks-model.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { PlanTarget } from '#app/domain/inheritance-plan.ts'
import type { PlannerSearch } from './planner-search.ts'

/**
 * How long the solver may run before the page says it ran out of time. Here, not with the
 * solver: the page's watchdog reads it, and the bare page does not carry the solver's rules.
 */
export const SOLVE_TIME_LIMIT_S = 10

/**
 * What the worker solves: the barracks (the page's own object, so that its identity names it),
 * the targets and the settings.
 */
export type PlanRequest = {
  readonly barracks: Barracks
  readonly targets: readonly PlanTarget[]
  /** Heroes this plan keeps: every copy is marked keep before solving (markKept). */
  readonly keep: readonly HeroId[]
  readonly protectedCategories: readonly AvailabilityCategory[]
  /** Rearmed or Attuned entries that gave and await a fresh merge: [entry id, copies]. */
  readonly spentCopies: readonly (readonly [string, number])[]
}

/** An owned target the barracks has no copy of: planned as a hero the player will get. */
export type TargetNote = { readonly targetIndex: number; readonly kind: 'notInBarracks' }

/**
 * The player's copy a target stands for: the highest rarity, then the most merges (the copy
 * a player builds), never one marked fodder while another is not.
 */
export function findTargetEntry(barracks: Barracks, heroId: HeroId): BarracksEntry | null {
  let best: BarracksEntry | null = null
  const rank = (entry: BarracksEntry) =>
    (entry.role === 'fodder' ? 0 : 1000) + entry.rarity * 100 + entry.merges
  for (const entry of barracks.entries) {
    if (entry.heroId !== heroId) continue
    if (best === null || rank(entry) > rank(best)) best = entry
  }
  return best
}

/** The barracks with every copy of the kept heroes marked keep (the planner's own marks). */
export function markKept(barracks: Barracks, keep: readonly HeroId[]): Barracks {
  if (keep.length === 0) return barracks
  const kept = new Set(keep)
  return {
    ...barracks,
    entries: barracks.entries.map((entry) =>
      kept.has(entry.heroId) && entry.role !== 'keep' ? { ...entry, role: 'keep' } : entry,
    ),
  }
}

/** The worker's request from the URL's search and the barracks, and the targets said apart. */
export function buildPlanRequest(options: {
  readonly search: PlannerSearch
  readonly barracks: Barracks
  readonly spentCopies: ReadonlyMap<string, number>
}): { readonly request: PlanRequest; readonly notes: readonly TargetNote[] } {
  const { search, barracks } = options
  const notes: TargetNote[] = []
  const targets = search.targets.map((target, targetIndex): PlanTarget => {
    const entry = target.isOwned ? findTargetEntry(barracks, target.heroId) : null
    if (target.isOwned && entry === null) notes.push({ targetIndex, kind: 'notInBarracks' })
    return {
      key: String(targetIndex),
      heroId: target.heroId,
      entryId: entry?.id ?? null,
      rarity: entry?.rarity ?? target.rarity,
      wants: target.wants,
    }
  })
  return {
    request: {
      barracks,
      targets,
      keep: search.keep,
      protectedCategories: search.protect,
      spentCopies: [...options.spentCopies],
    },
    notes,
  }
}
