import { describe, expect, test } from 'vitest'
import { createPreloadQueue, shouldSkipPreloads } from './preload-queue.ts'

describe('shouldSkipPreloads', () => {
  test.each([
    { name: 'unknown connection', connection: undefined, expected: false },
    { name: '4g', connection: { effectiveType: '4g' }, expected: false },
    { name: '2g still preloads', connection: { effectiveType: '2g' }, expected: false },
    { name: 'slow-2g', connection: { effectiveType: 'slow-2g' }, expected: true },
    { name: 'save data', connection: { effectiveType: '4g', saveData: true }, expected: true },
  ])('$name', ({ connection, expected }) => {
    expect(shouldSkipPreloads(connection)).toBe(expected)
  })
})

function deferredLoads() {
  const pending = new Map<string, () => void>()
  const started: string[] = []
  const load = (url: string) =>
    new Promise<void>((resolve) => {
      started.push(url)
      pending.set(url, resolve)
    })
  return { load, started, finish: (url: string) => pending.get(url)?.() }
}

describe('createPreloadQueue', () => {
  test('runs at most 5 at once and starts the next when one ends', async () => {
    const { load, started, finish } = deferredLoads()
    const queue = createPreloadQueue(load)
    for (let index = 0; index < 7; index++) queue.add(`/payloads/${index}.json`)
    expect(started).toHaveLength(5)
    finish('/payloads/0.json')
    await Promise.resolve()
    await Promise.resolve()
    expect(started).toHaveLength(6)
  })

  test('loads a URL once, however often it is asked for', () => {
    const { load, started } = deferredLoads()
    const queue = createPreloadQueue(load)
    queue.add('/payloads/heroes.json')
    queue.add('/payloads/heroes.json')
    expect(started).toEqual(['/payloads/heroes.json'])
  })
})
