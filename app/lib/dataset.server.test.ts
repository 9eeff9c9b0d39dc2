import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  DatasetError,
  loadDataset,
  readBuild,
  readHeroDetail,
  readSkillDescription,
  readSkillDetail,
} from './dataset.server.ts'
import { fromColumnar, type HeroListRow } from './dataset-payloads.ts'

let workDirectory: string
let dataDirectory: string
const projectRoot = path.resolve(import.meta.dirname, '..', '..')
const FIXTURE_DIRECTORY = path.join(projectRoot, 'test', 'fixtures', 'feh-data')

/** Builds the fixture with the importer, run as a process: the app never imports data/. */
async function runImporter(target: string): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    [path.join(projectRoot, 'data', 'sync.ts'), '--from', FIXTURE_DIRECTORY, '--data-dir', target],
    { cwd: projectRoot },
  )
}

beforeAll(async () => {
  workDirectory = await mkdtemp(path.join(tmpdir(), 'hero-peeler-dataset-'))
  dataDirectory = path.join(workDirectory, 'data')
  await runImporter(dataDirectory)
}, 30_000)
afterAll(async () => {
  await rm(workDirectory, { recursive: true, force: true })
})

test('a complete build loads as real data, every payload with its ETag', async () => {
  const dataset = await loadDataset({
    dataDirectory,
    fixtureDirectory: FIXTURE_DIRECTORY,
    projectRoot,
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

test('accessors slice a payload, with an ETag of their own', async () => {
  const dataset = await loadDataset({
    dataDirectory,
    fixtureDirectory: FIXTURE_DIRECTORY,
    projectRoot,
  })
  const abel = readHeroDetail(dataset, 'PID_アベル')
  expect(abel?.data.hero.fullName).toBe('Abel: The Panther')
  expect(abel?.etag).toMatch(/^"[0-9a-f]{16}-[0-9a-f]{8}"$/)
  expect(readHeroDetail(dataset, 'PID_NOPE')).toBeNull()
  expect(readHeroDetail(dataset, '__proto__')).toBeNull()
  expect(readSkillDetail(dataset, 'SID_黒豹の槍')?.data.owners).toHaveLength(1)
  expect(readSkillDescription(dataset, 'SID_解放の剣').data).toBeNull()
  expect(readSkillDescription(dataset, 'SID_ホスト').data?.base).toContain(
    '<img src=x onerror=alert(1)>',
  )
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
    const other = path.join(workDirectory, `broken-${Math.random().toString(16).slice(2)}`)
    await runImporter(other)
    await breakBuild(path.join(other, 'build'))
    const error = await readBuild(path.join(other, 'build')).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(DatasetError)
    expect((error as DatasetError).reason).toMatch(reason)
  },
)

test('without a build, the fixture stands in, flagged isFixture', async () => {
  const empty = path.join(workDirectory, 'empty')
  const dataset = await loadDataset({
    dataDirectory: empty,
    fixtureDirectory: FIXTURE_DIRECTORY,
    projectRoot,
  })
  expect(dataset.isFixture).toBe(true)
  expect(dataset.fixtureReason).toBe('no build folder')
  expect(dataset.payloads.summary.data.counts.skills).toBe(120)
  await rm(path.dirname(dataset.directory), { recursive: true, force: true })
}, 30_000)
