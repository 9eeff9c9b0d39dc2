import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import * as v from 'valibot'
import { MAX_QUERY_LENGTH } from '#app/lib/url-limits.ts'
import type { PersistedDefinition } from '#app/storage/browser-saves.ts'
import { usePersistedState } from '#app/storage/use-persisted-state.ts'

/**
 * The calculator keeps its whole state in the address, so a save is that query: what the URL
 * restores, a save restores, and a code or a link made from it stays the same.
 */
export type ScoreCalcData = { readonly query: string }

export const SCORE_CALC_STORAGE: PersistedDefinition<ScoreCalcData> = {
  name: 'score-calc',
  version: 1,
  schema: v.object({
    query: v.pipe(
      v.string(),
      v.maxLength(MAX_QUERY_LENGTH),
      v.check((query) => query === '' || query.startsWith('?'), 'An address query starts with ?'),
    ),
  }),
  initial: { query: '' },
  migrations: {},
}

/**
 * Keeps the browser's copy and the address in step: each change of the address is stored; a
 * save loaded, a file uploaded or a reset (a change the address did not make) is navigated to;
 * a visit without a query brings back the last team, a link with one is shown as it is.
 */
export function useScoreCalcSaves(): void {
  const { search } = useLocation()
  const navigate = useNavigate()
  const { data, set, store } = usePersistedState(SCORE_CALC_STORAGE)
  // The query the two last agreed on; null until the first effect has run.
  const agreed = useRef<string | null>(null)

  useEffect(() => {
    if (agreed.current === null && search === '') {
      const saved = store.getSnapshot().data.query
      agreed.current = saved
      if (saved !== '') navigate({ search: saved }, { replace: true, preventScrollReset: true })
      return
    }
    agreed.current = search
    set({ query: search })
  }, [search, set, store, navigate])

  useEffect(() => {
    if (agreed.current === null || data.query === agreed.current) return
    agreed.current = data.query
    navigate({ search: data.query }, { preventScrollReset: true })
  }, [data.query, navigate])
}
