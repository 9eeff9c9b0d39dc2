import { readFile } from 'node:fs/promises'
import type { AssetsBinding } from './dataset-assets.server.ts'

/** Spec §7: the builds manifest, read by the client to learn that a new build is out. */
export type LatestBuild = { id: string; timestamp: number }

/** Reads the host's manifest override: its text, or null when there is none. */
export type ReadBuildManifest = () => Promise<string | null>

/**
 * The build the server runs: its React Router manifest version, which the client also holds,
 * unless a manifest overrides it (deploy tooling announcing the next build, tests). An
 * unreadable manifest means the build's own id: a broken announcement must not reload every
 * client.
 */
export async function readLatestBuild(options: {
  buildId: string
  startedAt: number
  readManifest: ReadBuildManifest
}): Promise<LatestBuild> {
  const own = { id: options.buildId, timestamp: options.startedAt }
  try {
    const text = await options.readManifest()
    if (text === null) return own
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null || !('id' in value)) return own
    if (typeof value.id !== 'string' || value.id === '') return own
    const timestamp = 'timestamp' in value && typeof value.timestamp === 'number'
    return { id: value.id, timestamp: timestamp ? (value.timestamp as number) : own.timestamp }
  } catch {
    return own
  }
}

/** The Node host's override: the file BUILD_MANIFEST_PATH names, if set. */
export function readBuildManifestFile(manifestPath: string | undefined): ReadBuildManifest {
  return async () => (manifestPath === undefined ? null : readFile(manifestPath, 'utf8'))
}

/**
 * The Workers host's override: a static asset of the deploy, `builds/latest.json` among the
 * client's files, read through the assets binding (wrangler.jsonc sends its URL to the worker
 * first, which answers it with the data's version). Workers have no file of ours to read.
 */
export const BUILD_MANIFEST_ASSET = '/builds/latest.json'

export function readBuildManifestAsset(assets: AssetsBinding): ReadBuildManifest {
  return async () => {
    const response = await assets.fetch(
      new Request(`https://assets.invalid${BUILD_MANIFEST_ASSET}`),
    )
    return response.ok ? response.text() : null
  }
}
