import { cp, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { checkReferences } from './check-references.ts'
import { normalizeDataset } from './normalize.ts'
import { readUpstreamDataset, type UpstreamDataset } from './validate.ts'

// Test helpers: the hand-written fixture (test/fixtures/feh-data) at each importer stage, and
// any dataset folder read the same way.

export const FIXTURE_DIRECTORY = path.resolve(
  import.meta.dirname,
  '..',
  'test',
  'fixtures',
  'feh-data',
)

/** The upstream JSON files of a dataset folder, by file name. */
export async function readDatasetTexts(directory: string): Promise<Map<string, string>> {
  const texts = new Map<string, string>()
  for (const name of await readdir(directory)) {
    if (name.endsWith('.json')) texts.set(name, await readFile(path.join(directory, name), 'utf8'))
  }
  return texts
}

/** A dataset folder read and validated (the fixture, or the full data of HERO_PEELER_DATA). */
export async function readUpstreamFrom(directory: string): Promise<UpstreamDataset> {
  const read = readUpstreamDataset(await readDatasetTexts(directory))
  if (!read.ok) throw new Error(`${directory} is invalid: ${JSON.stringify(read.issues[0])}`)
  return read.dataset
}

export function readFixtureTexts(): Promise<Map<string, string>> {
  return readDatasetTexts(FIXTURE_DIRECTORY)
}

export function readFixtureUpstream(): Promise<UpstreamDataset> {
  return readUpstreamFrom(FIXTURE_DIRECTORY)
}

export async function readFixtureNormalized(): Promise<ReturnType<typeof normalizeDataset>> {
  const checked = checkReferences(await readFixtureUpstream())
  if (!checked.ok) throw new Error(`The fixture is inconsistent: ${JSON.stringify(checked.issues)}`)
  return normalizeDataset(checked.dataset)
}

/** A writable copy of the fixture, for tests that break one file. */
export async function copyFixture(target: string): Promise<string> {
  await cp(FIXTURE_DIRECTORY, target, { recursive: true })
  return target
}
