import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  parseStatsEvolutionSearch,
  type StatsEvolutionSearch,
  toStatsEvolutionSearchParams,
} from './stats-evolution-search.ts'

/** The chart's controls, read from and pushed to the URL (each choice is a history entry). */
export function useStatsEvolutionSearch(): {
  search: StatsEvolutionSearch
  update: (change: Partial<StatsEvolutionSearch>) => void
} {
  const [searchParams, setSearchParams] = useSearchParams()
  const search = useMemo(() => parseStatsEvolutionSearch(searchParams), [searchParams])
  const update = useCallback(
    (change: Partial<StatsEvolutionSearch>) => {
      setSearchParams(
        (current) =>
          toStatsEvolutionSearchParams(
            { ...parseStatsEvolutionSearch(current), ...change },
            current,
          ),
        { preventScrollReset: true },
      )
    },
    [setSearchParams],
  )
  return { search, update }
}
