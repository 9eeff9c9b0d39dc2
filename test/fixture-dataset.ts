import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { syncDataset } from '../data/sync-dataset.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder holding the fixture dataset as the importer builds it (its build/ inside). */
    fixtureDataDirectory: string
    /** The same for the full dataset, when HERO_PEELER_DATA names it; else null. */
    fullDataDirectory: string | null
  }
}

export const FIXTURE_SOURCE = path.resolve(import.meta.dirname, 'fixtures', 'feh-data')

async function buildDataset(sourceDirectory: string): Promise<string> {
  const dataDirectory = path.join(await mkdtemp(path.join(tmpdir(), 'hero-peeler-test-')), 'data')
  await syncDataset({ source: { kind: 'directory', path: sourceDirectory }, dataDirectory })
  return dataDirectory
}

/** Builds the fixture dataset once for the whole run, as `npm run build` embeds it. */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('fixtureDataDirectory', await buildDataset(FIXTURE_SOURCE))
  const full = process.env.HERO_PEELER_DATA
  project.provide('fullDataDirectory', full ? await buildDataset(path.resolve(full)) : null)
}
