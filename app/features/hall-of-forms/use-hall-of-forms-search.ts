import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  type HallOfFormsSearch,
  parseHallOfFormsSearch,
  toHallOfFormsSearchParams,
} from './hall-of-forms-search.ts'

/** The page's address state: a choice pushes a history entry, typing replaces it. */
export function useHallOfFormsSearch(): {
  search: HallOfFormsSearch
  update: (change: Partial<HallOfFormsSearch>, options?: { replace?: boolean }) => void
} {
  const [searchParams, setSearchParams] = useSearchParams()
  const search = useMemo(() => parseHallOfFormsSearch(searchParams), [searchParams])
  const update = useCallback(
    (change: Partial<HallOfFormsSearch>, options: { replace?: boolean } = {}) =>
      setSearchParams(
        (current) =>
          toHallOfFormsSearchParams({ ...parseHallOfFormsSearch(current), ...change }, current),
        { replace: options.replace ?? false, preventScrollReset: true },
      ),
    [setSearchParams],
  )
  return { search, update }
}
