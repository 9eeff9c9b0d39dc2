import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { countActiveHeroFilters, type HeroFilters } from '#app/domain/hero-filters.ts'
import { type HeroSearch, mergeHeroSearch, parseHeroSearch } from './hero-search.ts'

export type UpdateHeroSearch = (
  change: (search: HeroSearch) => Partial<HeroSearch>,
  options?: { readonly replace?: boolean },
) => void

/**
 * The heroes pages' state, read from the URL, and the one way to change it. A discrete
 * choice pushes a history entry; typing replaces it (`replace`).
 */
export function useHeroSearch(): {
  readonly search: HeroSearch
  readonly update: UpdateHeroSearch
  readonly updateFilters: (
    change: (filters: HeroFilters) => Partial<HeroFilters>,
    options?: { readonly replace?: boolean },
  ) => void
} {
  const [params, setParams] = useSearchParams()
  const search = useMemo(() => parseHeroSearch(params), [params])
  // Two clicks before the URL has caught up build on the first one, not on the old URL.
  const pending = useRef<URLSearchParams | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new URL is the moment to forget the pending one
  useEffect(() => {
    pending.current = null
  }, [params])
  const update = useCallback<UpdateHeroSearch>(
    (change, options = {}) => {
      const current = pending.current ?? params
      const previous = parseHeroSearch(current)
      const next = mergeHeroSearch(current, { ...previous, ...change(previous) })
      pending.current = next
      setParams(next, { replace: options.replace ?? false, preventScrollReset: true })
    },
    [params, setParams],
  )
  // A new filter shows the first page of its results.
  const updateFilters = useCallback(
    (change: (filters: HeroFilters) => Partial<HeroFilters>) =>
      update((previous) => ({
        filters: { ...previous.filters, ...change(previous.filters) },
        page: 1,
      })),
    [update],
  )
  return { search, update, updateFilters }
}

/** How many filter groups are active (the count on the phone's filter button). */
export function useActiveHeroFilterCount(): number {
  const { search } = useHeroSearch()
  return countActiveHeroFilters(search.filters)
}
