import { expect, test } from 'vitest'
import { toggleHeroSort } from './hero-sort.ts'
import type { HeroSort } from './hero-sort-keys.ts'

test.each<{ name: string; sorts: HeroSort[]; expected: HeroSort[] }>([
  { name: 'a new key is added ascending', sorts: [], expected: [{ key: 'hp', direction: 'asc' }] },
  {
    name: 'a second key goes after the first',
    sorts: [{ key: 'move', direction: 'asc' }],
    expected: [
      { key: 'move', direction: 'asc' },
      { key: 'hp', direction: 'asc' },
    ],
  },
  {
    name: 'ascending becomes descending in place',
    sorts: [
      { key: 'hp', direction: 'asc' },
      { key: 'move', direction: 'asc' },
    ],
    expected: [
      { key: 'hp', direction: 'desc' },
      { key: 'move', direction: 'asc' },
    ],
  },
  {
    name: 'descending is removed',
    sorts: [
      { key: 'move', direction: 'asc' },
      { key: 'hp', direction: 'desc' },
    ],
    expected: [{ key: 'move', direction: 'asc' }],
  },
])('toggleHeroSort: $name', ({ sorts, expected }) => {
  expect(toggleHeroSort(sorts, 'hp')).toEqual(expected)
})
