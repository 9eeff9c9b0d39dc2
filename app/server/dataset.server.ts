import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import path from 'node:path'
import * as v from 'valibot'
import type { DataVersion } from '#app/lib/root-data.ts'
import {
  type BuildIndex,
  decodeHeroRows,
  type HeroListRow,
  PAYLOAD_FORMAT,
  PAYLOAD_NAMES,
  type PayloadContents,
  type PayloadName,
  payloadFileName,
} from '#app/payloads/dataset-payloads.ts'
import {
  EMPTY_HISTORY,
  WHATS_NEW_FILE,
  type WhatsNewHistory,
  whatsNewHistorySchema,
} from '#app/payloads/whats-new.ts'
import { createFileDatasetSource, resolveFolder } from './dataset-files.server.ts'
import type { DatasetOptions, DatasetSource } from './dataset-source.ts'
import { getEnv } from './env.server.ts'

/** One payload held in memory, with the ETag its content hash gives it. */
export type LoadedPayload<Name extends PayloadName> = {
  readonly data: PayloadContents[Name]
  readonly hash: string
  /** The file's JSON text, served as it is (parsing and writing it again costs time). */
  readonly text: string
  /** A strong ETag: the same bytes always get the same tag. */
  readonly etag: string
}

export type Dataset = {
  /** The hand-written fixture stands in: pages show a notice with the command that syncs. */
  readonly isFixture: boolean
  /** Why the fixture is used (no build, or an incomplete one); null for real data. */
  readonly fixtureReason: string | null
  /** The build folder the payloads were read from, symlinks resolved. */
  readonly directory: string
  readonly builtAt: string
  readonly payloads: { readonly [Name in PayloadName]: LoadedPayload<Name> }
  /** What each sync found new, newest day first (empty before the second sync). */
  readonly whatsNew: WhatsNewHistory
}

/** The build could not be read; `directory` and `reason` say which and why. */
export class DatasetError extends Error {
  override readonly name = 'DatasetError'
  readonly directory: string
  readonly reason: string

  constructor(directory: string, reason: string) {
    super(`Cannot load the dataset from ${directory}: ${reason}`)
    this.directory = directory
    this.reason = reason
  }
}

/** Where `npm run build` puts the embedded fixture dataset (data/embed-fixture.ts writes it). */
export const EMBEDDED_DATA_DIRECTORY = path.join('build', 'fixture-data')

/** A short content hash: the ETags of payloads and drawn pictures. */
export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16)
}

/**
 * Reads a whole build, checking every payload against the hash in index.json (written last
 * by the importer). Throws DatasetError rather than return part of a build.
 */
export async function readBuild(
  buildDirectory: string,
): Promise<Omit<Dataset, 'isFixture' | 'fixtureReason'>> {
  // Resolve the symlinks once: a sync that swaps `current` meanwhile cannot mix two builds.
  const directory = await resolveFolder(buildDirectory)
  if (directory === null) throw new DatasetError(buildDirectory, 'no build folder')
  return readBuildFrom(FILE_READER, directory)
}

/** Reads files of a folder already resolved (the fallback folder is not used). */
const FILE_READER = createFileDatasetSource({ dataDirectory: '', fallbackDirectory: '' })

