import { expect, test } from 'vitest'
import { parseGlossarySearch, toGlossarySearchParams } from './glossary-search.ts'

test.each([
  { name: 'defaults', url: '', expected: { tab: 'names', query: '' } },
  {
    name: 'keywords with a query',
    url: 'tab=keywords&q=savior',
    expected: { tab: 'keywords', query: 'savior' },
  },
  { name: 'unknown tab', url: 'tab=nope', expected: { tab: 'names', query: '' } },
  {
    name: 'long query cut',
    url: `tab=keywords&q=${'a'.repeat(150)}`,
    expected: { tab: 'keywords', query: 'a'.repeat(100) },
  },
])('parseGlossarySearch: $name', ({ url, expected }) => {
  expect(parseGlossarySearch(new URLSearchParams(url))).toEqual(expected)
})

test.each([
  {
    name: 'defaults omitted',
    search: { tab: 'names', query: '' } as const,
    current: '',
    expected: '',
  },
  {
    name: 'keywords and query in order',
    search: { tab: 'keywords', query: 'pan' } as const,
    current: 'q=x&unit=abel-the-panther',
    expected: 'unit=abel-the-panther&tab=keywords&q=pan',
  },
  {
    name: 'no query on the names tab',
    search: { tab: 'names', query: 'pan' } as const,
    current: '',
    expected: '',
  },
])('toGlossarySearchParams: $name', ({ search, current, expected }) => {
  expect(toGlossarySearchParams(search, new URLSearchParams(current)).toString()).toBe(expected)
})
