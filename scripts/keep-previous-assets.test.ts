import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { carryPreviousAssets, keepPreviousAssets } from './keep-previous-assets.ts'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'hero-peeler-assets-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

function writeBuild(names: string[]): string {
  const assets = join(root, 'client', 'assets')
  rmSync(assets, { recursive: true, force: true })
  mkdirSync(assets, { recursive: true })
  for (const name of names) writeFileSync(join(assets, name), name)
  return assets
}

const DAY = 24 * 60 * 60 * 1000

test("a deploy keeps the previous build's files; files retired past the retention go", () => {
  const archiveDirectory = join(root, 'previous-assets')
  const first = writeBuild(['home-aaa.js', 'root-aaa.js'])
  expect(keepPreviousAssets({ assetsDirectory: first, archiveDirectory, now: 0 })).toEqual([
    'home-aaa.js',
    'root-aaa.js',
  ])
  // The second build changed the home chunk only; a week later its old file is still served.
  const second = writeBuild(['home-bbb.js', 'root-aaa.js'])
  expect(keepPreviousAssets({ assetsDirectory: second, archiveDirectory, now: 6 * DAY })).toEqual([
    'home-aaa.js',
    'home-bbb.js',
    'root-aaa.js',
  ])
  const third = writeBuild(['home-ccc.js', 'root-aaa.js'])
  expect(keepPreviousAssets({ assetsDirectory: third, archiveDirectory, now: 8 * DAY })).toEqual([
    'home-bbb.js',
    'home-ccc.js',
    'root-aaa.js',
  ])
  expect(existsSync(join(archiveDirectory, 'assets', 'home-aaa.js'))).toBe(false)
  expect(existsSync(join(archiveDirectory, 'assets', 'home-bbb.js'))).toBe(true)
})

test('the first build has nothing to keep', () => {
  const archiveDirectory = join(root, 'previous-assets')
  const assetsDirectory = join(root, 'client', 'assets')
  expect(keepPreviousAssets({ assetsDirectory, archiveDirectory, now: 0 })).toEqual([])
})

test("a Workers build carries the archive's files in its assets, its own winning, and never archives them as its own", () => {
  const archiveDirectory = join(root, 'previous-assets')
  keepPreviousAssets({ assetsDirectory: writeBuild(['home-aaa.js']), archiveDirectory, now: 0 })
  const assetsDirectory = writeBuild(['home-bbb.js', 'root-aaa.js'])
  writeFileSync(join(archiveDirectory, 'assets', 'root-aaa.js'), 'archived')
  expect(carryPreviousAssets({ archiveDirectory, assetsDirectory })).toEqual(['home-aaa.js'])
  expect(readdirSync(assetsDirectory).sort()).toEqual(['home-aaa.js', 'home-bbb.js', 'root-aaa.js'])
  expect(readFileSync(join(assetsDirectory, 'root-aaa.js'), 'utf8')).toBe('root-aaa.js')
  // The next build archives the deploy's own files: the carried one keeps its first retirement.
  const carried = ['home-aaa.js']
  keepPreviousAssets({ assetsDirectory, archiveDirectory, now: 8 * DAY, carried })
  expect(readdirSync(join(archiveDirectory, 'assets')).sort()).toEqual([
    'home-bbb.js',
    'root-aaa.js',
  ])
})

test('without an archive nothing is carried', () => {
  const assetsDirectory = writeBuild(['home-aaa.js'])
  expect(carryPreviousAssets({ archiveDirectory: join(root, 'none'), assetsDirectory })).toEqual([])
})
