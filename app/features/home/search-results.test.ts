import { expect, test } from 'vitest'
import type { SearchEntry } from '#app/payloads/dataset-payloads.ts'
import { findSearchResults, getResultSearchParams } from './search-results.ts'

const ENTRIES: readonly SearchEntry[] = [
  // Accented name: found by its transliterated text.
  { kind: 'hero', id: 'PID_Hrid', label: 'Hríd [Icy Blade]', texts: ['Hrid: Icy Blade'] },
  { kind: 'hero', id: 'PID_Lucina', label: 'B!Lucina [Future Witness]', texts: ['Lucina'] },
  // Its name contains "blade" in the middle: ranked after a name that starts with it.
  { kind: 'skill', id: 'SID_Blade', label: 'Bladeblade', texts: [] },
  { kind: 'skill', id: 'SID_Silver', label: 'Silver Blade', texts: [] },
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
  { name: 'hero', kind: 'hero' as const, current: '', expected: 'unit=PID_A' },
  {
    name: 'skill keeps other parameters',
    kind: 'skill' as const,
    current: 'tab=x',
    expected: 'tab=x&skill=PID_A',
  },
  {
    name: 'replaces an open hero',
    kind: 'skill' as const,
    current: 'unit=PID_B',
    expected: 'skill=PID_A',
  },
])('getResultSearchParams: $name', ({ kind, current, expected }) => {
  expect(
    getResultSearchParams(new URLSearchParams(current), { kind, id: 'PID_A' }).toString(),
  ).toBe(expected)
})
