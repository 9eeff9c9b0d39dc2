import { expect, test } from 'vitest'
import type { HeroId } from '#app/domain/hero.ts'
import { createHeroHref } from './use-hero-href.ts'

const heroId = 'PID_アベル' as HeroId

test.each([
  { name: 'no query', query: '', expected: '/units?unit=PID_%E3%82%A2%E3%83%99%E3%83%AB' },
  {
    name: 'a search, kept before the hero',
    query: 'q=abe+l&sort=name',
    expected: '/units?q=abe+l&sort=name&unit=PID_%E3%82%A2%E3%83%99%E3%83%AB',
  },
  {
    name: 'another hero open: replaced in its place',
    query: 'q=abe&unit=PID_x&page=2',
    expected: '/units?q=abe&unit=PID_%E3%82%A2%E3%83%99%E3%83%AB&page=2',
  },
])('createHeroHref: $name', ({ query, expected }) => {
  const params = new URLSearchParams(query)
  expect(createHeroHref('/units', params)(heroId)).toBe(expected)
  // What setting `unit` on a copy of the params writes, as every row once did.
  const copy = new URLSearchParams(params)
  copy.set('unit', heroId)
  expect(expected).toBe(`/units?${copy.toString()}`)
})
