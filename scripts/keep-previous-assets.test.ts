import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { keepPreviousAssets } from './keep-previous-assets.ts'

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