/** Reads the build at `directory` from the host's source, as readBuild does. */
async function readBuildFrom(
  source: DatasetSource,
  directory: string,
): Promise<Omit<Dataset, 'isFixture' | 'fixtureReason'>> {
  const indexText = await source.readText(directory, 'index.json')
  if (indexText === null)
    throw new DatasetError(directory, 'no index.json (the build is incomplete)')
  let index: BuildIndex
  try {
    index = JSON.parse(indexText) as BuildIndex
  } catch {
    throw new DatasetError(directory, 'index.json is not valid JSON')
  }
  if (index.format !== PAYLOAD_FORMAT) {
    throw new DatasetError(
      directory,
      `payload format ${index.format}, expected ${PAYLOAD_FORMAT}: run npm run data:build`,
    )
  }
  const payloads = {} as Record<PayloadName, LoadedPayload<PayloadName>>
  for (const name of PAYLOAD_NAMES) {
    const entry = index.payloads?.[name]
    if (!entry) throw new DatasetError(directory, `index.json lists no ${name} payload`)
    const text = await source.readText(directory, path.basename(entry.file))
    if (text === null) throw new DatasetError(directory, `${entry.file} is missing`)
    if (hashText(text) !== entry.hash)
      throw new DatasetError(directory, `${entry.file} does not match its hash`)
    payloads[name] = {
      data: JSON.parse(text) as PayloadContents[PayloadName],
      hash: entry.hash,
      text,
      etag: `"${entry.hash}"`,
    }
  }
  return {
    directory,
    builtAt: index.builtAt,
    payloads: payloads as Dataset['payloads'],
    whatsNew: await readWhatsNew(source, directory),
  }
}

/** The build's history of changes; none in a build from before it, or in one tampered with. */
async function readWhatsNew(source: DatasetSource, directory: string): Promise<WhatsNewHistory> {
  const text = await source.readText(directory, WHATS_NEW_FILE)
  if (text === null) return EMPTY_HISTORY
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    value = null
  }
  const parsed = v.safeParse(whatsNewHistorySchema, value)
  if (parsed.success) return parsed.output
  // The pages still work without it: said in the log, not to players.
  console.error(`${directory}/${WHATS_NEW_FILE} is unreadable; What's new is empty.`)
  return EMPTY_HISTORY
}

/** The synced build if complete, else the fixture dataset flagged `isFixture`. */
export function loadDataset(options: DatasetOptions): Promise<Dataset> {
  return loadDatasetFrom(createFileDatasetSource(options))
}

/** loadDataset, from any host's source. */
export async function loadDatasetFrom(source: DatasetSource): Promise<Dataset> {
  let fixtureReason: string
  try {
    const directory = await source.locateBuild()
    if (directory === null) throw new DatasetError(source.origin, 'no build folder')
    const build = await readBuildFrom(source, directory)
    return { ...build, isFixture: false, fixtureReason: null }
  } catch (error) {
    if (!(error instanceof DatasetError)) throw error
    fixtureReason = error.reason
  }
  const fallback = await source
    .locateFallback()
    .then((directory) => {
      if (directory === null) throw new DatasetError(source.origin, 'no build folder')
      return readBuildFrom(source, directory)
    })
    .catch((error: unknown) => {
      if (!(error instanceof DatasetError)) throw error
      throw new DatasetError(
        source.origin,
        `${fixtureReason}, and the embedded fixture is unreadable (${error.reason}): run npm run build`,
      )
    })
  return { ...fallback, isFixture: true, fixtureReason }
}

/** What a refresh found: the same build, a new one now current, or a new one unreadable. */
export type RefreshOutcome = 'unchanged' | 'switched' | 'failed'

/**
 * The server's dataset over time. A sync makes a new generation current by moving a symlink;
 * `refresh` notices, reads the whole new build, and only then answers with it. Requests that
 * hold the old one finish on it, and its payload files stay served a while for pages that
 * were drawn from it. A new build that cannot be read leaves the old one in place.
 */
export type DatasetStore = {
  /** The current dataset (the first call loads it; a failed load is retried by the next). */
  readonly get: () => Promise<Dataset>
  readonly refresh: () => Promise<RefreshOutcome>
  /** The current and recently replaced datasets, newest first. */
  readonly listServed: () => Promise<readonly Dataset[]>
}

/** How long a replaced dataset's payload files stay served: pages drawn from it finish loading. */
export const RETIRED_DATASET_MS = 10 * 60_000

