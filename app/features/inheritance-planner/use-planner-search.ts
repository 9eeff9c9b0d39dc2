import { useCallback, useMemo, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import {
  PLANNER_SEARCH_DEFAULTS,
  type PlannerSearch,
  parsePlannerSearch,
  shareUnchangedSearch,
  toPlannerSearchParams,
} from './planner-search.ts'

export type ChangePlannerSearch = (
  change: (current: PlannerSearch) => PlannerSearch,
  options?: { readonly replace?: boolean },
) => void

/**
 * The planner's URL state and the one way to change it: each change is a discrete choice (a
 * hero, a skill, a pool, a keep), so it pushes a history entry; a plan brought back from the
 * browser's storage replaces it. The fragment stays: it holds a shared barracks, which a change
 * of the search must not drop.
 */
export function usePlannerSearch(): [PlannerSearch, ChangePlannerSearch] {
  const { search: query, hash } = useLocation()
  const navigate = useNavigate()
  const previous = useRef(PLANNER_SEARCH_DEFAULTS)
  // What did not change keeps its identity: the page's memoized parts skip a redraw.
  const search = useMemo(
    () => shareUnchangedSearch(previous.current, parsePlannerSearch(new URLSearchParams(query))),
    [query],
  )
  previous.current = search
  // The latest search and hash, so that the setter keeps one identity: the page's memoized
  // parts (the targets, the plan) then redraw only when what they show changes.
  const latest = useRef({ search, hash })
  latest.current = { search, hash }
  const update = useCallback<ChangePlannerSearch>(
    (change, options) => {
      const next = toPlannerSearchParams(change(latest.current.search)).toString()
      void navigate(
        { search: next === '' ? '' : `?${next}`, hash: latest.current.hash },
        { preventScrollReset: true, replace: options?.replace ?? false },
      )
    },
    [navigate],
  )
  return [search, update]
}
