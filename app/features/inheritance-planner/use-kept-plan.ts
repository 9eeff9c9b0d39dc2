import { useEffect, useMemo, useRef, useState } from 'react'
import type { PersistProblem } from '#app/storage/browser-saves.ts'
import { COLLECTION_STORAGE } from '#app/storage/collection.ts'
import { readSavedPlan, type SavedPlan } from '#app/storage/saved-plan.ts'
import { persistedStore, usePersistedState } from '#app/storage/use-persisted-state.ts'
import {
  PLANNER_SEARCH_DEFAULTS,
  type PlannerSearch,
  toPlannerSearchParams,
} from './planner-search.ts'

/** The plan as it is kept with the barracks: the search without the skills waiting for a hero. */
export function toSavedPlan(search: PlannerSearch): SavedPlan {
  return { targets: search.targets, keep: search.keep, protect: search.protect }
}

/** Whether a kept plan (or none) is the one the search shows. */
export function isSamePlan(plan: SavedPlan | null, search: PlannerSearch): boolean {
  const read = (each: SavedPlan) =>
    toPlannerSearchParams({ ...PLANNER_SEARCH_DEFAULTS, ...each }).toString()
  return read(plan ?? PLANNER_SEARCH_DEFAULTS) === read(toSavedPlan(search))
}

/** A search that names no hero, keep or pool: the page then shows the kept plan, if any. */
export function isBareSearch(search: PlannerSearch): boolean {
  return isSamePlan(null, search)
}

function isEmptyPlan(plan: SavedPlan | null): boolean {
  return plan === null || isBareSearch({ ...PLANNER_SEARCH_DEFAULTS, ...plan })
}

export type KeptPlan = {
  /** Why the kept plan cannot be used (it stays stored until the player plans anew). */
  readonly refused: PersistProblem | null
  /** The kept plan a link's plan took the place of this visit: it can be brought back. */
  readonly replaced: SavedPlan | null
  readonly dismissReplaced: () => void
}

/**
 * The plan kept with the barracks (issue 24 §4), so that named saves and files hold it: it
 * follows the page's plan; a page opened without one shows the kept plan; a plan stored from
 * elsewhere (a save loaded, a file, another tab) is shown at once. Only for the player's own
 * barracks: a shared link's plan is not theirs.
 */
export function useKeptPlan({
  search,
  isEnabled,
  onRestore,
}: {
  readonly search: PlannerSearch
  readonly isEnabled: boolean
  /** Shows a kept plan: the page's URL takes it (replacing the current history entry). */
  readonly onRestore: (plan: SavedPlan) => void
}): KeptPlan {
  const stored = usePersistedState(COLLECTION_STORAGE).data.plan
  const read = useMemo(() => readSavedPlan(stored), [stored])
  const [replaced, setReplaced] = useState<SavedPlan | null>(null)
  // The stored plan last followed or written; undefined until the page has read the storage.
  const seen = useRef<unknown>(undefined)
  const latest = useRef({ search, onRestore })
  latest.current = { search, onRestore }

  useEffect(() => {
    if (!isEnabled) return
    // The store itself, not the render's snapshot: a hydrating render still shows the server's.
    const store = persistedStore(COLLECTION_STORAGE)
    const current = readSavedPlan(store.getSnapshot().data.plan)
    if (seen.current === undefined) {
      seen.current = store.getSnapshot().data.plan
      // A damaged plan is said and left as it is until the player plans anew.
      if (!current.ok) return
      if (isBareSearch(search)) {
        if (current.plan !== null && !isEmptyPlan(current.plan)) {
          latest.current.onRestore(current.plan)
        }
        return
      }
      // A link brought another plan: the kept one can be brought back this visit.
      if (
        current.plan !== null &&
        !isEmptyPlan(current.plan) &&
        !isSamePlan(current.plan, search)
      ) {
        setReplaced(current.plan)
      }
    }
    if (current.ok && isSamePlan(current.plan, search)) return
    store.set((data) => ({ ...data, plan: toSavedPlan(search) }))
    seen.current = store.getSnapshot().data.plan
  }, [search, isEnabled])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new stored plan is what it reacts to.
  useEffect(() => {
    // The store's, not the render's: the render may predate the page's own write just above.
    const now = persistedStore(COLLECTION_STORAGE).getSnapshot().data.plan
    if (!isEnabled || seen.current === undefined || now === seen.current) return
    seen.current = now
    const plan = readSavedPlan(now)
    if (plan.ok && !isSamePlan(plan.plan, latest.current.search)) {
      latest.current.onRestore(plan.plan ?? toSavedPlan(PLANNER_SEARCH_DEFAULTS))
    }
  }, [stored, isEnabled])

  return {
    refused: isEnabled && !read.ok ? read.problem : null,
    replaced,
    dismissReplaced: () => setReplaced(null),
  }
}
