import {
  cp,
  mkdir,
  mkdtemp,
  readFile,
  realpath,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { HeroId } from '#app/domain/hero.ts'
import { decodeHeroRows, payloadFileName } from '#app/payloads/dataset-payloads.ts'
import {
  createDatasetStore,
  type Dataset,
  DatasetError,
  getDataset,
  hashText,
  loadDataset,
  RETIRED_DATASET_MS,
  readBuild,
  readDataVersion,
  readEntry,
  readPayloadFile,
  refreshDataset,
  runWithDataset,
  sliceEtag,
} from './dataset.server.ts'

let workDirectory: string
// The fixture as the importer builds it (test/fixture-dataset.ts); the server only reads it.
const dataDirectory = inject('fixtureDataDirectory')

/** A copy of the fixture's build, symlinks resolved, for a test to break. */
async function copyBuild(target: string): Promise<string> {
  await cp(path.join(dataDirectory, 'build'), target, { recursive: true, dereference: true })
  return target
}

beforeAll(async () => {
  workDirectory = await mkdtemp(path.join(tmpdir(), 'hero-peeler-dataset-'))
})
afterAll(async () => {
  await rm(workDirectory, { recursive: true, force: true })
})

test('a complete build loads as real data, every payload with its ETag', async () => {
  const dataset = await loadDataset({
    dataDirectory,
    fallbackDirectory: path.join(workDirectory, 'no-fallback'),
  })
  expect(dataset.isFixture).toBe(false)
  expect(dataset.fixtureReason).toBeNull()
  const summary = dataset.payloads.summary
  expect(summary.etag).toBe(`"${summary.hash}"`)
  expect(summary.data.counts.heroes).toBe(31)
  const abel = decodeHeroRows(dataset.payloads.heroes.data).find((row) => row.id === 'PID_アベル')
  expect([abel?.hp, abel?.atk, abel?.spd, abel?.def, abel?.res]).toEqual([39, 33, 32, 25, 25])
})

test('the data version: one id per generation; news only from the sync that made it', async () => {
  const dataset = await loadDataset({
    dataDirectory,
    fallbackDirectory: path.join(workDirectory, 'no-fallback'),
  })
  const syncedAt = dataset.payloads.summary.data.syncedAt
  const day = (at: string) => ({
    date: at.slice(0, 10),
    syncedAt: at,
    changes: {
      heroesAdded: [{ id: 'PID_X' as HeroId, name: 'X' }],
      skillsAdded: [],
      skillsChanged: [],
      bannersAdded: [],
    },
  })
  const withHistory = (at: string): Dataset => ({
    ...dataset,
    whatsNew: { format: 1, entries: [day(at)] },
  })
  const plain = readDataVersion(dataset)
  expect(plain).toEqual({ id: expect.stringMatching(/^[0-9a-f]{16}$/), news: null })
  expect(readDataVersion(withHistory(syncedAt))).toEqual({
    id: plain.id,
    news: { heroes: 1, skills: 0, changed: 0 },
  })
  // The newest day is from an older sync: this generation brought nothing new.
  expect(readDataVersion(withHistory('2020-01-01T00:00:00.000Z')).news).toBeNull()
  const summary = { ...dataset.payloads.summary, hash: 'another' }
  const other: Dataset = { ...dataset, payloads: { ...dataset.payloads, summary } }
  expect(readDataVersion(other).id).not.toBe(plain.id)
})

test('an entry of a keyed payload is its own; a prototype key is none', async () => {
  const dataset = await loadDataset({
    dataDirectory,
    fallbackDirectory: path.join(workDirectory, 'no-fallback'),
  })
  const details = dataset.payloads['hero-details']
  expect(readEntry(details.data, 'PID_アベル')?.hero.fullName).toBe('Abel: The Panther')
  expect(readEntry(details.data, 'PID_NOPE')).toBeUndefined()
  expect(readEntry(details.data, '__proto__')).toBeUndefined()
  expect(sliceEtag(details, 'PID_アベル')).toMatch(/^"[0-9a-f]{16}-[0-9a-f]{8}"$/)
})

test.each([
  {
    name: 'a payload that does not match its hash',
    breakBuild: async (build: string) => {
      const index = JSON.parse(await readFile(path.join(build, 'index.json'), 'utf8'))
      await writeFile(path.join(build, index.payloads.skills.file), '{"count":0}')
    },
    reason: /does not match its hash/,
  },
  {
    name: 'a build without its index (still being written)',
    breakBuild: (build: string) => rm(path.join(build, 'index.json')),
    reason: /no index\.json/,
  },
  {
    name: 'a payload file missing',
    breakBuild: async (build: string) => {
      const index = JSON.parse(await readFile(path.join(build, 'index.json'), 'utf8'))
      await rm(path.join(build, index.payloads['hero-details'].file))
    },
    reason: /is missing/,
  },
])(
  'readBuild refuses $name rather than serve part of a build',
  { timeout: 30_000 },
  async ({ breakBuild, reason }) => {
    const build = await copyBuild(
      path.join(workDirectory, `broken-${Math.random().toString(16).slice(2)}`),
    )
    await breakBuild(build)
    const error = await readBuild(build).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(DatasetError)
    expect((error as DatasetError).reason).toMatch(reason)
  },
)

test('without a build, the embedded fixture stands in, flagged isFixture', async () => {
  const dataset = await loadDataset({
    dataDirectory: path.join(workDirectory, 'empty'),
    fallbackDirectory: dataDirectory,
  })
  expect(dataset.isFixture).toBe(true)
  expect(dataset.fixtureReason).toBe('no build folder')
  expect(dataset.payloads.summary.data.counts.skills).toBe(120)
})

test('without a build or an embedded fixture, the error says to build', async () => {
  const error = await loadDataset({
    dataDirectory: path.join(workDirectory, 'empty'),
    fallbackDirectory: path.join(workDirectory, 'no-fallback'),
  }).catch((thrown: unknown) => thrown)
  expect(error).toBeInstanceOf(DatasetError)
  expect((error as DatasetError).reason).toMatch(/no build folder.*run npm run build/)
})

describe('a new generation, switched in without a restart', () => {
  /** A data folder as a sync leaves it: `build` → `current/build` → generations/<id>/build. */
  async function makeDataFolder(name: string): Promise<string> {
    const folder = path.join(workDirectory, name)
    await mkdir(path.join(folder, 'generations'), { recursive: true })
    await symlink('current/build', path.join(folder, 'build'))
    return folder
  }

  /** Copies the fixture's build into a generation, its summary changed so its hash differs. */
  async function addGeneration(folder: string, id: string, marker: string): Promise<void> {
    const build = await copyBuild(path.join(folder, 'generations', id, 'build'))
    const indexFile = path.join(build, 'index.json')
    const index = JSON.parse(await readFile(indexFile, 'utf8'))
    const text = `${await readFile(path.join(build, index.payloads.summary.file), 'utf8')}${marker}`
    const hash = hashText(text)
    index.payloads.summary = { ...index.payloads.summary, file: `summary.${hash}.json`, hash }
    await writeFile(path.join(build, index.payloads.summary.file), text)
    await writeFile(indexFile, JSON.stringify(index))
  }

  /** What a sync does last: `current` points at the new generation, in one rename. */
  async function makeCurrent(folder: string, id: string): Promise<void> {
    const temporary = path.join(folder, `.current-${id}`)
    await symlink(path.join('generations', id), temporary)
    await rename(temporary, path.join(folder, 'current'))
  }

  test('a refresh switches to the new build; the old one stays served a while', async () => {
    const folder = await makeDataFolder('switch')
    await addGeneration(folder, 'a', ' ')
    await addGeneration(folder, 'b', '  ')
    await makeCurrent(folder, 'a')
    let time = 0
    const store = createDatasetStore({
      dataDirectory: folder,
      fallbackDirectory: dataDirectory,
      now: () => time,
    })
    const first = await store.get()
    expect(await store.refresh()).toBe('unchanged')

    await makeCurrent(folder, 'b')
    expect(await store.refresh()).toBe('switched')
    const second = await store.get()
    expect(second.directory).toBe(path.join(await realpath(folder), 'generations', 'b', 'build'))
    expect(second.payloads.summary.hash).not.toBe(first.payloads.summary.hash)
    expect(await store.listServed()).toEqual([second, first])
    time += RETIRED_DATASET_MS + 1
    expect(await store.listServed()).toEqual([second])
  })

  test('an unreadable new build leaves the current one in place', async () => {
    const folder = await makeDataFolder('broken')
    await addGeneration(folder, 'a', ' ')
    await addGeneration(folder, 'b', '  ')
    await rm(path.join(folder, 'generations', 'b', 'build', 'index.json'))
    await makeCurrent(folder, 'a')
    const store = createDatasetStore({ dataDirectory: folder, fallbackDirectory: dataDirectory })
    const first = await store.get()
    await makeCurrent(folder, 'b')
    expect(await store.refresh()).toBe('failed')
    expect(await store.get()).toBe(first)
  })

  test('the first synced build replaces the embedded fixture', async () => {
    const folder = await makeDataFolder('first')
    const store = createDatasetStore({ dataDirectory: folder, fallbackDirectory: dataDirectory })
    expect((await store.get()).isFixture).toBe(true)
    await addGeneration(folder, 'a', ' ')
    await makeCurrent(folder, 'a')
    expect(await store.refresh()).toBe('switched')
    expect((await store.get()).isFixture).toBe(false)
  })

  test('a request keeps the dataset it began with; its payloads stay served', async () => {
    const folder = await makeDataFolder('pinned')
    await addGeneration(folder, 'a', ' ')
    await addGeneration(folder, 'b', '  ')
    await makeCurrent(folder, 'a')
    // The server's own store reads the data folder from the environment, once.
    process.env.HERO_PEELER_DATA_DIR = folder
    const [before, during] = await runWithDataset(async () => {
      const seen = await getDataset()
      await makeCurrent(folder, 'b')
      expect(await refreshDataset()).toBe('switched')
      return [seen, await getDataset()]
    })
    expect(during).toBe(before)
    const after = await getDataset()
    expect(after).not.toBe(before)
    const oldSummary = payloadFileName('summary', before?.payloads.summary.hash ?? '')
    expect((await readPayloadFile(oldSummary))?.hash).toBe(before?.payloads.summary.hash)
  })
})
