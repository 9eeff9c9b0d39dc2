import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { type PackedSlug, type SearchEntry, toColumnar } from '#app/payloads/dataset-payloads.ts'
import { loadSearchData, useSearchPayload } from './use-search-payload.ts'

const ENTRIES: PackedSlug<SearchEntry>[] = [
  {
    kind: 'hero',
    id: 'PID_Hrid',
    slug: null,
    label: 'Hríd [Icy Blade]',
    texts: ['Hrid: Icy Blade'],
  },
]
const PAYLOAD = {
  entries: toColumnar(ENTRIES, ['kind', 'id', 'slug', 'label', 'texts']),
  accents: {},
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

// The payload cache lives as long as its module: each test asks for a file of its own.
let fileNumber = 0

function renderSearchPayload(isOffline: () => boolean = () => false) {
  fileNumber += 1
  const url = `/payloads/search.hook${fileNumber}.json`
  const fetchMock = vi.fn<typeof fetch>(async () =>
    isOffline() ? new Response('gone', { status: 503 }) : Response.json(PAYLOAD),
  )
  vi.stubGlobal('fetch', fetchMock)
  const { result } = renderHook(() => useSearchPayload(url))
  /** Calls `load` and waits, inside one act, for the file to come or fail. */
  const loadAndWait = () =>
    act(async () => {
      result.current.load()
      await loadSearchData(url).catch(() => null)
    })
  return { result, fetchMock, loadAndWait }
}

test('nothing is asked for until load; then the entries, fetched once', async () => {
  const { result, fetchMock, loadAndWait } = renderSearchPayload()
  expect(result.current.state.status).toBe('idle')
  expect(fetchMock).not.toHaveBeenCalled()
  await loadAndWait()
  expect(result.current.state).toMatchObject({
    status: 'ready',
    entries: [{ ...ENTRIES[0], slug: 'hrid-icy-blade' }],
    accents: {},
  })
  await loadAndWait()
  expect(fetchMock).toHaveBeenCalledTimes(1)
})

test('a failed file is said and reported; load again tries again', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  let isOffline = true
  const { result, loadAndWait } = renderSearchPayload(() => isOffline)
  await loadAndWait()
  expect(result.current.state.status).toBe('failed')
  expect(warn).toHaveBeenCalledWith(
    '[monitoring]',
    { payload: 'search', status: '503' },
    expect.anything(),
  )
  isOffline = false
  await loadAndWait()
  expect(result.current.state.status).toBe('ready')
})
