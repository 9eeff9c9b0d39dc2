import { expect, test } from 'vitest'
import { parseWhatsNewSearch, toWhatsNewSearchParams } from './whats-new-search.ts'

test.each([
  { name: 'no page: the first', query: '', expected: 1 },
  { name: 'a later page', query: 'page=3', expected: 3 },
  { name: 'zero falls back', query: 'page=0', expected: 1 },
  { name: 'a word falls back', query: 'page=last', expected: 1 },
  { name: 'a fraction falls back', query: 'page=1.5', expected: 1 },
])('parseWhatsNewSearch: $name', ({ query, expected }) => {
  expect(parseWhatsNewSearch(new URLSearchParams(query)).page).toBe(expected)
})

test.each([
  {
    name: 'the first page is left out',
    page: 1,
    current: 'unit=abel-the-panther',
    expected: 'unit=abel-the-panther',
  },
  { name: 'a later page is said', page: 2, current: 'page=5', expected: 'page=2' },
])('toWhatsNewSearchParams: $name', ({ page, current, expected }) => {
  expect(toWhatsNewSearchParams({ page }, new URLSearchParams(current)).toString()).toBe(expected)
})
