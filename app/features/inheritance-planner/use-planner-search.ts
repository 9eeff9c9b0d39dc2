import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { type PlannerSearch, parsePlannerSearch, toPlannerSearchParams } from './planner-search.ts'

/**
 * The planner's URL state and the one way to change it: each change is a discrete choice (a
 * hero, a skill, a pool, a keep), so it pushes a history entry; the hash (a shared barracks)
 * stays.
 */
export function usePlannerSearch(): [
  PlannerSearch,
  (change: (current: PlannerSearch) => PlannerSearch) => void,
] {
  const [params, setParams] = useSearchParams()
  const key = params.toString()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the params object changes identity on every navigation; its text is what counts.
  const search = useMemo(() => parsePlannerSearch(params), [key])
  const update = useCallback(
    (change: (current: PlannerSearch) => PlannerSearch) =>
      setParams((current) => toPlannerSearchParams(change(parsePlannerSearch(current))), {
        preventScrollReset: true,
      }),
    [setParams],
  )
  return [search, update]
}
