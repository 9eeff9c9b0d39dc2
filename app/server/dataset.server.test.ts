import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { fromColumnar, type HeroListRow } from '#app/payloads/dataset-payloads.ts'
import { DatasetError, loadDataset, readBuild, readEntry, sliceEtag } from './dataset.server.ts'

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
  const abel = fromColumnar<HeroListRow>(dataset.payloads.heroes.data).find(
    (row) => row.id === 'PID_アベル',
  )
  expect([abel?.hp, abel?.atk, abel?.spd, abel?.def, abel?.res]).toEqual([39, 33, 32, 25, 25])
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
