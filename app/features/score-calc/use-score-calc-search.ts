import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  parseScoreCalcSearch,
  type ScoreCalcSearch,
  toScoreCalcSearchParams,
} from './score-calc-search.ts'

/** A change, or a function of the latest state (edits in a row must not see a stale URL). */
export type SearchChange =
  | Partial<ScoreCalcSearch>
  | ((current: ScoreCalcSearch) => Partial<ScoreCalcSearch>)

/** The calculator's whole state, in the URL: a choice pushes a history entry, typing replaces. */
export function useScoreCalcSearch(): {
  search: ScoreCalcSearch
  update: (change: SearchChange, options?: { replace?: boolean }) => void
} {
  const [searchParams, setSearchParams] = useSearchParams()
  const search = useMemo(() => parseScoreCalcSearch(searchParams), [searchParams])
  const update = useCallback(
    (change: SearchChange, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const latest = parseScoreCalcSearch(current)
          const changed = typeof change === 'function' ? change(latest) : change
          return toScoreCalcSearchParams({ ...latest, ...changed }, current)
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      )
    },
    [setSearchParams],
  )
  return { search, update }
}
