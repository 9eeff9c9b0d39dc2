import { expect, test } from 'vitest'
import { createHeroHref } from './use-hero-href.ts'

const abel = { slug: 'abel-the-panther' }

test.each([
  { name: 'no query', query: '', expected: '/units?unit=abel-the-panther' },
  {
    name: 'a search, kept before the hero',
    query: 'q=abe+l&sort=name',
    expected: '/units?q=abe+l&sort=name&unit=abel-the-panther',
  },
  {
    name: 'another hero open: replaced in its place',
    query: 'q=abe&unit=alfonse-prince-of-askr&page=2',
    expected: '/units?q=abe&unit=abel-the-panther&page=2',
  },
  {
    name: "another hero's build is dropped",
    query: 'unit=alfonse-prince-of-askr&unit-merges=10',
    expected: '/units?unit=abel-the-panther',
  },
])('createHeroHref: $name', ({ query, expected }) => {
  const params = new URLSearchParams(query)
  expect(createHeroHref('/units', params)(abel)).toBe(expected)
})
