import { expect, test } from 'vitest'
import { MemoryStorage } from '../../test/memory-storage.ts'
import { createPersistedStore, decodeEnvelope, storageKeys, upgradeData } from './browser-saves.ts'
import { COLLECTION_STORAGE, ownedCopy } from './collection.ts'

const copy = (heroId: string, id: string) => ownedCopy(heroId as never, id)

test.each([
  [
    'the bare list of an earlier release',
    0,
    ['a', 'b'],
    {
      barracks: { entries: [copy('a', 'catalog-0'), copy('b', 'catalog-1')], manuals: [] },
      customBanner: [],
      plan: null,
    },
  ],
  [
    'the catalog of version 1',
    1,
    { ownedHeroIds: ['a'], customBanner: ['c'] },
    {
      barracks: { entries: [copy('a', 'catalog-0')], manuals: [] },
      customBanner: ['c'],
      plan: null,
    },
  ],
  [
    'a barracks of version 2',
    2,
    {
      barracks: {
        entries: [{ ...copy('a', 'x'), rarity: 4, merges: 10, copies: 3, role: 'keep' }],
        manuals: [{ heroId: 'b', rarity: 3, count: 2 }],
      },
      customBanner: [],
    },
    {
      barracks: {
        entries: [{ ...copy('a', 'x'), rarity: 4, merges: 10, copies: 3, role: 'keep' }],
        manuals: [{ heroId: 'b', rarity: 3, count: 2 }],
      },
      customBanner: [],
      plan: null,
    },
  ],
  [
    'a barracks and its plan, version 3',
    3,
    { barracks: { entries: [], manuals: [] }, customBanner: [], plan: { targets: 'damaged' } },
    // The plan is the planner's to read: a damaged one is said there, the barracks loads.
    { barracks: { entries: [], manuals: [] }, customBanner: [], plan: { targets: 'damaged' } },
  ],
])('reads %s', (_, version, data, expected) => {
  expect(upgradeData(COLLECTION_STORAGE, version, data)).toEqual({ ok: true, data: expected })
})

const entry = copy('a', 'x')
test.each([
  [0, { not: 'a list' }, { code: 'invalid', path: 'ownedHeroIds' }],
  [0, ['a', 3], { code: 'invalid', path: 'ownedHeroIds.1' }],
  [1, { ownedHeroIds: [] }, { code: 'invalid', path: 'customBanner' }],
  [2, { barracks: { entries: [], manuals: [] } }, { code: 'invalid', path: 'customBanner' }],
  [
    2,
    { barracks: { entries: [{ ...entry, merges: 11 }], manuals: [] }, customBanner: [] },
    { code: 'invalid', path: 'barracks.entries.0.merges' },
  ],
  [
    2,
    { barracks: { entries: [{ ...entry, rarity: 6 }], manuals: [] }, customBanner: [] },
    { code: 'invalid', path: 'barracks.entries.0.rarity' },
  ],
  [
    2,
    { barracks: { entries: [{ ...entry, copies: 0 }], manuals: [] }, customBanner: [] },
    { code: 'invalid', path: 'barracks.entries.0.copies' },
  ],
  [
    2,
    { barracks: { entries: [{ ...entry, role: 'sell' }], manuals: [] }, customBanner: [] },
    { code: 'invalid', path: 'barracks.entries.0.role' },
  ],
])('refuses version %i data %j', (version, data, problem) => {
  expect(upgradeData(COLLECTION_STORAGE, version, data)).toMatchObject({ ok: false, problem })
})

// Written by the release before the barracks, byte for byte: stored data and a downloaded file.
const TODAYS_SAVE =
  '{"app":"hero-peeler","page":"catalog","version":1,"savedAt":"2026-11-20T08:12:44.120Z","data":{"ownedHeroIds":["PID_アルフォンス","PID_シャロン"],"customBanner":["PID_アンナ"]}}'

test("today's stored catalog becomes a barracks, written back in the new version", () => {
  const storage = new MemoryStorage()
  const keys = storageKeys('catalog')
  storage.setItem(keys.data, TODAYS_SAVE)
  const store = createPersistedStore(COLLECTION_STORAGE, { storage: () => storage })
  expect(store.getSnapshot().data).toEqual({
    barracks: {
      entries: [copy('PID_アルフォンス', 'catalog-0'), copy('PID_シャロン', 'catalog-1')],
      manuals: [],
    },
    customBanner: ['PID_アンナ'],
    plan: null,
  })
  expect(store.getSnapshot().quarantine).toEqual([])
  expect(JSON.parse(storage.getItem(keys.data) ?? '')).toMatchObject({ version: 3 })
})

test("a file downloaded from today's catalog uploads into the barracks", () => {
  const decoded = decodeEnvelope(COLLECTION_STORAGE, TODAYS_SAVE)
  expect(decoded).toMatchObject({ ok: true, storedVersion: 1 })
  expect(decoded.ok && decoded.data.barracks.entries.map((each) => each.heroId)).toEqual([
    'PID_アルフォンス',
    'PID_シャロン',
  ])
})

test.each([
  { name: 'no plan', plan: null, expected: [] },
  {
    name: 'a plan',
    plan: {
      targets: [{ heroId: 'a', rarity: 5, isOwned: true, wants: ['x'] }],
      keep: [],
      protect: [],
    },
    expected: [],
  },
  {
    name: 'a damaged plan: refused with where it is wrong',
    plan: {
      targets: [{ heroId: 'a', rarity: 9, isOwned: true, wants: [] }],
      keep: [],
      protect: [],
    },
    expected: [{ part: 'plan', problem: { code: 'invalid', path: 'plan.targets.0.rarity' } }],
  },
])('findRefusedParts: $name', ({ plan, expected }) => {
  const data = { barracks: { entries: [], manuals: [] }, customBanner: [], plan }
  expect(COLLECTION_STORAGE.findRefusedParts?.(data)).toMatchObject(expected)
})
