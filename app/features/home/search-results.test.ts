import { expect, test } from 'vitest'
import type { SearchEntry } from '#app/payloads/dataset-payloads.ts'
import { findSearchResults, getResultSearchParams } from './search-results.ts'

const ENTRIES: readonly SearchEntry[] = [
  // Accented name: found by its transliterated text.
  {
    kind: 'hero',
    id: 'PID_Hrid',
    slug: 'hrid-icy-blade',
    label: 'Hríd [Icy Blade]',
    texts: ['Hrid: Icy Blade'],
  },
  {
    kind: 'hero',
    id: 'PID_Lucina',
    slug: 'lucina-future-witness',
    label: 'B!Lucina [Future Witness]',
    texts: ['Lucina'],
  },
  // Its name contains "blade" in the middle: ranked after a name that starts with it.
  { kind: 'skill', id: 'SID_Blade', slug: 'bladeblade', label: 'Bladeblade', texts: [] },
  { kind: 'skill', id: 'SID_Silver', slug: 'silver-blade', label: 'Silver Blade', texts: [] },
]

test.each([
  { name: 'accent-free query finds an accented name', pattern: /hrid/i, expected: ['PID_Hrid'] },
  { name: 'no match', pattern: /zzz/i, expected: [] },
  {
    name: 'start of a name first, heroes before skills',
    pattern: /blade/i,
    expected: ['SID_Blade', 'PID_Hrid', 'SID_Silver'],
  },
  { name: 'abbreviation', pattern: /B!Luc/i, expected: ['PID_Lucina'] },
])('findSearchResults: $name', ({ pattern, expected }) => {
  expect(findSearchResults(ENTRIES, pattern).map((result) => result.id)).toEqual(expected)
})

test('findSearchResults: stops at the limit', () => {
  expect(findSearchResults(ENTRIES, /i/i, 2)).toHaveLength(2)
})

test.each([
  { name: 'hero by slug', kind: 'hero' as const, current: '', expected: 'unit=a-slug' },
  {
    name: 'skill keeps other parameters',
    kind: 'skill' as const,
    current: 'tab=x',
    expected: 'tab=x&skill=a-slug',
  },
  {
    name: 'replaces an open hero',
    kind: 'skill' as const,
    current: 'unit=b-slug',
    expected: 'skill=a-slug',
  },
])('getResultSearchParams: $name', ({ kind, current, expected }) => {
  expect(
    getResultSearchParams(new URLSearchParams(current), { kind, slug: 'a-slug' }).toString(),
  ).toBe(expected)
})
