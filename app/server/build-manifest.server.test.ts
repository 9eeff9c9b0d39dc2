import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  readBuildManifestAsset,
  readBuildManifestFile,
  readLatestBuild,
} from './build-manifest.server.ts'

let directory: string
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'hero-peeler-builds-'))
})
afterAll(() => rm(directory, { recursive: true, force: true }))

const OWN = { buildId: 'abc123', startedAt: 1000 }

const CASES = [
  { name: 'no manifest', content: undefined, expected: { id: 'abc123', timestamp: 1000 } },
  {
    name: 'a newer build announced',
    content: '{"id":"def456","timestamp":2000}',
    expected: { id: 'def456', timestamp: 2000 },
  },
  {
    name: 'an id without a timestamp',
    content: '{"id":"def456"}',
    expected: { id: 'def456', timestamp: 1000 },
  },
  { name: 'an unreadable manifest', content: '{', expected: { id: 'abc123', timestamp: 1000 } },
  { name: 'an empty id', content: '{"id":""}', expected: { id: 'abc123', timestamp: 1000 } },
]

test.each(CASES)(
  'readLatestBuild from a file (Node): $name',
  async ({ name, content, expected }) => {
    let manifestPath: string | undefined
    if (content !== undefined) {
      manifestPath = path.join(directory, `${name.replaceAll(' ', '-')}.json`)
      await writeFile(manifestPath, content)
    }
    const readManifest = readBuildManifestFile(manifestPath)
    expect(await readLatestBuild({ ...OWN, readManifest })).toEqual(expected)
  },
)

test('readLatestBuild: a configured file that does not exist', async () => {
  const readManifest = readBuildManifestFile(path.join(directory, 'missing.json'))
  expect(await readLatestBuild({ ...OWN, readManifest })).toEqual({ id: 'abc123', timestamp: 1000 })
})

test.each(CASES)(
  'readLatestBuild from an asset (Workers): $name',
  async ({ content, expected }) => {
    const requested: string[] = []
    const assets = {
      fetch: async (request: Request) => {
        requested.push(new URL(request.url).pathname)
        return content === undefined
          ? new Response('Not Found', { status: 404 })
          : new Response(content, { headers: { 'Content-Type': 'application/json' } })
      },
    }
    const readManifest = readBuildManifestAsset(assets)
    expect(await readLatestBuild({ ...OWN, readManifest })).toEqual(expected)
    expect(requested).toEqual(['/builds/latest.json'])
  },
)
