import { createHash } from 'node:crypto'
import { readFile, realpath } from 'node:fs/promises'
import path from 'node:path'
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

export type DatasetOptions = {
  /** The synced data folder (its build/ holds the payloads). */
  readonly dataDirectory: string
  /**
   * The embedded default: the fixture dataset, built into a data folder by `npm run build`
   * (data/embed-fixture.ts), used when no synced build is present. The server only reads it.
   */
  readonly fallbackDirectory: string
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
  const directory = await realpath(buildDirectory).catch(() => null)
  if (directory === null) throw new DatasetError(buildDirectory, 'no build folder')
  const indexText = await readFile(path.join(directory, 'index.json'), 'utf8').catch(() => null)
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
    const text = await readFile(path.join(directory, path.basename(entry.file)), 'utf8').catch(
      () => null,
    )
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
  return { directory, builtAt: index.builtAt, payloads: payloads as Dataset['payloads'] }
}

/** The synced build if complete, else the fixture dataset flagged `isFixture`. */
export async function loadDataset(options: DatasetOptions): Promise<Dataset> {
  let fixtureReason: string
  try {
    const build = await readBuild(path.join(options.dataDirectory, 'build'))
    return { ...build, isFixture: false, fixtureReason: null }
  } catch (error) {
    if (!(error instanceof DatasetError)) throw error
    fixtureReason = error.reason
  }
  const fallback = await readBuild(path.join(options.fallbackDirectory, 'build')).catch(
    (error: unknown) => {
      if (!(error instanceof DatasetError)) throw error
      throw new DatasetError(
        options.dataDirectory,
        `${fixtureReason}, and the embedded fixture is unreadable (${error.reason}): run npm run build`,
      )
    },
  )
  return { ...fallback, isFixture: true, fixtureReason }
}

let datasetPromise: Promise<Dataset> | null = null

/** The dataset, loaded once per process (the first caller waits; later ones share it). */
export function getDataset(options: DatasetOptions = defaultDatasetOptions()): Promise<Dataset> {
  if (datasetPromise === null) {
    datasetPromise = loadDataset(options).catch((error: unknown) => {
      // A failed load is retried by the next request rather than cached forever.
      datasetPromise = null
      throw error
    })
  }
  return datasetPromise
}

/** Forgets the loaded dataset, so the next getDataset reads the build again (after a sync). */
export function resetDataset(): void {
  datasetPromise = null
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

/** A payload by its content-hashed file name (`heroes.<hash>.json`), or null if none has it. */
export async function readPayloadFile(file: string): Promise<LoadedPayload<PayloadName> | null> {
  const dataset = await getDataset()
  const name = PAYLOAD_NAMES.find(
    (candidate) => file === payloadFileName(candidate, dataset.payloads[candidate].hash),
  )
  return name ? dataset.payloads[name] : null
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
