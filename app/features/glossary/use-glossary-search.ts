import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  type GlossarySearch,
  parseGlossarySearch,
  toGlossarySearchParams,
} from './glossary-search.ts'

/** The glossary's view state, read from and written to the URL (style §9). */
export function useGlossarySearch(): {
  search: GlossarySearch
  /** A discrete choice (a tab) pushes a history entry; typing replaces it. */
  update: (change: Partial<GlossarySearch>, options?: { replace?: boolean }) => void
} {
  const [searchParams, setSearchParams] = useSearchParams()
  const search = useMemo(() => parseGlossarySearch(searchParams), [searchParams])
  const update = useCallback(
    (change: Partial<GlossarySearch>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) =>
          toGlossarySearchParams({ ...parseGlossarySearch(current), ...change }, current),
        { replace: options.replace ?? false, preventScrollReset: true },
      )
    },
    [setSearchParams],
  )
  return { search, update }
}
