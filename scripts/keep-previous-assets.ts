import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'

/** The archive of previous builds' hashed files, both hosts'. */
export const PREVIOUS_ASSETS_DIRECTORY = '.previous-assets'
/** The names the last Workers build carried from the archive (outside what it deploys). */
const CARRIED_LIST = join('build-worker', 'carried-assets.json')

/** How long a previous build's hashed files stay served after a deploy. */
export const PREVIOUS_ASSETS_RETENTION_MS = 7 * 24 * 60 * 60 * 1000
const RETIRED_FILE = 'retired.json'

type Retired = Record<string, number>

/**
 * Before a build empties `build/client/assets`, copies its hashed files into the archive
 * (`.previous-assets/assets`), which the server serves after the current build's: a tab
 * opened before a deploy still finds its chunks (spec §4). Files retired longer than the
 * retention are deleted. Returns the names kept.
 */
export function keepPreviousAssets(options: {
  assetsDirectory: string
  archiveDirectory: string
  now: number
  retentionMs?: number
  /** Files the build put there from the archive (a Workers build, below): not its own. */
  carried?: readonly string[]
}): string[] {
  const { assetsDirectory, archiveDirectory, now } = options
  const carried = new Set(options.carried ?? [])
  const retentionMs = options.retentionMs ?? PREVIOUS_ASSETS_RETENTION_MS
  const archivedAssets = join(archiveDirectory, 'assets')
  mkdirSync(archivedAssets, { recursive: true })
  const retiredPath = join(archiveDirectory, RETIRED_FILE)
  const retired: Retired = existsSync(retiredPath)
    ? (JSON.parse(readFileSync(retiredPath, 'utf8')) as Retired)
    : {}
  const current = (existsSync(assetsDirectory) ? readdirSync(assetsDirectory) : []).filter(
    (name) => !carried.has(name),
  )
  for (const name of current) {
    copyFileSync(join(assetsDirectory, name), join(archivedAssets, name))
    retired[name] = now
  }
  for (const [name, retiredAt] of Object.entries(retired)) {
    if (now - retiredAt <= retentionMs) continue
    rmSync(join(archivedAssets, name), { force: true })
    delete retired[name]
  }
  writeFileSync(retiredPath, JSON.stringify(retired))
  return Object.keys(retired).sort()
}

/**
 * The Workers host serves only the files of its deploy: the archive's files go into the
 * client's assets, beside the build's own (which win), so that a tab opened before the deploy
 * still finds its chunks there too. Returns the names carried, for the next build's archiving.
 */
export function carryPreviousAssets(options: {
  archiveDirectory: string
  assetsDirectory: string
}): string[] {
  const archivedAssets = join(options.archiveDirectory, 'assets')
  if (!existsSync(archivedAssets)) return []
  const own = new Set(readdirSync(options.assetsDirectory))
  const carried = readdirSync(archivedAssets).filter((name) => !own.has(name))
  for (const name of carried) {
    copyFileSync(join(archivedAssets, name), join(options.assetsDirectory, name))
  }
  return carried
}

/** Writes down what the Workers build carried (scripts/worker-assets.ts). */
export function writeCarriedAssets(names: readonly string[]): void {
  writeFileSync(CARRIED_LIST, JSON.stringify(names))
}

/** What the last Workers build carried, if its folder is there. */
export function readCarriedAssets(): string[] {
  return existsSync(CARRIED_LIST)
    ? (JSON.parse(readFileSync(CARRIED_LIST, 'utf8')) as string[])
    : []
}
