import * as v from 'valibot'
import { compareKeys, compareText } from '#app/domain/search.ts'
import { STORAGE_PREFIX } from './storage-names.ts'

// The player's own data, kept in the browser (docs/decisions/0017-browser-saves.md): one
// definition per page, one store per definition, every entry a versioned envelope.

/** Uploads larger than this are refused before they are parsed. */
export const MAX_FILE_BYTES = 5_000_000
/** Longest name of a named save. */
export const MAX_SAVE_NAME_LENGTH = 60

/** A part of loaded data that could not be used, the rest being loaded (see findRefusedParts). */
export type RefusedPart = { readonly part: 'plan'; readonly problem: PersistProblem }

/** What a page keeps: its name, the current version of its data and how to check it. */
export type PersistedDefinition<Data> = {
  /** Names the page's storage keys (`hero-peeler:<name>:…`) and its exported files. */
  readonly name: string
  /** The current version of the data; raise it when its shape changes, with a migration. */
  readonly version: number
  /** Checks data of the current version. */
  readonly schema: v.GenericSchema<unknown, Data>
  /** The data of a new player, and after a reset. */
  readonly initial: Data
  /** `migrations[n]` turns data of version n into data of version n + 1. */
  readonly migrations: Readonly<Record<number, (data: unknown) => unknown>>
  /** A key an earlier release wrote, holding bare data of `version`; moved over once. */
  readonly legacy?: { readonly key: string; readonly version: number }
  /**
   * Parts the schema lets through unchecked, so that a damaged one never costs the rest (a
   * saved plan beside its barracks), checked by their page: what a load has to say of them.
   */
  readonly findRefusedParts?: (data: Data) => readonly RefusedPart[]
}

/** Why stored data, a save or an uploaded file cannot be used. */
export type PersistProblem =
  | { readonly code: 'not-json' }
  | { readonly code: 'not-an-envelope' }
  | { readonly code: 'other-page'; readonly page: string }
  | { readonly code: 'newer-version'; readonly version: number }
  | { readonly code: 'migration-failed'; readonly version: number }
  | {
      readonly code: 'invalid'
      /** Where in the data, as `ownedHeroIds.3`; empty for the data as a whole. */
      readonly path: string
      readonly expected: string | null
      readonly received: string
    }
  | { readonly code: 'too-large'; readonly limit: number }
  | { readonly code: 'storage-refused' }
  | { readonly code: 'no-such-save' }
  | { readonly code: 'invalid-name' }

export type PersistResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly problem: PersistProblem }

/** Stored data that could not be used, set aside with why, never dropped unasked. */
export type QuarantineEntry = {
  readonly setAsideAt: string
  readonly problem: PersistProblem
  /** The stored text as it was. */
  readonly text: string
}

export type SaveEntry = { readonly id: string; readonly name: string; readonly savedAt: string }

export type PersistedSnapshot<Data> = {
  readonly data: Data
  readonly quarantine: readonly QuarantineEntry[]
  /** Named saves, newest first. */
  readonly saves: readonly SaveEntry[]
  /** False when the browser refuses storage: changes then last until the page is left. */
  readonly persistent: boolean
}

export type StorageKeys = {
  readonly data: string
  readonly quarantine: string
  /** A named save's key is this prefix and its id. */
  readonly savePrefix: string
}

export function storageKeys(name: string): StorageKeys {
  const base = `${STORAGE_PREFIX}:${name}`
  return { data: `${base}:data`, quarantine: `${base}:quarantine`, savePrefix: `${base}:save:` }
}

type Envelope = {
  readonly app: typeof STORAGE_PREFIX
  readonly page: string
  readonly version: number
  readonly savedAt: string
  /** Only in a named save. */
  readonly name?: string
  readonly data: unknown
}

const envelopeSchema = v.object({
  app: v.literal(STORAGE_PREFIX),
  page: v.string(),
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
  savedAt: v.string(),
  name: v.optional(v.string()),
  data: v.unknown(),
})

export function encodeEnvelope<Data>(
  definition: PersistedDefinition<Data>,
  data: Data,
  savedAt: Date,
  name?: string,
): string {
  const envelope: Envelope = {
    app: STORAGE_PREFIX,
    page: definition.name,
    version: definition.version,
    savedAt: savedAt.toISOString(),
    ...(name === undefined ? {} : { name }),
    data,
  }
  return JSON.stringify(envelope)
}

export type Decoded<Data> =
  | {
      readonly ok: true
      readonly data: Data
      /** The version it was written in: older ones were migrated. */
      readonly storedVersion: number
      readonly name: string | undefined
      readonly savedAt: string
    }
  | { readonly ok: false; readonly problem: PersistProblem }

