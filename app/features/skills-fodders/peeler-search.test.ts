import { describe, expect, test } from 'vitest'
import {
  isPeelerNeeded,
  MAX_SKILLS,
  PEELER_SEARCH_DEFAULTS,
  parsePeelerSearch,
  toPeelerParams,
} from './peeler-search.ts'

describe('parsePeelerSearch', () => {
  test.each([
    ['', PEELER_SEARCH_DEFAULTS],
    ['name=Distant+Counter', { ...PEELER_SEARCH_DEFAULTS, names: ['Distant Counter'] }],
    [
      'name=A&name=B&name=A&name=+&for=PID_x&sort=name',
      { ...PEELER_SEARCH_DEFAULTS, names: ['A', 'B'], targetId: 'PID_x', order: 'name' },
    ],
    ['peel=PID_y', { ...PEELER_SEARCH_DEFAULTS, view: 'gives', peelId: 'PID_y' }],
    ['peel=PID_y&view=donors', { ...PEELER_SEARCH_DEFAULTS, peelId: 'PID_y' }],
    ['view=gives', { ...PEELER_SEARCH_DEFAULTS, view: 'gives' }],
    ['barracks=1', { ...PEELER_SEARCH_DEFAULTS, isBarracksShown: true }],
    // Malformed values fall back to the defaults.
    ['view=other&sort=price&for=', PEELER_SEARCH_DEFAULTS],
    ['barracks=true', PEELER_SEARCH_DEFAULTS],
    ['barracks=0', PEELER_SEARCH_DEFAULTS],
    ['barracks=', PEELER_SEARCH_DEFAULTS],
  ] as const)('%s', (query, expected) => {
    expect(parsePeelerSearch(new URLSearchParams(query))).toEqual(expected)
  })

  test(`keeps at most ${MAX_SKILLS} skills`, () => {
    const params = new URLSearchParams(
      Array.from({ length: 12 }, (_, index) => `name=S${index}`).join('&'),
    )
    expect(parsePeelerSearch(params).names).toHaveLength(MAX_SKILLS)
  })
})

describe('toPeelerParams', () => {
  test.each([
    ['', ''],
    ['name=A&name=B&for=PID_x&sort=name', 'name=A&name=B&for=PID_x&sort=name'],
    ['peel=PID_y', 'peel=PID_y'],
    ['view=gives', 'view=gives'],
    ['view=donors&peel=PID_y', 'view=donors&peel=PID_y'],
    ['sort=cost&view=donors', ''],
    ['barracks=1&sort=name&name=A&peel=PID_y', 'name=A&sort=name&barracks=1&peel=PID_y'],
    ['barracks=yes', ''],
  ])('%s round-trips to %s', (query, expected) => {
    expect(toPeelerParams(parsePeelerSearch(new URLSearchParams(query))).toString()).toBe(expected)
  })
})

test.each([
  { name: 'the bare page', query: '', expected: false },
  { name: 'a view alone', query: 'view=gives&sort=name', expected: false },
  { name: 'a skill', query: 'name=Daylight', expected: true },
  { name: 'a hero who inherits', query: 'for=PID_x', expected: true },
  { name: 'a hero to peel', query: 'peel=PID_y', expected: true },
  { name: 'an empty name', query: 'name=+', expected: false },
  { name: 'the barracks alone', query: 'barracks=1', expected: false },
])('isPeelerNeeded: $name', ({ query, expected }) => {
  expect(isPeelerNeeded(parsePeelerSearch(new URLSearchParams(query)))).toBe(expected)
})
