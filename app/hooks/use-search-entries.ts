import { useCallback, useState } from 'react'
import type { AccentTable } from '#app/domain/search.ts'
import { requestJson } from '#app/lib/http-client.ts'
import { reportError } from '#app/lib/monitoring.ts'
import {
  fromColumnar,
  type SearchEntry,
  type SearchPayload,
} from '#app/payloads/dataset-payloads.ts'

export type SearchEntriesState =
  | {
      readonly status: 'idle' | 'loading' | 'failed'
      readonly entries: null
      readonly accents: null
    }
  | {
      readonly status: 'ready'
      readonly entries: readonly SearchEntry[]
      /** Spells a typed query without accents, as the entries' texts are. */
      readonly accents: AccentTable
    }

/**
 * The search payload (about 95 kB compressed), fetched the first time `load` is called (the
 * box gets focus), so the home page's first load does not carry it.
 */
export function useSearchEntries(url: string): {
  state: SearchEntriesState
  load: () => void
} {
  const [state, setState] = useState<SearchEntriesState>({
    status: 'idle',
    entries: null,
    accents: null,
  })
  const load = useCallback(() => {
    setState((current) => {
      if (current.status === 'loading' || current.status === 'ready') return current
      requestJson<SearchPayload>(url).then(
        (payload) =>
          setState({
            status: 'ready',
            entries: fromColumnar(payload.entries),
            accents: payload.accents,
          }),
        (error: unknown) => {
          reportError(error, { action: 'load-search' })
          setState({ status: 'failed', entries: null, accents: null })
        },
      )
      return { status: 'loading', entries: null, accents: null }
    })
  }, [url])
  return { state, load }
}