/** Brings data of an older version up to date and checks it (pure). */
export function upgradeData<Data>(
  definition: PersistedDefinition<Data>,
  version: number,
  data: unknown,
): { ok: true; data: Data } | { ok: false; problem: PersistProblem } {
  if (version > definition.version)
    return { ok: false, problem: { code: 'newer-version', version } }
  let current = data
  for (let step = version; step < definition.version; step++) {
    const migrate = definition.migrations[step]
    if (!migrate) return { ok: false, problem: { code: 'migration-failed', version } }
    try {
      current = migrate(current)
    } catch (error) {
      // A migration that checks the old shape says where it is wrong.
      if (error instanceof v.ValiError) return { ok: false, problem: invalidProblem(error.issues) }
      // A migration meets a shape it does not know: the data is not of the version it claims.
      return { ok: false, problem: { code: 'migration-failed', version } }
    }
  }
  const result = v.safeParse(definition.schema, current)
  if (result.success) return { ok: true, data: result.output }
  return { ok: false, problem: invalidProblem(result.issues) }
}

/** Checks one part of some data with its own schema: a problem names its path under `path`. */
export function checkPart<Data>(
  schema: v.GenericSchema<unknown, Data>,
  value: unknown,
  path: string,
): { ok: true; data: Data } | { ok: false; problem: PersistProblem } {
  const result = v.safeParse(schema, value)
  if (result.success) return { ok: true, data: result.output }
  const problem = invalidProblem(result.issues)
  return {
    ok: false,
    problem:
      problem.code === 'invalid'
        ? { ...problem, path: problem.path === '' ? path : `${path}.${problem.path}` }
        : problem,
  }
}

function invalidProblem([issue]: [
  v.BaseIssue<unknown>,
  ...v.BaseIssue<unknown>[],
]): PersistProblem {
  return {
    code: 'invalid',
    path: v.getDotPath(issue) ?? '',
    expected: issue.expected,
    received: issue.received,
  }
}

/** Reads an envelope (stored data, a named save or an uploaded file) of this page (pure). */
export function decodeEnvelope<Data>(
  definition: PersistedDefinition<Data>,
  text: string,
): Decoded<Data> {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ok: false, problem: { code: 'not-json' } }
  }
  const envelope = v.safeParse(envelopeSchema, parsed)
  if (!envelope.success) return { ok: false, problem: { code: 'not-an-envelope' } }
  const { page, version, data, name, savedAt } = envelope.output
  if (page !== definition.name) return { ok: false, problem: { code: 'other-page', page } }
  const upgraded = upgradeData(definition, version, data)
  if (!upgraded.ok) return upgraded
  return { ok: true, data: upgraded.data, storedVersion: version, name, savedAt }
}

/** The text of a download: the current data, indented for a curious reader. */
export function exportText<Data>(
  definition: PersistedDefinition<Data>,
  data: Data,
  exportedAt: Date,
): string {
  return `${JSON.stringify(JSON.parse(encodeEnvelope(definition, data, exportedAt)), null, 2)}\n`
}

/** A file name for a download: the page's name and the day, e.g. `hero-peeler-catalog-2026-11-22.json`. */
export function exportFileName(definition: { readonly name: string }, date: Date): string {
  return `${STORAGE_PREFIX}-${definition.name}-${date.toISOString().slice(0, 10)}.json`
}

/** A save name without surrounding spaces; null when empty or too long. */
export function normalizeSaveName(name: string): string | null {
  const trimmed = name.trim()
  return trimmed.length === 0 || trimmed.length > MAX_SAVE_NAME_LENGTH ? null : trimmed
}

export type PersistedStore<Data> = {
  readonly definition: PersistedDefinition<Data>
  /** For useSyncExternalStore: the same object until something changes. */
  readonly getSnapshot: () => PersistedSnapshot<Data>
  /** What the server renders and the first client render hydrates with. */
  readonly getServerSnapshot: () => PersistedSnapshot<Data>
  readonly subscribe: (listener: () => void) => () => void
  readonly set: (update: Data | ((current: Data) => Data)) => PersistResult
  /** Back to the initial data (the named saves stay). */
  readonly reset: () => PersistResult
  readonly exportText: () => string
  /** Replaces the data with an uploaded file's; a file that does not fit changes nothing. */
  readonly importText: (text: string) => PersistResult
  readonly saveAs: (
    name: string,
  ) => { ok: true; id: string } | { ok: false; problem: PersistProblem }
  readonly overwriteSave: (id: string) => PersistResult
  readonly loadSave: (id: string) => PersistResult
  readonly renameSave: (id: string, name: string) => PersistResult
  /** Removes the save and its data. */
  readonly deleteSave: (id: string) => PersistResult
  /** The set-aside entries as one file, for a download before they are discarded. */
  readonly quarantineText: () => string
  readonly discardQuarantine: () => PersistResult
  /** Called on a `storage` event: another tab changed a key. */
  readonly onStorageKey: (key: string | null) => void
}

