import { afterEach, beforeEach, expect, test, vi } from 'vitest'

// The cache keeps its entries for the module's life: each test loads a fresh module.
async function loadCache() {
  vi.resetModules()
  return import('./payload-cache.ts')
}

const files: Record<string, unknown> = {
  '/payloads/index.json': { heroes: '/payloads/heroes.bbb.json' },
  '/payloads/heroes.aaa.json': { rows: ['old'] },
  '/payloads/heroes.bbb.json': { rows: ['Abel', 'Anna'] },
}
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
let failures: Set<string>

beforeEach(() => {
  failures = new Set()
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input)
    if (failures.has(url)) return new Response('down', { status: 503 })
    if (!(url in files)) return new Response('no', { status: 404 })
    return Response.json(files[url])
  })
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const countRows = (file: never) => (file as { rows: string[] }).rows.length
const firstRow = (file: never) => (file as { rows: string[] }).rows[0]
const fetchesOf = (url: string) => fetchMock.mock.calls.filter(([input]) => input === url).length

test('a file is fetched once and decoded once per decoder', async () => {
  const { loadPayloadFile } = await loadCache()
  const [a, b, c] = await Promise.all([
    loadPayloadFile('/payloads/heroes.bbb.json', countRows),
    loadPayloadFile('/payloads/heroes.bbb.json', countRows),
    loadPayloadFile('/payloads/heroes.bbb.json', firstRow),
  ])
  expect([a, b, c]).toEqual([2, 2, 'Abel'])
  expect(fetchesOf('/payloads/heroes.bbb.json')).toBe(1)
})

test('a newer file of the same payload replaces the older one', async () => {
  const { loadPayloadFile } = await loadCache()
  expect(await loadPayloadFile('/payloads/heroes.aaa.json', firstRow)).toBe('old')
  expect(await loadPayloadFile('/payloads/heroes.bbb.json', firstRow)).toBe('Abel')
  // The older file left the cache: asking for it again fetches it again.
  expect(await loadPayloadFile('/payloads/heroes.aaa.json', firstRow)).toBe('old')
  expect(fetchesOf('/payloads/heroes.aaa.json')).toBe(2)
})

test('a failed file says which payload and why, and a later call tries again', async () => {
  const { loadPayloadFile, PayloadLoadError } = await loadCache()
  failures.add('/payloads/heroes.bbb.json')
  const error = await loadPayloadFile('/payloads/heroes.bbb.json', countRows).catch((e) => e)
  expect(error).toBeInstanceOf(PayloadLoadError)
  expect(error).toMatchObject({ payload: 'heroes', status: 503 })
  failures.clear()
  expect(await loadPayloadFile('/payloads/heroes.bbb.json', countRows)).toBe(2)
})

test('a payload found by name in the index, which is asked for once', async () => {
  const { loadPayload } = await loadCache()
  expect(await loadPayload('heroes', countRows)).toBe(2)
  expect(await loadPayload('heroes', firstRow)).toBe('Abel')
  expect(fetchesOf('/payloads/index.json')).toBe(1)
})

test('a payload the index does not list is an error that names it', async () => {
  const { loadPayload } = await loadCache()
  await expect(loadPayload('peeler', countRows)).rejects.toMatchObject({
    name: 'PayloadLoadError',
    payload: 'peeler',
    status: undefined,
  })
})

test('warming fetches the file at low priority and never throws', async () => {
  const { warmPayloadFile } = await loadCache()
  await warmPayloadFile('/payloads/heroes.bbb.json')
  expect(fetchMock).toHaveBeenCalledWith(
    '/payloads/heroes.bbb.json',
    expect.objectContaining({ priority: 'low' }),
  )
  fetchMock.mockRejectedValue(new TypeError('offline'))
  await expect(warmPayloadFile('/payloads/heroes.bbb.json')).resolves.toBeUndefined()
})
