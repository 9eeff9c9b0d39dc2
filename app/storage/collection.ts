import * as v from 'valibot'
import {
  type Barracks,
  type BarracksEntry,
  EMPTY_BARRACKS,
  listOwnedHeroIds,
  MARKED_OWNED_BUILD,
  MAX_COPIES,
  MAX_DRAGONFLOWERS_BOUND,
} from '#app/domain/barracks-model.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { SkillId } from '#app/domain/skill.ts'
import { MAX_MERGES, type Rarity } from '#app/domain/stat.ts'
import type { PersistedDefinition } from './browser-saves.ts'
import { readSavedPlan } from './saved-plan.ts'
import { usePersistedState } from './use-persisted-state.ts'

/**
 * The player's collection: their barracks (heroes and combat manuals), the catalog's custom
 * banner and the inheritance planner's plan. The catalog's "owned" marks are the barracks'
 * heroes: one source of truth.
 */
export type CollectionData = {
  readonly barracks: Barracks
  /** The heroes of the custom banner, in the order they were added. */
  readonly customBanner: readonly HeroId[]
  /**
   * The inheritance planner's plan, as the planner last showed it with this barracks (read
   * with readSavedPlan: unchecked here, so a damaged plan never costs the barracks); null: none.
   */
  readonly plan: unknown
}

const heroId = v.pipe(
  v.string(),
  v.minLength(1),
  v.transform((id) => id as HeroId),
)
const skillId = v.pipe(
  v.string(),
  v.minLength(1),
  v.transform((id) => id as SkillId),
)
const count = (maximum: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(maximum))
const rarity = v.pipe(
  v.picklist([1, 2, 3, 4, 5]),
  v.transform((value) => value as Rarity),
)

const entrySchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  heroId,
  rarity,
  merges: count(MAX_MERGES),
  dragonflowers: count(MAX_DRAGONFLOWERS_BOUND),
  copies: v.pipe(count(MAX_COPIES), v.minValue(1)),
  role: v.nullable(v.picklist(['keep', 'fodder'])),
  learnedSkillIds: v.array(skillId),
})

/** A barracks as stored (the planner's undo keeps one too). */
export const barracksSchema = v.object({
  entries: v.array(entrySchema),
  manuals: v.array(v.object({ heroId, rarity, count: v.pipe(count(MAX_COPIES), v.minValue(1)) })),
})

const collectionSchema = v.object({
  barracks: barracksSchema,
  customBanner: v.array(heroId),
  plan: v.optional(v.unknown(), null),
})

/** Version 1: the catalog's owned marks and custom banner, before the barracks. */
const catalogV1Schema = v.object({ ownedHeroIds: v.array(heroId), customBanner: v.array(heroId) })

/** One copy of a hero marked owned without a build (the catalog's mark, a version 1 save). */
export function ownedCopy(owned: HeroId, id: string): BarracksEntry {
  return { id, heroId: owned, ...MARKED_OWNED_BUILD, copies: 1, role: null, learnedSkillIds: [] }
}

/**
 * Kept through the browser saves (docs/decisions/0017-browser-saves.md) under the catalog's
 * name, so that today's saves, named saves and files keep loading. Version 0 is the bare list
 * of owned ids an earlier release kept under `hero-peeler:owned-heroes`; version 1 the catalog's
 * owned ids and custom banner; version 2 holds the barracks; version 3 the planner's plan beside
 * it, so that named saves and files keep both (a damaged plan is said on load, the rest loads).
 */
export const COLLECTION_STORAGE: PersistedDefinition<CollectionData> = {
  name: 'catalog',
  version: 3,
  schema: collectionSchema,
  initial: { barracks: EMPTY_BARRACKS, customBanner: [], plan: null },
  migrations: {
    0: (ids) => ({ ownedHeroIds: ids, customBanner: [] }),
    1: (data) => {
      // Throws on data that is not version 1: the save is then refused with the reason.
      const { ownedHeroIds, customBanner } = v.parse(catalogV1Schema, data)
      return {
        barracks: {
          entries: ownedHeroIds.map((owned, index) => ownedCopy(owned, `catalog-${index}`)),
          manuals: [],
        },
        customBanner,
      }
    },
    2: (data) => ({ ...(data as object), plan: null }),
  },
  legacy: { key: 'hero-peeler:owned-heroes', version: 0 },
  findRefusedParts(data) {
    const plan = readSavedPlan(data.plan)
    return plan.ok ? [] : [{ part: 'plan', problem: plan.problem }]
  },
}

const ownedSets = new WeakMap<Barracks, ReadonlySet<HeroId>>()

/** The heroes the player owns (a copy in the barracks); empty on the server and before hydration. */
export function useOwnedHeroIds(): ReadonlySet<HeroId> {
  const { barracks } = usePersistedState(COLLECTION_STORAGE).data
  let owned = ownedSets.get(barracks)
  if (!owned) {
    owned = listOwnedHeroIds(barracks)
    ownedSets.set(barracks, owned)
  }
  return owned
}

let entriesMade = 0

/** A new barracks entry's id, unique in this browser (a time, a counter and a random part). */
export function createEntryId(): string {
  entriesMade += 1
  return `${Date.now().toString(36)}-${entriesMade.toString(36)}-${Math.random().toString(36).slice(2, 7)}`
}
