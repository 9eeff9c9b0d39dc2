import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { MemoryStorage } from '../../test/memory-storage.ts'
import {
  createPersistedStore,
  decodeEnvelope,
  encodeEnvelope,
  exportFileName,
  normalizeSaveName,
  type PersistedDefinition,
  storageKeys,
} from './browser-saves.ts'

type Notes = { readonly items: readonly string[]; readonly pinned: boolean }

const NOTES: PersistedDefinition<Notes> = {
  name: 'notes',
  version: 2,
  schema: v.object({ items: v.array(v.string()), pinned: v.boolean() }),
  initial: { items: [], pinned: false },
  migrations: {
    // 0: a bare array; 1: { entries }; 2: { items, pinned }
    0: (data) => ({ entries: data }),
    1: (data) => ({ items: (data as { entries: unknown }).entries, pinned: false }),
  },
  legacy: { key: 'hero-peeler:old-notes', version: 0 },
}

const KEYS = storageKeys('notes')
const AT = new Date('2026-11-22T10:00:00.000Z')

function setup(entries: Record<string, string> = {}) {
  const storage = new MemoryStorage()
  for (const [key, value] of Object.entries(entries)) storage.setItem(key, value)
  let ids = 0
  const store = createPersistedStore(NOTES, {
    storage: () => storage,
    now: () => AT,
    createId: () => `id${++ids}`,
  })
  return { storage, store }
}

const envelope = (version: number, data: unknown, page = 'notes') =>
  JSON.stringify({ app: 'hero-peeler', page, version, savedAt: AT.toISOString(), data })

describe('decodeEnvelope', () => {
  test.each([
    ['not JSON', '{oops', { code: 'not-json' }],
    ['JSON of another kind', '[1, 2]', { code: 'not-an-envelope' }],
    ['another page', envelope(1, {}, 'catalog'), { code: 'other-page', page: 'catalog' }],
    ['a newer version', envelope(3, {}), { code: 'newer-version', version: 3 }],
    ['a migration that fails', envelope(1, null), { code: 'migration-failed', version: 1 }],
    [
      'a wrong field',
      envelope(2, { items: ['a', 7], pinned: true }),
      { code: 'invalid', path: 'items.1', expected: 'string', received: '7' },
    ],
    [
      'a missing field',
      envelope(2, { items: [] }),
      { code: 'invalid', path: 'pinned', expected: '"pinned"', received: 'undefined' },
    ],
  ])('refuses %s', (_, text, problem) => {
    expect(decodeEnvelope(NOTES, text)).toEqual({ ok: false, problem })
  })

  test('migrates each older version up to the current one', () => {
    expect(decodeEnvelope(NOTES, envelope(0, ['a']))).toMatchObject({
      ok: true,
      data: { items: ['a'], pinned: false },
      storedVersion: 0,
    })
    expect(decodeEnvelope(NOTES, envelope(1, { entries: ['b'] }))).toMatchObject({
      ok: true,
      data: { items: ['b'], pinned: false },
    })
  })

  test('reads back what it wrote, name included', () => {
    const text = encodeEnvelope(NOTES, { items: ['x'], pinned: true }, AT, 'Mine')
    expect(decodeEnvelope(NOTES, text)).toEqual({
      ok: true,
      data: { items: ['x'], pinned: true },
      storedVersion: 2,
      name: 'Mine',
      savedAt: AT.toISOString(),
    })
  })
})

test.each([
  ['  Arena team ', 'Arena team'],
  ['', null],
  ['   ', null],
  ['x'.repeat(61), null],
])('normalizeSaveName(%j) is %j', (name, expected) => {
  expect(normalizeSaveName(name)).toBe(expected)
})

test('exportFileName names the page and the day', () => {
  expect(exportFileName(NOTES, AT)).toBe('hero-peeler-notes-2026-11-22.json')
})

