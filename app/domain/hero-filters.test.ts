import { expect, test } from 'vitest'
import { countActiveHeroFilters, EMPTY_HERO_FILTERS, type HeroFilters } from './hero-filters.ts'

test.each<{ name: string; filters: Partial<HeroFilters>; expected: number }>([
  { name: 'nothing chosen', filters: {}, expected: 0 },
  { name: 'one list', filters: { moveTypes: ['cavalry', 'flying'] }, expected: 1 },
  { name: 'a flag at any does not count', filters: { flags: { story: 'any' } }, expected: 0 },
  {
    name: 'flags and PRF slots count one each',
    filters: { flags: { story: 'no' }, exclusive: { weapon: 'yes', assist: 'no' } },
    expected: 3,
  },
  {
    name: 'an open range does not count',
    filters: { statRanges: { hp: { min: null, max: null } } },
    expected: 0,
  },
  {
    name: 'a half-open range counts',
    filters: { statRanges: { hp: { min: 40, max: null } } },
    expected: 1,
  },
])('countActiveHeroFilters: $name', ({ filters, expected }) => {
  expect(countActiveHeroFilters({ ...EMPTY_HERO_FILTERS, ...filters })).toBe(expected)
})
