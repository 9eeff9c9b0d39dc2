import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
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

/** A change shown and not yet in the URL, made on the history entry `entryKey`. */
type Pending = {
  readonly search: PlannerSearch
  readonly entryKey: string
  readonly replace: boolean
}

/**
 * The planner's URL state and the one way to change it: each change is a discrete choice (a
 * hero, a skill, a pool, a keep), so it pushes a history entry; a plan brought back from the
 * browser's storage replaces it. The fragment stays: it holds a shared barracks, which a change
 * of the search must not drop.
 *
 * A change is shown at once and written to the URL a task later: the router's navigation and
 * the history write cost as much as the page's own redraw at 4× CPU, and with it made the tick
 * one task over 50 ms (issue 24). The write waits for a deferred value: React commits it in a
 * background render, whose effects run in a task of their own. Any new history entry (the
 * write, back, a link) ends the pending change: the URL is the truth again.
 */
export function usePlannerSearch(): [PlannerSearch, ChangePlannerSearch] {
  const { search: query, hash, key } = useLocation()
  const navigate = useNavigate()
  const previous = useRef(PLANNER_SEARCH_DEFAULTS)
  const [pending, setPending] = useState<Pending | null>(null)
  if (pending !== null && pending.entryKey !== key) setPending(null)
  const shown = pending !== null && pending.entryKey === key ? pending.search : null
  // What did not change keeps its identity: the page's memoized parts skip a redraw.
  const fromUrl = useMemo(
    () => shareUnchangedSearch(previous.current, parsePlannerSearch(new URLSearchParams(query))),
    [query],
  )
  const search = shown ?? fromUrl
  previous.current = search
  // The URL as last drawn, so that the setter keeps one identity: the page's memoized parts
  // (the targets, the plan) then redraw only when what they show changes.
  const latest = useRef({ fromUrl, key, hash })
  latest.current = { fromUrl, key, hash }
  const update = useCallback<ChangePlannerSearch>((change, options) => {
    // From the change before it when that one is still pending (two before a redraw too).
    setPending((current) => {
      const { fromUrl: written, key: entryKey } = latest.current
      const base = current !== null && current.entryKey === entryKey ? current.search : written
      return { search: change(base), entryKey, replace: options?.replace ?? false }
    })
  }, [])

  const toWrite = useDeferredValue(pending)
  useEffect(() => {
    if (toWrite === null || toWrite.entryKey !== latest.current.key) return
    const next = toPlannerSearchParams(toWrite.search).toString()
    void navigate(
      { search: next === '' ? '' : `?${next}`, hash: latest.current.hash },
      { preventScrollReset: true, replace: toWrite.replace },
    )
  }, [toWrite, navigate])
  return [search, update]
}