describe('the store', () => {
  test('starts from the initial data and keeps what is set', () => {
    const { storage, store } = setup()
    expect(store.getSnapshot().data).toEqual(NOTES.initial)
    store.set((notes) => ({ ...notes, items: [...notes.items, 'a'] }))
    expect(store.getSnapshot().data.items).toEqual(['a'])
    expect(JSON.parse(storage.getItem(KEYS.data) ?? '')).toMatchObject({
      app: 'hero-peeler',
      page: 'notes',
      version: 2,
      data: { items: ['a'], pinned: false },
    })
  })

  test('with nothing stored, the snapshot is the server one, so hydration renders nothing again', () => {
    const { store } = setup()
    expect(store.getSnapshot()).toBe(store.getServerSnapshot())
    store.set({ items: ['a'], pinned: true })
    expect(store.getSnapshot()).not.toBe(store.getServerSnapshot())
  })

  test('returns the same snapshot until something changes, and tells its listeners', () => {
    const { store } = setup()
    const calls: number[] = []
    const unsubscribe = store.subscribe(() => calls.push(1))
    const first = store.getSnapshot()
    expect(store.getSnapshot()).toBe(first)
    store.set({ items: ['a'], pinned: true })
    expect(store.getSnapshot()).not.toBe(first)
    expect(calls).toHaveLength(1)
    unsubscribe()
    store.set({ items: [], pinned: true })
    expect(calls).toHaveLength(1)
  })

  test('a change keeps the parts it did not change as they were (the same objects)', () => {
    const { store } = setup()
    store.set({ items: ['a'], pinned: false })
    const items = store.getSnapshot().data.items
    store.set((notes) => ({ ...notes, pinned: true }))
    expect(store.getSnapshot().data.items).toBe(items)
    // Once another tab wrote, the stored data is read again.
    store.onStorageKey(KEYS.data)
    expect(store.getSnapshot().data.items).not.toBe(items)
    expect(store.getSnapshot().data).toEqual({ items: ['a'], pinned: true })
  })

  test('renders the initial data on the server', () => {
    const { store } = setup({ [KEYS.data]: envelope(2, { items: ['a'], pinned: true }) })
    expect(store.getServerSnapshot().data).toEqual(NOTES.initial)
  })

  test('moves the legacy key over once, migrated', () => {
    const { storage, store } = setup({ 'hero-peeler:old-notes': '["a","b"]' })
    expect(store.getSnapshot().data).toEqual({ items: ['a', 'b'], pinned: false })
    expect(storage.getItem('hero-peeler:old-notes')).toBeNull()
    expect(decodeEnvelope(NOTES, storage.getItem(KEYS.data) ?? '')).toMatchObject({
      storedVersion: 2,
    })
  })

  test('writes migrated data back in the current version', () => {
    const { storage, store } = setup({ [KEYS.data]: envelope(1, { entries: ['c'] }) })
    expect(store.getSnapshot().data.items).toEqual(['c'])
    expect(JSON.parse(storage.getItem(KEYS.data) ?? '').version).toBe(2)
  })

  test('sets invalid stored data aside with why, and starts afresh', () => {
    const bad = envelope(2, { items: 'nope', pinned: false })
    const { storage, store } = setup({ [KEYS.data]: bad })
    const snapshot = store.getSnapshot()
    expect(snapshot.data).toEqual(NOTES.initial)
    expect(snapshot.quarantine).toEqual([
      {
        setAsideAt: AT.toISOString(),
        problem: { code: 'invalid', path: 'items', expected: 'Array', received: '"nope"' },
        text: bad,
      },
    ])
    expect(storage.getItem(KEYS.data)).toBeNull()
    // A second bad entry joins the first instead of replacing it.
    storage.setItem(KEYS.data, '{broken')
    store.onStorageKey(KEYS.data)
    expect(store.getSnapshot().quarantine.map((entry) => entry.problem.code)).toEqual([
      'invalid',
      'not-json',
    ])
    expect(JSON.parse(store.quarantineText())).toHaveLength(2)
    store.discardQuarantine()
    expect(store.getSnapshot().quarantine).toEqual([])
    expect(storage.getItem(KEYS.quarantine)).toBeNull()
  })

  test('sets an unreadable legacy key aside too', () => {
    const { storage, store } = setup({ 'hero-peeler:old-notes': '{"not":"a list"}' })
    expect(store.getSnapshot().quarantine[0]?.problem.code).toBe('invalid')
    expect(storage.getItem('hero-peeler:old-notes')).toBeNull()
  })

  test('exports a file that imports back', () => {
    const { store } = setup()
    store.set({ items: ['a', 'b'], pinned: true })
    const file = store.exportText()
    store.reset()
    expect(store.getSnapshot().data).toEqual(NOTES.initial)
    expect(store.importText(file)).toEqual({ ok: true })
    expect(store.getSnapshot().data).toEqual({ items: ['a', 'b'], pinned: true })
  })

  test('refuses a bad upload and keeps the current data', () => {
    const { storage, store } = setup()
    store.set({ items: ['keep'], pinned: false })
    const before = storage.getItem(KEYS.data)
    expect(store.importText('not json')).toEqual({ ok: false, problem: { code: 'not-json' } })
    expect(store.importText(envelope(2, { items: [1], pinned: false }))).toMatchObject({
      ok: false,
      problem: { code: 'invalid', path: 'items.0' },
    })
    expect(store.importText('x'.repeat(5_000_001))).toMatchObject({
      problem: { code: 'too-large' },
    })
    expect(storage.getItem(KEYS.data)).toBe(before)
    expect(store.getSnapshot().quarantine).toEqual([])
  })

  test('creates, loads, renames, overwrites and deletes named saves', () => {
    const { storage, store } = setup()
    store.set({ items: ['first'], pinned: false })
    expect(store.saveAs('  One ')).toEqual({ ok: true, id: 'id1' })
    expect(store.saveAs('')).toEqual({ ok: false, problem: { code: 'invalid-name' } })
    store.set({ items: ['second'], pinned: true })
    expect(store.getSnapshot().saves).toEqual([
      { id: 'id1', name: 'One', savedAt: AT.toISOString() },
    ])

    expect(store.loadSave('id1')).toEqual({ ok: true })
    expect(store.getSnapshot().data.items).toEqual(['first'])

    expect(store.renameSave('id1', 'Renamed')).toEqual({ ok: true })
    expect(store.getSnapshot().saves[0]?.name).toBe('Renamed')
    expect(decodeEnvelope(NOTES, storage.getItem(`${KEYS.savePrefix}id1`) ?? '')).toMatchObject({
      data: { items: ['first'] },
    })

    store.set({ items: ['third'], pinned: false })
    store.overwriteSave('id1')
    expect(decodeEnvelope(NOTES, storage.getItem(`${KEYS.savePrefix}id1`) ?? '')).toMatchObject({
      name: 'Renamed',
      data: { items: ['third'] },
    })

    expect(store.deleteSave('id1')).toEqual({ ok: true })
    expect(store.getSnapshot().saves).toEqual([])
    expect([...storage.entries.keys()]).toEqual([KEYS.data])
    expect(store.loadSave('id1')).toEqual({ ok: false, problem: { code: 'no-such-save' } })
  })

  test('lists a damaged save by its id so that it can still be deleted', () => {
    const { store } = setup({ [`${KEYS.savePrefix}abc`]: 'garbage' })
    expect(store.getSnapshot().saves).toEqual([{ id: 'abc', name: 'abc', savedAt: '' }])
    expect(store.loadSave('abc')).toEqual({ ok: false, problem: { code: 'not-json' } })
    store.deleteSave('abc')
    expect(store.getSnapshot().saves).toEqual([])
  })

  test('keeps changes in memory when the browser refuses to store them', () => {
    const { storage, store } = setup()
    storage.refuseWrites = true
    expect(store.set({ items: ['a'], pinned: false })).toEqual({
      ok: false,
      problem: { code: 'storage-refused' },
    })
    expect(store.getSnapshot()).toMatchObject({ data: { items: ['a'] }, persistent: false })
  })

  test('works without any storage at all', () => {
    const store = createPersistedStore(NOTES, {
      storage: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    expect(store.getSnapshot()).toMatchObject({ data: NOTES.initial, persistent: false })
    store.set({ items: ['a'], pinned: false })
    expect(store.getSnapshot().data.items).toEqual(['a'])
  })

  test('follows the changes other tabs make to its own keys only', () => {
    const { storage, store } = setup()
    const first = store.getSnapshot()
    store.onStorageKey('hero-peeler:other:data')
    expect(store.getSnapshot()).toBe(first)
    storage.setItem(KEYS.data, envelope(2, { items: ['tab'], pinned: false }))
    store.onStorageKey(KEYS.data)
    expect(store.getSnapshot().data.items).toEqual(['tab'])
  })
})
