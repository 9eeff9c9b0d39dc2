import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { readLatestBuild } from './build-manifest.server.ts'

let directory: string
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'hero-peeler-builds-'))
})
afterAll(() => rm(directory, { recursive: true, force: true }))

const OWN = { buildId: 'abc123', startedAt: 1000 }

test.each([
  {
    name: 'no manifest file configured',
    content: undefined,
    expected: { id: 'abc123', timestamp: 1000 },
  },
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
  { name: 'an unreadable file', content: '{', expected: { id: 'abc123', timestamp: 1000 } },
  { name: 'an empty id', content: '{"id":""}', expected: { id: 'abc123', timestamp: 1000 } },
])('readLatestBuild: $name', async ({ name, content, expected }) => {
  let manifestPath: string | undefined
  if (content !== undefined) {
    manifestPath = path.join(directory, `${name.replaceAll(' ', '-')}.json`)
    await writeFile(manifestPath, content)
  }
  expect(await readLatestBuild({ ...OWN, manifestPath })).toEqual(expected)
})

test('readLatestBuild: a configured file that does not exist', async () => {
  const manifestPath = path.join(directory, 'missing.json')
  expect(await readLatestBuild({ ...OWN, manifestPath })).toEqual({ id: 'abc123', timestamp: 1000 })
})
