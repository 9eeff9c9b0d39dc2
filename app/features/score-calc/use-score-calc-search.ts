import { useCallback, useMemo, useRef } from 'react'
import { useLocation, useNavigate, useNavigation } from 'react-router'
import {
  parseScoreCalcSearch,
  type ScoreCalcSearch,
  toScoreCalcSearchParams,
} from './score-calc-search.ts'

/** A change, or a function of the latest state (edits in a row must not see a stale URL). */
export type SearchChange =
  | Partial<ScoreCalcSearch>
  | ((current: ScoreCalcSearch) => Partial<ScoreCalcSearch>)

/**
 * The calculator's whole state, in the URL: a choice pushes a history entry, typing replaces.
 * The server scores each URL, so the URL that counts is the one being loaded: the controls show
 * it at once and the next edit builds on it (useSearchParams would build on the last URL loaded
 * and undo an edit made while the one before it was still being scored).
 */
export function useScoreCalcSearch(): {
  search: ScoreCalcSearch
  update: (change: SearchChange, options?: { replace?: boolean }) => void
} {
  const location = useLocation()
  const navigation = useNavigation()
  const navigate = useNavigate()
  const isLoadingHere = navigation.location?.pathname === location.pathname
  const latestSearch = isLoadingHere ? (navigation.location?.search ?? '') : location.search
  const latest = useRef(latestSearch)
  latest.current = latestSearch
  const search = useMemo(
    () => parseScoreCalcSearch(new URLSearchParams(latestSearch)),
    [latestSearch],
  )
  const update = useCallback(
    (change: SearchChange, options: { replace?: boolean } = {}) => {
      const current = new URLSearchParams(latest.current)
      const state = parseScoreCalcSearch(current)
      const changed = typeof change === 'function' ? change(state) : change
      const next = `?${toScoreCalcSearchParams({ ...state, ...changed }, current)}`
      latest.current = next
      navigate(next, { replace: options.replace ?? false, preventScrollReset: true })
    },
    [navigate],
  )
  return { search, update }
}
