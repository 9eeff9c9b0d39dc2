import { useCallback, useMemo, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import {
  PLANNER_SEARCH_DEFAULTS,
  type PlannerSearch,
  parsePlannerSearch,
  shareUnchangedSearch,
  toPlannerSearchParams,
} from './planner-search.ts'

/**
 * The planner's URL state and the one way to change it: each change is a discrete choice (a
 * hero, a skill, a pool, a keep), so it pushes a history entry. The fragment stays: it holds a
 * shared barracks, which a change of the search must not drop.
 */
export function usePlannerSearch(): [
  PlannerSearch,
  (change: (current: PlannerSearch) => PlannerSearch) => void,
] {
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
  const update = useCallback(
    (change: (current: PlannerSearch) => PlannerSearch) => {
      const next = toPlannerSearchParams(change(latest.current.search)).toString()
      void navigate(
        { search: next === '' ? '' : `?${next}`, hash: latest.current.hash },
        { preventScrollReset: true },
      )
    },
    [navigate],
  )
  return [search, update]
}
