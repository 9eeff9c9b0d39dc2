import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { keepDetailViews } from '#app/lib/detail-links.ts'
import { type PeelerSearch, parsePeelerSearch, toPeelerParams } from './peeler-search.ts'

/** The peeler's state, read from the URL; each choice pushes a history entry (style §9). */
export function usePeelerSearch(): {
  search: PeelerSearch
  update: (change: Partial<PeelerSearch>) => void
} {
  const [params, setParams] = useSearchParams()
  const search = useMemo(() => parsePeelerSearch(params), [params])
  const update = useCallback(
    (change: Partial<PeelerSearch>) => {
      // The address bar is ahead of a render still in progress: two quick changes both count.
      const current = new URLSearchParams(window.location.search)
      const next = toPeelerParams({ ...parsePeelerSearch(current), ...change })
      setParams(keepDetailViews(current, next), { preventScrollReset: true })
    },
    [setParams],
  )
  return { search, update }
}
