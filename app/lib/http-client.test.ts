import { afterEach, describe, expect, test, vi } from 'vitest'
import { defaultRetries, HttpError, type HttpMethod, request, shouldRetry } from './http-client.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('defaultRetries', () => {
  test.each<{ method: HttpMethod; expected: number }>([
    { method: 'GET', expected: 1 },
    { method: 'HEAD', expected: 1 },
    { method: 'PUT', expected: 0 },
    { method: 'POST', expected: 0 },
    { method: 'PATCH', expected: 0 },
    { method: 'DELETE', expected: 0 },
  ])('$method retries $expected time(s)', ({ method, expected }) => {
    expect(defaultRetries(method)).toBe(expected)
  })
})

const statusError = (status: number) =>
  new HttpError({ kind: 'status', method: 'GET', url: '/x', status })

describe('shouldRetry', () => {
  test.each([
    ...[408, 409, 425, 429, 500, 502, 503, 504].map((status) => ({
      name: `status ${status} is retried`,
      error: statusError(status),
      attempt: 0,
      retries: 1,
      expected: true,
    })),
    ...[400, 401, 403, 404, 501, 505].map((status) => ({
      name: `status ${status} is not`,
      error: statusError(status),
      attempt: 0,
      retries: 1,
      expected: false,
    })),
    {
      name: 'a timeout is retried',
      error: new HttpError({ kind: 'timeout', method: 'GET', url: '/x' }),
      attempt: 0,
      retries: 1,
      expected: true,
    },
    {
      name: 'a lost connection is retried',
      error: new HttpError({ kind: 'network', method: 'GET', url: '/x' }),
      attempt: 0,
      retries: 1,
      expected: true,
    },
    { name: 'retries used up', error: statusError(503), attempt: 1, retries: 1, expected: false },
    { name: 'no retry allowed', error: statusError(503), attempt: 0, retries: 0, expected: false },
  ])('$name', ({ error, attempt, retries, expected }) => {
    expect(shouldRetry({ error, attempt, retries })).toBe(expected)
  })
})

function stubFetch(...statuses: number[]) {
  const fetchMock = vi.fn<typeof fetch>(
    async () => new Response(null, { status: statuses.shift() ?? 200 }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('request', () => {
  test('a GET answered 503 is tried once more, then succeeds', async () => {
    const fetchMock = stubFetch(503, 200)
    expect((await request('/payloads/index.json')).status).toBe(200)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  test('a PUT answered 503 is not tried again and fails typed', async () => {
    const fetchMock = stubFetch(503, 200)
    const error = await request('/api/update-theme', { method: 'PUT', json: {} }).catch(
      (thrown: unknown) => thrown,
    )
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ kind: 'status', status: 503, method: 'PUT' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  test('a GET answered 404 fails without a retry', async () => {
    const fetchMock = stubFetch(404)
    await expect(request('/nope')).rejects.toMatchObject({ kind: 'status', status: 404 })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  test('a call that never answers times out, typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        (_url, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    )
    await expect(request('/slow', { timeoutMs: 20, retries: 0 })).rejects.toMatchObject({
      kind: 'timeout',
    })
  })

  test('JSON bodies are sent with their content type', async () => {
    const fetchMock = stubFetch(204)
    await request('/api/update-theme', { method: 'PUT', json: { selected: 'dark' } })
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.body).toBe('{"selected":"dark"}')
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' })
  })
})
