import { describe, expect, test } from 'vitest'
import { MAX_TARGETS } from '#app/lib/planner-link.ts'
import {
  isPlannerDataNeeded,
  PLANNER_SEARCH_DEFAULTS,
  parsePlannerSearch,
  shareUnchangedSearch,
  toPlannerSearchParams,
} from './planner-search.ts'

describe('parsePlannerSearch', () => {
  test.each([
    { name: 'nothing: the defaults', query: '', expected: PLANNER_SEARCH_DEFAULTS },
    {
      name: 'an owned target with two wants, a kept hero, two pools',
      query: 'target=PID_Ike.5.b.SID_a*SID_b&keep=PID_Abel&protect=limited5.generic5',
      expected: {
        targets: [{ heroId: 'PID_Ike', rarity: 5, isOwned: true, wants: ['SID_a', 'SID_b'] }],
        pendingWants: [],
        keep: ['PID_Abel'],
        // The categories' own order, whatever the link's.
        protect: ['generic5', 'limited5'],
      },
    },
    {
      name: 'a hero to get, no wants yet',
      query: 'target=PID_Ike.3.g.',
      expected: {
        ...PLANNER_SEARCH_DEFAULTS,
        targets: [{ heroId: 'PID_Ike', rarity: 3, isOwned: false, wants: [] }],
      },
    },
    {
      name: 'malformed targets dropped: bad rarity, bad origin, no hero, extra part',
      query:
        'target=PID_A.6.b.&target=PID_B.5.x.&target=.5.b.&target=PID_C.5.b.SID_a.more&target=PID_D.4.g.SID_a*SID_a',
      expected: {
        ...PLANNER_SEARCH_DEFAULTS,
        targets: [{ heroId: 'PID_D', rarity: 4, isOwned: false, wants: ['SID_a'] }],
      },
    },
    {
      name: 'skills waiting for a hero (a skill list’s build), each once',
      query: 'wants=SID_a*SID_b*SID_a*',
      expected: { ...PLANNER_SEARCH_DEFAULTS, pendingWants: ['SID_a', 'SID_b'] },
    },
    {
      name: 'unknown categories and empty keeps dropped',
      query: 'protect=nonsense..limited5&keep=&keep=PID_A&keep=PID_A',
      expected: { ...PLANNER_SEARCH_DEFAULTS, keep: ['PID_A'], protect: ['limited5'] },
    },
  ])('$name', ({ query, expected }) => {
    expect(parsePlannerSearch(new URLSearchParams(query))).toEqual(expected)
  })

  test(`at most ${MAX_TARGETS} targets`, () => {
    const params = new URLSearchParams()
    for (let index = 0; index < MAX_TARGETS + 2; index += 1)
      params.append('target', `PID_${index}.5.g.`)
    expect(parsePlannerSearch(params).targets).toHaveLength(MAX_TARGETS)
  })
})

describe('toPlannerSearchParams', () => {
  test('defaults left out', () => {
    expect(toPlannerSearchParams(PLANNER_SEARCH_DEFAULTS).toString()).toBe('')
  })
  test('round trip, keys in a fixed order', () => {
    const query =
      'target=PID_Ike.5.b.SID_a*SID_b&target=PID_Roy.4.g.&wants=SID_c&keep=PID_Abel&protect=generic5.limited5'
    const search = parsePlannerSearch(new URLSearchParams(query))
    expect(toPlannerSearchParams(search).toString()).toBe(query)
  })
})

describe('isPlannerDataNeeded', () => {
  test.each([
    { name: 'a bare page: loaded on the picker’s focus', query: '', expected: false },
    { name: 'pools only: no hero named', query: 'protect=limited5', expected: false },
    { name: 'a target', query: 'target=PID_Ike.5.g.', expected: true },
    { name: 'a kept hero', query: 'keep=PID_Abel', expected: true },
    { name: 'skills waiting for a hero', query: 'wants=SID_a', expected: true },
  ])('$name', ({ query, expected }) => {
    expect(isPlannerDataNeeded(parsePlannerSearch(new URLSearchParams(query)))).toBe(expected)
  })
})

describe('shareUnchangedSearch', () => {
  const before = parsePlannerSearch(
    new URLSearchParams('target=PID_Ike.5.b.SID_a&target=PID_Abel.4.g.SID_b&keep=PID_Cain'),
  )

  test('a pool ticked keeps the targets and keeps as they were', () => {
    const after = shareUnchangedSearch(
      before,
      parsePlannerSearch(
        new URLSearchParams(
          'target=PID_Ike.5.b.SID_a&target=PID_Abel.4.g.SID_b&keep=PID_Cain&protect=limited5',
        ),
      ),
    )
    expect(after.targets).toBe(before.targets)
    expect(after.keep).toBe(before.keep)
    expect(after.protect).toEqual(['limited5'])
  })

  test('one target changed: the other keeps its object, the list is new', () => {
    const after = shareUnchangedSearch(
      before,
      parsePlannerSearch(
        new URLSearchParams(
          'target=PID_Ike.5.b.SID_a*SID_c&target=PID_Abel.4.g.SID_b&keep=PID_Cain',
        ),
      ),
    )
    expect(after.targets).not.toBe(before.targets)
    expect(after.targets[0]?.wants).toEqual(['SID_a', 'SID_c'])
    expect(after.targets[1]).toBe(before.targets[1])
  })

  test('a target removed: a shorter list', () => {
    const after = shareUnchangedSearch(
      before,
      parsePlannerSearch(new URLSearchParams('target=PID_Ike.5.b.SID_a&keep=PID_Cain')),
    )
    expect(after.targets).toHaveLength(1)
    expect(after.targets[0]).toBe(before.targets[0])
  })
})
