// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { startBuildPolling, type Update } from './build-updates.ts'

// The builds manifest as the server answers it: the build's id and the data served now.
let answer: unknown

beforeEach(() => {
  vi.useFakeTimers()
  Object.assign(window, { __reactRouterManifest: { version: 'build-1' } })
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 })),
  )
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function pollOnce(dataVersion: string): Promise<Update[]> {
  const updates: Update[] = []
  const stop = startBuildPolling({
    intervalMs: 1000,
    dataVersion,
    onUpdate: (update) => updates.push(update),
  })
  await vi.advanceTimersByTimeAsync(1000)
  stop()
  return updates
}

const NEWS = { heroes: 1, skills: 0, changed: 1 }

test.each([
  {
    name: 'the same build and data: nothing',
    latest: { id: 'build-1', data: { id: 'data-1', news: NEWS } },
    expected: [],
  },
  {
    name: 'another build: a new build',
    latest: { id: 'build-2', data: { id: 'data-2', news: NEWS } },
    expected: [{ kind: 'build' }],
  },
  {
    name: 'other data: new data, with what it brought',
    latest: { id: 'build-1', data: { id: 'data-2', news: NEWS } },
    expected: [{ kind: 'data', news: NEWS }],
  },
  {
    name: 'other data that brought nothing countable',
    latest: { id: 'build-1', data: { id: 'data-2', news: null } },
    expected: [{ kind: 'data', news: null }],
  },
  {
    name: 'a server from before data versions: only builds are compared',
    latest: { id: 'build-1' },
    expected: [],
  },
])('startBuildPolling: $name', async ({ latest, expected }) => {
  answer = latest
  expect(await pollOnce('data-1')).toEqual(expected)
})
