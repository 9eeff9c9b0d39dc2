import { expect, test } from 'vitest'
import {
  HALL_OF_FORMS_SEARCH_DEFAULTS,
  parseHallOfFormsSearch,
  toHallOfFormsSearchParams,
} from './hall-of-forms-search.ts'

test.each([
  { name: 'empty', query: '', expected: HALL_OF_FORMS_SEARCH_DEFAULTS },
  {
    name: 'every key',
    query: 'hero=3&slot=passiveB&q=lull',
    expected: { heroIndex: 2, slot: 'passiveB', query: 'lull' },
  },
  { name: 'hero 0 is out of range', query: 'hero=0', expected: HALL_OF_FORMS_SEARCH_DEFAULTS },
  { name: 'hero 5 is out of range', query: 'hero=5', expected: HALL_OF_FORMS_SEARCH_DEFAULTS },
  { name: 'hero not a number', query: 'hero=x', expected: HALL_OF_FORMS_SEARCH_DEFAULTS },
  {
    name: 'a slot Forma heroes lack',
    query: 'slot=sacredSeal',
    expected: HALL_OF_FORMS_SEARCH_DEFAULTS,
  },
])('parseHallOfFormsSearch: $name', ({ query, expected }) => {
  expect(parseHallOfFormsSearch(new URLSearchParams(query))).toEqual(expected)
})

test('defaults are left out, keys in a fixed order, other keys kept', () => {
  expect(toHallOfFormsSearchParams(HALL_OF_FORMS_SEARCH_DEFAULTS).toString()).toBe('')
  expect(
    toHallOfFormsSearchParams(
      { heroIndex: 1, slot: 'special', query: 'moon' },
      new URLSearchParams('q=old&skill=distant-counter'),
    ).toString(),
  ).toBe('hero=2&slot=special&q=moon&skill=distant-counter')
})
