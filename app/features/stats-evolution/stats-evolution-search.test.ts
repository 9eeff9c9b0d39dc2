import { expect, test } from 'vitest'
import {
  parseStatsEvolutionSearch,
  toStatsEvolutionSearchParams,
} from './stats-evolution-search.ts'

test.each([
  {
    name: 'defaults',
    url: '',
    expected: { chart: 'baseStatTotal', operator: 'average', scope: 'month' },
  },
  {
    name: 'all set',
    url: 'chart=stats-flying&operator=mode&scope=upToMonth',
    expected: { chart: 'stats-flying', operator: 'mode', scope: 'upToMonth' },
  },
  {
    name: 'invalid values',
    url: 'chart=xyz&operator=sum&scope=1',
    expected: { chart: 'baseStatTotal', operator: 'average', scope: 'month' },
  },
])('parseStatsEvolutionSearch: $name', ({ url, expected }) => {
  expect(parseStatsEvolutionSearch(new URLSearchParams(url))).toEqual(expected)
})

test.each([
  {
    name: 'defaults omitted',
    search: { chart: 'baseStatTotal', operator: 'average', scope: 'month' } as const,
    expected: '',
  },
  {
    name: 'fixed order',
    search: { chart: 'hp', operator: 'median', scope: 'upToMonth' } as const,
    expected: 'chart=hp&operator=median&scope=upToMonth',
  },
])('toStatsEvolutionSearchParams: $name', ({ search, expected }) => {
  expect(toStatsEvolutionSearchParams(search).toString()).toBe(expected)
})
