import { cp, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { checkReferences } from './check-references.ts'
import { normalizeDataset } from './normalize.ts'
import { readUpstreamDataset, type UpstreamDataset } from './validate.ts'

// Test helpers: the hand-written fixture (test/fixtures/feh-data) at each importer stage.

export const FIXTURE_DIRECTORY = path.resolve(
  import.meta.dirname,
  '..',
  'test',
  'fixtures',
  'feh-data',
)

export async function readFixtureTexts(): Promise<Map<string, string>> {
  const texts = new Map<string, string>()
  for (const name of await readdir(FIXTURE_DIRECTORY)) {
    if (name.endsWith('.json'))
      texts.set(name, await readFile(path.join(FIXTURE_DIRECTORY, name), 'utf8'))
  }
  return texts
}

export async function readFixtureUpstream(): Promise<UpstreamDataset> {
  const read = readUpstreamDataset(await readFixtureTexts())
  if (!read.ok) throw new Error(`The fixture is invalid: ${JSON.stringify(read.issues)}`)
  return read.dataset
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