export type StoreOptions = {
  /** The browser's storage; null (or throwing) when disabled. */
  readonly storage: () => Storage | null
  readonly now?: () => Date
  readonly createId?: () => string
}

function randomId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
}

const quarantineSchema = v.array(
  v.object({
    setAsideAt: v.string(),
    problem: v.looseObject({ code: v.string() }),
    text: v.string(),
  }),
)

/**
 * The store of one page's data. Stored data that is old is migrated and written back; data
 * that cannot be used is moved to the quarantine key with why, and the page starts afresh.
 */
export function createPersistedStore<Data>(
  definition: PersistedDefinition<Data>,
  options: StoreOptions,
): PersistedStore<Data> {
  const keys = storageKeys(definition.name)
  const now = options.now ?? (() => new Date())
  const createId = options.createId ?? randomId
  const listeners = new Set<() => void>()
  const serverSnapshot: PersistedSnapshot<Data> = {
    data: definition.initial,
    quarantine: [],
    saves: [],
    persistent: true,
  }
  let snapshot: PersistedSnapshot<Data> | null = null
  // What the page shows while the browser refuses to store: undefined when storage works.
  let memoryData: Data | undefined
  // The data this tab last wrote, as it was given: read back, every object in it would be new,
  // and what depends on an unchanged part (the barracks beside a new plan) would be made again.
  let writtenData: Data | undefined

  function storage(): Storage | null {
    try {
      return options.storage()
    } catch {
      return null
    }
  }

  function changed(): void {
    snapshot = null
    for (const listener of listeners) listener()
  }

  function write(entries: Readonly<Record<string, string | null>>): boolean {
    const target = storage()
    if (!target) return false
    try {
      for (const [key, value] of Object.entries(entries)) {
        if (value === null) target.removeItem(key)
        else target.setItem(key, value)
      }
      return true
    } catch {
      return false // quota exceeded or storage disabled
    }
  }

  function readQuarantine(target: Storage): QuarantineEntry[] {
    const text = target.getItem(keys.quarantine)
    if (text === null) return []
    try {
      const parsed = v.safeParse(quarantineSchema, JSON.parse(text))
      if (parsed.success) return parsed.output as QuarantineEntry[]
    } catch {
      // fall through: the quarantine itself was damaged, keep it whole as one entry
    }
    return [{ setAsideAt: now().toISOString(), problem: { code: 'not-json' }, text }]
  }

  function setAside(target: Storage, text: string, problem: PersistProblem, key: string): void {
    const entries = [...readQuarantine(target), { setAsideAt: now().toISOString(), problem, text }]
    try {
      target.setItem(keys.quarantine, JSON.stringify(entries))
      target.removeItem(key)
    } catch {
      // No room to set it aside: leave it where it is, the page uses the initial data.
    }
  }

  /** The current data, settling what is stored (migration, legacy key, quarantine). */
  function readData(target: Storage): Data {
    const text = target.getItem(keys.data)
    if (text === null) {
      const legacy = definition.legacy
      const legacyText = legacy ? target.getItem(legacy.key) : null
      if (!legacy || legacyText === null) return definition.initial
      let parsed: unknown
      try {
        parsed = JSON.parse(legacyText)
      } catch {
        setAside(target, legacyText, { code: 'not-json' }, legacy.key)
        return definition.initial
      }
      const upgraded = upgradeData(definition, legacy.version, parsed)
      if (!upgraded.ok) {
        setAside(target, legacyText, upgraded.problem, legacy.key)
        return definition.initial
      }
      try {
        target.setItem(keys.data, encodeEnvelope(definition, upgraded.data, now()))
        target.removeItem(legacy.key)
      } catch {
        // Read-only storage: the legacy key keeps being read, nothing is lost.
      }
      return upgraded.data
    }
    const decoded = decodeEnvelope(definition, text)
    if (!decoded.ok) {
      setAside(target, text, decoded.problem, keys.data)
      return definition.initial
    }
    if (decoded.storedVersion !== definition.version) {
      try {
        target.setItem(keys.data, encodeEnvelope(definition, decoded.data, now()))
      } catch {
        // Migrated again on the next read.
      }
    }
    return decoded.data
  }

  function readSaves(target: Storage): SaveEntry[] {
    const saves: SaveEntry[] = []
    for (let index = 0; index < target.length; index++) {
      const key = target.key(index)
      if (key === null || !key.startsWith(keys.savePrefix)) continue
      const id = key.slice(keys.savePrefix.length)
      let name = id
      let savedAt = ''
      try {
        const parsed = v.safeParse(envelopeSchema, JSON.parse(target.getItem(key) ?? ''))
        if (parsed.success) {
          name = parsed.output.name ?? id
          savedAt = parsed.output.savedAt
        }
      } catch {
        // Listed by its id: it can still be deleted, and loading it says what is wrong.
      }
      saves.push({ id, name, savedAt })
    }
    return saves.sort((a, b) => compareKeys(b.savedAt, a.savedAt) || compareText(a.name, b.name))
  }

  function getSnapshot(): PersistedSnapshot<Data> {
    if (snapshot) return snapshot
    const target = storage()
    let next: PersistedSnapshot<Data>
    try {
      next = target
        ? {
            data: memoryData ?? writtenData ?? readData(target),
            quarantine: readQuarantine(target),
            saves: readSaves(target),
            persistent: memoryData === undefined,
          }
        : { ...serverSnapshot, data: memoryData ?? definition.initial, persistent: false }
    } catch {
      next = { ...serverSnapshot, data: memoryData ?? definition.initial, persistent: false }
    }
    snapshot = sameAsServer(next) ? serverSnapshot : next
    return snapshot
  }

  // Nothing stored reads as the server's own snapshot: React re-renders a hydrated page at
  // once, synchronously, when the client's first snapshot is a different object.
  function sameAsServer(read: PersistedSnapshot<Data>): boolean {
    return (
      read.data === serverSnapshot.data &&
      read.persistent === serverSnapshot.persistent &&
      read.quarantine.length === 0 &&
      read.saves.length === 0
    )
  }

  function currentData(): Data {
    return getSnapshot().data
  }

  function replaceData(data: Data): PersistResult {
    const stored = write({ [keys.data]: encodeEnvelope(definition, data, now()) })
    memoryData = stored ? undefined : data
    writtenData = stored ? data : undefined
    changed()
    return stored ? { ok: true } : { ok: false, problem: { code: 'storage-refused' } }
  }

  function readSave(id: string): Decoded<Data> {
    const text = storage()?.getItem(keys.savePrefix + id) ?? null
    if (text === null) return { ok: false, problem: { code: 'no-such-save' } }
    return decodeEnvelope(definition, text)
  }

  function writeSave(id: string, name: string, data: Data): PersistResult {
    const stored = write({ [keys.savePrefix + id]: encodeEnvelope(definition, data, now(), name) })
    changed()
    return stored ? { ok: true } : { ok: false, problem: { code: 'storage-refused' } }
  }

  return {
    definition,
    getSnapshot,
    getServerSnapshot: () => serverSnapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(update) {
      const next =
        typeof update === 'function' ? (update as (current: Data) => Data)(currentData()) : update
      return replaceData(next)
    },
    reset() {
      const removed = write({
        [keys.data]: null,
        ...(definition.legacy ? { [definition.legacy.key]: null } : {}),
      })
      memoryData = removed ? undefined : definition.initial
      writtenData = undefined
      changed()
      return removed ? { ok: true } : { ok: false, problem: { code: 'storage-refused' } }
    },
    exportText: () => exportText(definition, currentData(), now()),
    importText(text) {
      if (text.length > MAX_FILE_BYTES) {
        return { ok: false, problem: { code: 'too-large', limit: MAX_FILE_BYTES } }
      }
      const decoded = decodeEnvelope(definition, text)
      return decoded.ok ? replaceData(decoded.data) : decoded
    },
    saveAs(name) {
      const normalized = normalizeSaveName(name)
      if (normalized === null) return { ok: false, problem: { code: 'invalid-name' } }
      const id = createId()
      const result = writeSave(id, normalized, currentData())
      return result.ok ? { ok: true, id } : result
    },
    overwriteSave(id) {
      const name = getSnapshot().saves.find((entry) => entry.id === id)?.name
      if (name === undefined) return { ok: false, problem: { code: 'no-such-save' } }
      return writeSave(id, name, currentData())
    },
    loadSave(id) {
      const save = readSave(id)
      return save.ok ? replaceData(save.data) : save
    },
    renameSave(id, name) {
      const normalized = normalizeSaveName(name)
      if (normalized === null) return { ok: false, problem: { code: 'invalid-name' } }
      const save = readSave(id)
      return save.ok ? writeSave(id, normalized, save.data) : save
    },
    deleteSave(id) {
      const removed = write({ [keys.savePrefix + id]: null })
      changed()
      return removed ? { ok: true } : { ok: false, problem: { code: 'storage-refused' } }
    },
    quarantineText: () => `${JSON.stringify(getSnapshot().quarantine, null, 2)}\n`,
    discardQuarantine() {
      const removed = write({ [keys.quarantine]: null })
      changed()
      return removed ? { ok: true } : { ok: false, problem: { code: 'storage-refused' } }
    },
    onStorageKey(key) {
      const base = `${STORAGE_PREFIX}:${definition.name}:`
      if (key === null || key.startsWith(base) || key === definition.legacy?.key) {
        // Another tab wrote: what this tab wrote last is no longer the stored data.
        writtenData = undefined
        changed()
      }
    },
  }
}
