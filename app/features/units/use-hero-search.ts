import { useCallback } from 'react'
import { countActiveHeroFilters, type HeroFilters } from '#app/domain/hero-filters.ts'
import { useTypedSearchParams } from '#app/hooks/use-typed-search-params.ts'
import { type HeroSearch, mergeHeroSearch, parseHeroSearch } from './hero-search.ts'

export type UpdateHeroSearch = (
  change: (search: HeroSearch) => Partial<HeroSearch>,
  options?: { readonly isTyping?: boolean },
) => void

export type UpdateHeroFilters = (
  change: (filters: HeroFilters) => Partial<HeroFilters>,
  options?: { readonly isTyping?: boolean },
) => void

/**
 * The heroes pages' state, read from the URL, and the one way to change it. A discrete
 * choice pushes a history entry; typing (`isTyping`) replaces it after a pause.
 */
export function useHeroSearch(): {
  readonly search: HeroSearch
  readonly update: UpdateHeroSearch
  readonly updateFilters: UpdateHeroFilters
} {
  const [params, setParams] = useTypedSearchParams()
  const search = parseHeroSearch(params)
  const update = useCallback<UpdateHeroSearch>(
    (change, options) =>
      setParams((current) => {
        const previous = parseHeroSearch(current)
        return mergeHeroSearch(current, { ...previous, ...change(previous) })
      }, options),
    [setParams],
  )
  // A new filter shows the first page of its results.
  const updateFilters = useCallback<UpdateHeroFilters>(
    (change, options) =>
      update(
        (previous) => ({
          filters: { ...previous.filters, ...change(previous.filters) },
          page: 1,
        }),
        options,
      ),
    [update],
  )
  return { search, update, updateFilters }
}

/** How many filter groups are active (the count on the phone's filter button). */
export function useActiveHeroFilterCount(): number {
  const { search } = useHeroSearch()
  return countActiveHeroFilters(search.filters)
}
