import * as v from 'valibot'
import type { HeroId } from '#app/domain/hero.ts'
import type { PersistedDefinition } from './browser-saves.ts'
import { usePersistedState } from './use-persisted-state.ts'

/** The player's catalog of heroes: the heroes they own and their custom banner. */
export type CatalogData = {
  readonly ownedHeroIds: readonly HeroId[]
  /** The heroes of the custom banner, in the order they were added. */
  readonly customBanner: readonly HeroId[]
}

const heroIds = v.array(
  v.pipe(
    v.string(),
    v.transform((id) => id as HeroId),
  ),
)

/**
 * Kept through the browser saves (docs/decisions/0017-browser-saves.md). Version 0 is the
 * bare list of owned ids an earlier release kept under `hero-peeler:owned-heroes`.
 */
export const CATALOG_STORAGE: PersistedDefinition<CatalogData> = {
  name: 'catalog',
  version: 1,
  schema: v.object({ ownedHeroIds: heroIds, customBanner: heroIds }),
  initial: { ownedHeroIds: [], customBanner: [] },
  migrations: { 0: (ids) => ({ ownedHeroIds: ids, customBanner: [] }) },
  legacy: { key: 'hero-peeler:owned-heroes', version: 0 },
}

const ownedSets = new WeakMap<readonly HeroId[], ReadonlySet<HeroId>>()

/** The ids of the heroes the player owns; empty on the server and before hydration. */
export function useOwnedHeroIds(): ReadonlySet<HeroId> {
  const { ownedHeroIds } = usePersistedState(CATALOG_STORAGE).data
  let owned = ownedSets.get(ownedHeroIds)
  if (!owned) {
    owned = new Set(ownedHeroIds)
    ownedSets.set(ownedHeroIds, owned)
  }
  return owned
}