export function createDatasetStore(
  options: (DatasetOptions | { readonly source: DatasetSource }) & { readonly now?: () => number },
): DatasetStore {
  const now = options.now ?? Date.now
  const source = 'source' in options ? options.source : createFileDatasetSource(options)
  let current: Promise<Dataset> | null = null
  let retired: { readonly dataset: Dataset; readonly until: number }[] = []
  let refreshing: Promise<RefreshOutcome> | null = null
  // A broken build is read once, not on every check, until `current` points elsewhere.
  let unreadableDirectory: string | null = null

  const get = (): Promise<Dataset> => {
    if (current === null) {
      const loading = loadDatasetFrom(source).catch((error: unknown) => {
        // A failed load is retried by the next request rather than cached forever.
        if (current === loading) current = null
        throw error
      })
      current = loading
    }
    return current
  }

  const switchTo = async (directory: string): Promise<RefreshOutcome> => {
    const previous = await get()
    if (directory === previous.directory) return 'unchanged'
    if (directory === unreadableDirectory) return 'failed'
    try {
      const next: Dataset = {
        ...(await readBuildFrom(source, directory)),
        isFixture: false,
        fixtureReason: null,
      }
      retired = [{ dataset: previous, until: now() + RETIRED_DATASET_MS }, ...retired]
      current = Promise.resolve(next)
      unreadableDirectory = null
      return 'switched'
    } catch (error) {
      if (!(error instanceof DatasetError)) throw error
      unreadableDirectory = directory
      console.error(`${error.message}; the server keeps the data it has.`)
      return 'failed'
    }
  }

  const refresh = (): Promise<RefreshOutcome> => {
    refreshing ??= (async () => {
      retired = retired.filter((entry) => entry.until > now())
      const directory = await source.locateBuild()
      // No synced build (yet): the fixture, or the data already loaded, stays.
      if (directory === null) return 'unchanged'
      return switchTo(directory)
    })().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  const listServed = async (): Promise<readonly Dataset[]> => {
    const dataset = await get()
    return [
      dataset,
      ...retired.filter((entry) => entry.until > now()).map((entry) => entry.dataset),
    ]
  }

  return { get, refresh, listServed }
}

let defaultStore: DatasetStore | null = null

function readDefaultStore(): DatasetStore {
  defaultStore ??= createDatasetStore(defaultDatasetOptions())
  return defaultStore
}

/**
 * A host whose files are not the Node host's folders (Workers: the deploy's static assets) says
 * where the dataset is, before its first request.
 */
export function setDatasetSource(source: DatasetSource): void {
  defaultStore = createDatasetStore({ source })
}

// Issue 26: a request works with the dataset current when it began, even if a new generation
// is switched in meanwhile (decision 0056).
const pinnedDataset = new AsyncLocalStorage<Dataset>()

/** The dataset of this request: the one pinned when it began, else the current one. */
export function getDataset(): Promise<Dataset> {
  const pinned = pinnedDataset.getStore()
  return pinned ? Promise.resolve(pinned) : readDefaultStore().get()
}

/**
 * Handles one request with the current dataset pinned, whatever a refresh does meanwhile; one
 * already pinned (by the page cache, whose key names it) stays.
 */
export async function runWithDataset<Result>(handle: () => Promise<Result>): Promise<Result> {
  if (pinnedDataset.getStore() !== undefined) return handle()
  // Without a dataset the request goes on unpinned: its loaders meet the error and say it.
  const dataset = await readDefaultStore()
    .get()
    .catch(() => null)
  return dataset ? pinnedDataset.run(dataset, handle) : handle()
}

/** Checks for a new generation now (after a sync) rather than at the next interval. */
export function refreshDataset(): Promise<RefreshOutcome> {
  return readDefaultStore().refresh()
}

/**
 * Checks every `intervalMs` whether a sync made a new generation current, and switches to it;
 * `onSwitch` gets each new dataset (to compress its payloads). Returns the stop function.
 */
export function watchDataset(options: {
  readonly intervalMs: number
  readonly onSwitch: (dataset: Dataset) => void
}): () => void {
  const check = async () => {
    if ((await refreshDataset()) === 'switched') options.onSwitch(await readDefaultStore().get())
  }
  const timer = setInterval(() => {
    check().catch((error: unknown) => console.error('Checking for a new dataset failed:', error))
  }, options.intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}

function defaultDatasetOptions(): DatasetOptions {
  return {
    dataDirectory: path.resolve(getEnv().dataDirectory),
    fallbackDirectory: path.resolve(EMBEDDED_DATA_DIRECTORY),
  }
}

/** A slice of a payload: the ETag adds the slice's key to the payload's hash. */
export type PayloadSlice<Data> = { readonly data: Data; readonly etag: string }

/** The ETag of one entry of a payload (a hero's detail): the payload's hash and the key. */
export function sliceEtag(payload: LoadedPayload<PayloadName>, key: string): string {
  return `"${payload.hash}-${hashText(key).slice(0, 8)}"`
}

/** An entry of a keyed payload (hero or skill details), or undefined; never a prototype key. */
export function readEntry<Entry>(
  entries: Readonly<Record<string, Entry>>,
  key: string,
): Entry | undefined {
  return Object.hasOwn(entries, key) ? entries[key] : undefined
}

/**
 * Which generation of the data this is (a hash of its payloads' hashes), and what its sync found
 * new: the history's newest day, when that day's last sync made this generation.
 */
export function readDataVersion(dataset: Dataset): DataVersion {
  return deriveFromDataset(dataset, 'data-version', () => {
    const id = hashText(PAYLOAD_NAMES.map((name) => dataset.payloads[name].hash).join())
    const newest = dataset.whatsNew.entries[0]
    if (newest === undefined || newest.syncedAt !== dataset.payloads.summary.data.syncedAt)
      return { id, news: null }
    const { heroesAdded, skillsAdded, skillsChanged } = newest.changes
    return {
      id,
      news: {
        heroes: heroesAdded.length,
        skills: skillsAdded.length,
        changed: skillsChanged.length,
      },
    }
  })
}

/** Where a payload file is served (its name holds its content hash). */
export function payloadUrl(dataset: Dataset, name: PayloadName): string {
  return `/payloads/${payloadFileName(name, dataset.payloads[name].hash)}`
}

const derived = new WeakMap<Dataset, Map<string, unknown>>()

/**
 * A value the server works out from a dataset once (decoded rows, ranks), kept as long as the
 * dataset: the one cache of derived data on the server. Accessors that need the same value
 * share its key.
 */
export function deriveFromDataset<Value>(
  dataset: Dataset,
  key: string,
  compute: () => Value,
): Value {
  let values = derived.get(dataset)
  if (values === undefined) {
    values = new Map()
    derived.set(dataset, values)
  }
  if (!values.has(key)) values.set(key, compute())
  return values.get(key) as Value
}

/**
 * A payload by its content-hashed file name (`heroes.<hash>.json`), or null if none has it:
 * the request's dataset, then the others still served (a page drawn before a switch).
 */
export async function readPayloadFile(file: string): Promise<LoadedPayload<PayloadName> | null> {
  const datasets = [await getDataset(), ...(await readDefaultStore().listServed())]
  for (const dataset of datasets) {
    const name = PAYLOAD_NAMES.find(
      (candidate) => file === payloadFileName(candidate, dataset.payloads[candidate].hash),
    )
    if (name) return dataset.payloads[name]
  }
  return null
}

/** Where each payload is served: the index pages and tools read to find the current files. */
export async function listPayloadFiles(): Promise<{
  etag: string
  files: Record<PayloadName, string>
}> {
  const dataset = await getDataset()
  const files = Object.fromEntries(
    PAYLOAD_NAMES.map((name) => [name, payloadFileName(name, dataset.payloads[name].hash)]),
  ) as Record<PayloadName, string>
  return { etag: `"${hashText(Object.values(files).join())}"`, files }
}

/** Every hero's row, decoded once per dataset (the heroes pages and the hero view read it). */
export function readHeroRows(dataset: Dataset): readonly HeroListRow[] {
  return deriveFromDataset(dataset, 'hero-rows', () => decodeHeroRows(dataset.payloads.heroes.data))
}
