import { expect, inject, test } from 'vitest'
import { loadDataset } from '#app/server/dataset.server.ts'
import { readHeroDetail } from './hero-detail.server.ts'

const dataDirectory = inject('fixtureDataDirectory')
const dataset = await loadDataset({ dataDirectory, fallbackDirectory: dataDirectory })

test("a hero's detail is a slice of its payload, with an ETag of its own", () => {
  const abel = readHeroDetail(dataset, 'PID_アベル')
  expect(abel?.data.hero.fullName).toBe('Abel: The Panther')
  expect(abel?.etag).toMatch(/^"[0-9a-f]{16}-[0-9a-f]{8}"$/)
  expect(readHeroDetail(dataset, 'PID_NOPE')).toBeNull()
  expect(readHeroDetail(dataset, '__proto__')).toBeNull()
})
