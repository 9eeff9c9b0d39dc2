import { useCallback, useMemo } from 'react'
import { useTypedSearchParams } from '#app/hooks/use-typed-search-params.ts'
import { keepDetailViews } from '#app/lib/detail-links.ts'
import { type PeelerSearch, parsePeelerSearch, toPeelerParams } from './peeler-search.ts'

/**
 * The peeler's state, read from the URL; each choice shows at once and pushes a history
 * entry (style §9).
 */
export function usePeelerSearch(): {
  search: PeelerSearch
  update: (change: Partial<PeelerSearch>) => void
} {
  const [params, setParams] = useTypedSearchParams()
  const search = useMemo(() => parsePeelerSearch(params), [params])
  const update = useCallback(
    (change: Partial<PeelerSearch>) => {
      // Built on the latest change, shown or not yet in the URL: two quick changes both count.
      setParams((current) =>
        keepDetailViews(current, toPeelerParams({ ...parsePeelerSearch(current), ...change })),
      )
    },
    [setParams],
  )
  return { search, update }
}
