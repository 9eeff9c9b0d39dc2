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
}): string[] {
  const { assetsDirectory, archiveDirectory, now } = options
  const retentionMs = options.retentionMs ?? PREVIOUS_ASSETS_RETENTION_MS
  const archivedAssets = join(archiveDirectory, 'assets')
  mkdirSync(archivedAssets, { recursive: true })
  const retiredPath = join(archiveDirectory, RETIRED_FILE)
  const retired: Retired = existsSync(retiredPath)
    ? (JSON.parse(readFileSync(retiredPath, 'utf8')) as Retired)
    : {}
  const current = existsSync(assetsDirectory) ? readdirSync(assetsDirectory) : []
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
