import { use, useState, useTransition } from 'react'
import type { AccentTable } from '#app/domain/search.ts'
import type { SearchEntry } from '#app/payloads/dataset-payloads.ts'
import { loadPayloadFile, type PayloadState, settlePayload } from '#app/payloads/payload-cache.ts'
import { decodeSearchEntries, type SearchEntries } from '#app/payloads/search-entries.ts'

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

/** The search payload's entries and accents, from the payload cache (fetched once, decoded once). */
export function loadSearchData(url: string): Promise<SearchEntries> {
  return loadPayloadFile(url, decodeSearchEntries)
}

type SearchRequest = {
  readonly url: string
  readonly settled: Promise<PayloadState<SearchEntries>>
}

const IDLE: SearchEntriesState = { status: 'idle', entries: null, accents: null }
const LOADING: SearchEntriesState = { status: 'loading', entries: null, accents: null }
const FAILED: SearchEntriesState = { status: 'failed', entries: null, accents: null }

/**
 * The search payload (about 95 kB compressed), read through the payload cache the first time
 * `load` is called (a box gets focus), so no page's first load carries it. A failed load is
 * reported and said (`failed`) by the box itself, which keeps its place and its text; `load`
 * again tries again. (usePayloadOnDemand is the same load for views whose failure a
 * PayloadBoundary says in their place.)
 */
export function useSearchPayload(url: string): { state: SearchEntriesState; load: () => void } {
  const [request, setRequest] = useState<SearchRequest | null>(null)
  const [isPending, startTransition] = useTransition()
  // The request is set in a transition: while its file is on the way React keeps the drawn
  // box (typing goes on), and `use` reads the settled file once it is there.
  const settled = request?.url === url ? use(request.settled) : null
  const load = () => {
    if (isPending || settled?.status === 'ready') return
    startTransition(() => setRequest({ url, settled: settlePayload(loadSearchData(url)) }))
  }
  if (isPending) return { state: LOADING, load }
  if (settled === null) return { state: IDLE, load }
  if (settled.status === 'failed') return { state: FAILED, load }
  return { state: { status: 'ready', ...settled.data }, load }
}
