import { expect, test } from 'vitest'
import {
  chooseScoreSort,
  DEFAULT_SCORE_SORTS,
  HERO_SEARCH_DEFAULTS,
  mergeHeroSearch,
  parseHeroSearch,
  toSearchParams,
} from './hero-search.ts'

const parse = (query: string) => parseHeroSearch(new URLSearchParams(query))

test('no parameter is the default view, and the default view has no parameter', () => {
  expect(parse('')).toEqual(HERO_SEARCH_DEFAULTS)
  expect(toSearchParams(HERO_SEARCH_DEFAULTS).toString()).toBe('')
})

test.each([
  { name: 'search as a regular expression', query: 'q=%5EAl&mode=re' },
  {
    name: 'lists',
    query: 'availability=generic4&availability=limited5&move=cavalry&weapon=blueLance',
  },
  { name: 'flags and PRF slots', query: 'tt=yes&story=no&prf-weapon=yes&prf-passiveA=no' },
  { name: 'ranges', query: 'hp=30-45&spd=35-&bst=-160' },
  {
    name: 'books, games, themes, genders',
    query: 'book=1&book=4&game=Fire+Emblem+Awakening&theme=summer&gender=MF',
  },
  { name: 'multi-sort and page', query: 'sort=move.asc&sort=hp.desc&size=all&page=3' },
  { name: 'columns', query: 'col=name&col=element' },
  {
    name: 'score sorts and asset/flaw',
    query: 'by=name.desc&by=move.asc&by=weapon.asc&asset=atk&flaw=hp',
  },
])('a view survives the round trip: $name', ({ query }) => {
  expect(toSearchParams(parse(query)).toString()).toBe(query)
})

test.each([
  {
    name: 'unknown values are dropped',
    query: 'move=boat&weapon=redSword',
    expected: 'weapon=redSword',
  },
  { name: 'an unknown page size', query: 'size=7', expected: '' },
  { name: 'a page below 1', query: 'page=0', expected: '' },
  { name: 'a page that is not a number', query: 'page=abc', expected: '' },
  { name: 'a malformed range', query: 'hp=abc', expected: '' },
  { name: 'a tri-state that is neither yes nor no', query: 'tt=maybe', expected: '' },
  { name: 'a sort on an unknown key', query: 'sort=shoeSize.asc', expected: '' },
  {
    name: 'a sort key twice keeps the first',
    query: 'sort=hp.desc&sort=hp.asc',
    expected: 'sort=hp.desc',
  },
  {
    name: 'the same asset and flaw drop the flaw',
    query: 'asset=hp&flaw=hp',
    expected: 'asset=hp',
  },
  {
    name: 'the default columns are omitted',
    query:
      'col=name&col=availability&col=weapon&col=move&col=version&col=hp&col=atk&col=spd&col=def&col=res&col=baseStatTotal',
    expected: '',
  },
  { name: 'keys come in a fixed order', query: 'page=2&q=abel', expected: 'q=abel&page=2' },
])('bad or redundant input degrades to the default: $name', ({ query, expected }) => {
  expect(toSearchParams(parse(query)).toString()).toBe(expected)
})

test('other keys (the open hero) are kept after the page’s', () => {
  const current = new URLSearchParams('unit=abel-the-panther&q=old')
  expect(mergeHeroSearch(current, { ...HERO_SEARCH_DEFAULTS, query: 'abel' }).toString()).toBe(
    'q=abel&unit=abel-the-panther',
  )
})

// Each key sorts once: a key chosen for a slot that another slot holds swaps the two slots,
// or the URL would repeat a key and read back as the default order.
test.each([
  {
    name: 'a key held by no other slot replaces the slot’s own',
    index: 1,
    chosen: { key: 'weapon', direction: 'desc' },
    expected: ['move.asc', 'weapon.desc', 'name.asc'],
  },
  {
    name: 'a key held by a later slot swaps with it',
    index: 0,
    chosen: { key: 'name', direction: 'desc' },
    expected: ['name.desc', 'weapon.asc', 'move.asc'],
  },
  {
    name: 'a key held by an earlier slot swaps with it',
    index: 2,
    chosen: { key: 'move', direction: 'desc' },
    expected: ['name.asc', 'weapon.asc', 'move.desc'],
  },
] as const)('chooseScoreSort: $name', ({ index, chosen, expected }) => {
  const chosenSorts = chooseScoreSort(DEFAULT_SCORE_SORTS, index, chosen)
  expect(chosenSorts.map((sort) => `${sort.key}.${sort.direction}`)).toEqual(expected)
})
