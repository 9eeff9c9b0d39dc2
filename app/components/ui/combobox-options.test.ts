import { expect, test } from 'vitest'
import {
  MAX_SHOWN_OPTIONS,
  matchTextContaining,
  moveActiveIndex,
  type NavigationKey,
  selectShownOptions,
} from './combobox-options.ts'

const names = ['Alfaðör: Unifier of Worlds', 'Hríd: Icy Blade', 'Abel: The Panther']
const find = (query: string) =>
  selectShownOptions(
    names,
    matchTextContaining(query, (name: string) => name),
  ).options

test.each([
  { name: 'nothing typed: every option', query: '', expected: names },
  { name: 'spaces only: every option', query: '  ', expected: names },
  { name: 'accent-free typing', query: 'hrid', expected: ['Hríd: Icy Blade'] },
  { name: 'accent typed', query: 'Hríd', expected: ['Hríd: Icy Blade'] },
  { name: 'any case, inside a word', query: 'PANTH', expected: ['Abel: The Panther'] },
  { name: 'letter with no plain form', query: 'alfaðor', expected: ['Alfaðör: Unifier of Worlds'] },
  { name: 'several matches keep their order', query: 'a', expected: names },
  { name: 'no match', query: 'lucina', expected: [] },
])('matchTextContaining: $name', ({ query, expected }) => {
  expect(find(query)).toEqual(expected)
})

test.each([
  { name: 'fewer than the limit', count: 3, limit: 5, shown: 3, hasMore: false },
  { name: 'exactly the limit', count: 5, limit: 5, shown: 5, hasMore: false },
  { name: 'more than the limit', count: 6, limit: 5, shown: 5, hasMore: true },
  { name: 'none', count: 0, limit: 5, shown: 0, hasMore: false },
  { name: 'default limit', count: 120, limit: undefined, shown: MAX_SHOWN_OPTIONS, hasMore: true },
])('selectShownOptions: $name', ({ count, limit, shown, hasMore }) => {
  const options = Array.from({ length: count }, (_, index) => index)
  const result = selectShownOptions(options, null, limit)
  expect(result.options).toHaveLength(shown)
  expect(result.hasMore).toBe(hasMore)
})

test('selectShownOptions: a limit counts matches only', () => {
  const options = Array.from({ length: 10 }, (_, index) => index)
  expect(selectShownOptions(options, (option) => option % 2 === 0, 3)).toEqual({
    options: [0, 2, 4],
    hasMore: true,
  })
})

test.each<{ name: string; index: number; key: NavigationKey; count: number; expected: number }>([
  { name: 'down from none', index: -1, key: 'ArrowDown', count: 3, expected: 0 },
  { name: 'down', index: 0, key: 'ArrowDown', count: 3, expected: 1 },
  { name: 'down from the last wraps', index: 2, key: 'ArrowDown', count: 3, expected: 0 },
  { name: 'up from none', index: -1, key: 'ArrowUp', count: 3, expected: 2 },
  { name: 'up', index: 2, key: 'ArrowUp', count: 3, expected: 1 },
  { name: 'up from the first wraps', index: 0, key: 'ArrowUp', count: 3, expected: 2 },
  { name: 'home', index: 2, key: 'Home', count: 3, expected: 0 },
  { name: 'end', index: 0, key: 'End', count: 3, expected: 2 },
  { name: 'past a list that shrank', index: 7, key: 'ArrowDown', count: 3, expected: 0 },
  { name: 'empty list', index: 0, key: 'ArrowDown', count: 0, expected: -1 },
])('moveActiveIndex: $name', ({ index, key, count, expected }) => {
  expect(moveActiveIndex(index, key, count)).toBe(expected)
})
