import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, inject, test } from 'vitest'
import { DatasetError, loadDatasetFrom } from './dataset.server.ts'
import { type AssetsBinding, createAssetsDatasetSource } from './dataset-assets.server.ts'

// The fixture as the importer builds it (test/fixture-dataset.ts); the server only reads it.
const dataDirectory = inject('fixtureDataDirectory')

/** An assets binding over the given files (path → text), as workerd's answers them: by path. */
function createAssets(files: ReadonlyMap<string, string>): AssetsBinding {
  return {
    fetch: async (request) => {
      const text = files.get(new URL(request.url).pathname)
      if (text === undefined) return new Response('Not found', { status: 404 })
      return new Response(request.method === 'HEAD' ? null : text)
    },
  }
}

/** The fixture's build files, placed where the Workers build puts a build (worker-assets.ts). */
async function readBuildFiles(folder: string): Promise<Map<string, string>> {
  const build = path.join(dataDirectory, 'build')
  const names = await readdir(build)
  const texts = await Promise.all(names.map((name) => readFile(path.join(build, name), 'utf8')))
  return new Map(names.map((name, index) => [`${folder}/${name}`, texts[index] ?? '']))
}

test('the synced build among the assets is real data', async () => {
  const assets = createAssets(await readBuildFiles('/_dataset/build'))
  const dataset = await loadDatasetFrom(createAssetsDatasetSource(assets))
  expect(dataset.isFixture).toBe(false)
  expect(dataset.directory).toBe('/_dataset/build')
  expect(dataset.payloads.summary.data.counts.heroes).toBe(31)
})

test('without a synced build, the fixture among the assets stands in', async () => {
  const assets = createAssets(await readBuildFiles('/_dataset/fixture'))
  const dataset = await loadDatasetFrom(createAssetsDatasetSource(assets))
  expect(dataset.isFixture).toBe(true)
  expect(dataset.fixtureReason).toBe('no build folder')
  expect(dataset.payloads.skills.hash).toMatch(/^[0-9a-f]{16}$/)
})

test('a payload that does not match its hash is refused, not served', async () => {
  const files = await readBuildFiles('/_dataset/build')
  const heroes = [...files.keys()].find((name) => name.includes('/heroes.')) ?? ''
  files.set(heroes, '{}')
  const error = await loadDatasetFrom(createAssetsDatasetSource(createAssets(files))).catch(
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(DatasetError)
  expect((error as DatasetError).reason).toMatch(/does not match its hash.*no build folder/)
})
