import { expect, test } from 'vitest'
import { type CatalogSearch, parseCatalogSearch, toCatalogSearchParams } from './catalog-search.ts'

test.each<[string, CatalogSearch]>([
  ['', { banner: null, shopSort: 'newest' }],
  ['banner=Heroes+with+Falchion&shop=type', { banner: 'Heroes with Falchion', shopSort: 'type' }],
  ['banner=%20%20&shop=sideways', { banner: null, shopSort: 'newest' }],
  ['shop=move&shop=weapon', { banner: null, shopSort: 'move' }],
])('parseCatalogSearch(%j)', (query, expected) => {
  expect(parseCatalogSearch(new URLSearchParams(query))).toEqual(expected)
})

test('toCatalogSearchParams leaves defaults out and keeps other keys', () => {
  const current = new URLSearchParams('unit=abel-the-panther&shop=type')
  expect(toCatalogSearchParams({ banner: null, shopSort: 'newest' }, current).toString()).toBe(
    'unit=abel-the-panther',
  )
  expect(toCatalogSearchParams({ banner: 'A & B', shopSort: 'origin' }, current).toString()).toBe(
    'unit=abel-the-panther&banner=A+%26+B&shop=origin',
  )
})
