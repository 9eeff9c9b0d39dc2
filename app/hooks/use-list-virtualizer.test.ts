import { expect, test } from 'vitest'
import { measureAfterLayout } from './use-list-virtualizer.ts'

// Read by its index only: no DOM needed.
const row = {} as Element
const list = (cached: ReadonlyMap<string, number>) => ({
  indexFromElement: () => 3,
  itemSizeCache: cached,
  options: { getItemKey: (index: number) => `step-${index}`, estimateSize: () => 137 },
})
const observed = (blockSize: number) =>
  ({ borderBoxSize: [{ blockSize, inlineSize: 300 }] }) as unknown as ResizeObserverEntry

test.each([
  ['the observer size, rounded', observed(160.6), new Map(), 161],
  ['the observer size, over a stale measure', observed(90), new Map([['step-3', 68]]), 90],
  ['not yet observed: the measure kept for its key', undefined, new Map([['step-3', 68]]), 68],
  ['never measured: its guess, no layout read', undefined, new Map(), 137],
])('measured after layout: %s', (_, entry, cached, height) => {
  expect(measureAfterLayout(row, entry, list(cached))).toBe(height)
})
