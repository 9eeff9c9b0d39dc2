import { readFile } from 'node:fs/promises'

/** Spec §7: the builds manifest, read by the client to learn that a new build is out. */
export type LatestBuild = { id: string; timestamp: number }

/**
 * The build the server runs: its React Router manifest version, which the client also holds,
 * unless a manifest file overrides it (deploy tooling announcing the next build, tests). An
 * unreadable file means the build's own id: a broken announcement must not reload every client.
 */
export async function readLatestBuild(options: {
  buildId: string
  startedAt: number
  manifestPath: string | undefined
}): Promise<LatestBuild> {
  const own = { id: options.buildId, timestamp: options.startedAt }
  if (!options.manifestPath) return own
  try {
    const value: unknown = JSON.parse(await readFile(options.manifestPath, 'utf8'))
    if (typeof value !== 'object' || value === null || !('id' in value)) return own
    if (typeof value.id !== 'string' || value.id === '') return own
    const timestamp = 'timestamp' in value && typeof value.timestamp === 'number'
    return { id: value.id, timestamp: timestamp ? (value.timestamp as number) : own.timestamp }
  } catch {
    return own
  }
}
