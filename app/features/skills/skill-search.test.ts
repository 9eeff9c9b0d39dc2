import { expect, test } from 'vitest'
import {
  parseSkillSearch,
  SKILL_SEARCH_DEFAULTS,
  type SkillSearch,
  shouldRevalidateSkillsPage,
  toggleSort,
  toSearchParams,
} from './skill-search.ts'

test.each<{ name: string; url: string; expected: Partial<SkillSearch> }>([
  { name: 'empty URL: defaults', url: '', expected: SKILL_SEARCH_DEFAULTS },
  {
    name: 'name search in regular-expression mode',
    url: 'name=%5EDist&nameRe=1',
    expected: { name: '^Dist', nameMode: 'regularExpression' },
  },
  {
    name: 'lists keep known values only, in a fixed order',
    url: 'slots=passiveB,bogus,weapon&moves=cavalry',
    expected: { slots: ['weapon', 'passiveB'], inheritMoves: ['cavalry'] },
  },
  {
    name: 'invalid choices fall back',
    url: 'max=maybe&hof=99&size=7&page=-2',
    expected: { isMax: 'any', hallOfForms: 'none', pageSize: 25, page: 1 },
  },
  {
    name: 'ranges clamp to their bounds',
    url: 'sp=240-900&cd=5-2',
    expected: { ranges: { sp: { min: 240, max: 500 } } },
  },
  {
    name: 'multi-sort',
    url: 'sort=-sp,name,-sp,nope',
    expected: {
      sort: [
        { key: 'sp', isDescending: true },
        { key: 'name', isDescending: false },
      ],
    },
  },
  { name: 'no optional column', url: 'cols=', expected: { columns: [] } },
  { name: 'virtual list', url: 'size=all', expected: { pageSize: 'all' } },
])('parseSkillSearch: $name', ({ url, expected }) => {
  expect(parseSkillSearch(new URLSearchParams(url))).toMatchObject(expected)
})

test.each([
  { name: 'defaults give an empty URL', url: '' },
  { name: 'one filter', url: 'name=counter' },
  {
    name: 'keys come in a fixed order',
    url: 'name=counter&desc=null&descRe=1&avail=generic4&hof=25&max=yes&slots=passiveA&moves=cavalry&inherit=dagger&weaponMode=intersection&sp=300-500&sort=-sp%2Cname&cols=sp%2Cowners&size=all&page=2',
  },
])('toSearchParams round-trips: $name', ({ url }) => {
  const search = parseSkillSearch(new URLSearchParams(url))
  expect(toSearchParams(search).toString()).toBe(url)
})

test('toSearchParams orders keys whatever the input order', () => {
  const search = parseSkillSearch(new URLSearchParams('page=2&name=blow'))
  expect(toSearchParams(search).toString()).toBe('name=blow&page=2')
})

test.each([
  {
    name: 'a new column comes first, ascending',
    sort: [{ key: 'name', isDescending: false }] as const,
    key: 'sp' as const,
    expected: [
      { key: 'sp', isDescending: false },
      { key: 'name', isDescending: false },
    ],
  },
  {
    name: 'the first column flips',
    sort: [{ key: 'sp', isDescending: false }] as const,
    key: 'sp' as const,
    expected: [{ key: 'sp', isDescending: true }],
  },
])('toggleSort: $name', ({ sort, key, expected }) => {
  expect(toggleSort(sort, key)).toEqual(expected)
})

test.each([
  { name: 'a filter changes', current: '/skills', next: '/skills?name=blow', expected: false },
  {
    name: 'a skill opens',
    current: '/skills',
    next: '/skills?skill=distant-counter',
    expected: false,
  },
  {
    name: 'a retry (same URL)',
    current: '/skills?sp=0-200',
    next: '/skills?sp=0-200',
    expected: true,
  },
  { name: 'another page', current: '/skills', next: '/skills-lists', expected: true },
  {
    name: 'a description search starts',
    current: '/skills',
    next: '/skills?desc=heal',
    expected: true,
  },
  {
    name: 'the description column is shown',
    current: '/skills',
    next: '/skills?cols=description',
    expected: true,
  },
  {
    name: 'sorted by description',
    current: '/skills',
    next: '/skills?sort=description',
    expected: true,
  },
  {
    name: 'a description search goes on',
    current: '/skills?desc=heal',
    next: '/skills?desc=heals',
    expected: false,
  },
  {
    name: 'descriptions no longer needed',
    current: '/skills?desc=heal',
    next: '/skills',
    expected: false,
  },
])('shouldRevalidateSkillsPage: $name', ({ current, next, expected }) => {
  const origin = 'https://hero-peeler.test'
  expect(
    shouldRevalidateSkillsPage({
      currentUrl: new URL(current, origin),
      nextUrl: new URL(next, origin),
    }),
  ).toBe(expected)
})
