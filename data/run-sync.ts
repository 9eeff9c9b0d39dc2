import path from 'node:path'
import { formatPayloadSizes } from './build-payloads.ts'
import type { ImporterWarning } from './check-references.ts'
import { formatIssue, ImporterError } from './importer-error.ts'
import { describeSource, type Progress, type Source, type Upstream } from './sources.ts'
import { type Manifest, syncDataset, syncLatest } from './sync-dataset.ts'

/** Where synced data lives: HERO_PEELER_DATA_DIR, else .data/ at the project's root. */
export function resolveDataDirectory(environment: NodeJS.ProcessEnv): string {
  return path.resolve(environment.HERO_PEELER_DATA_DIR || '.data')
}

function formatBytes(bytes: number): string {
  return bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.round(bytes / 1000)} kB`
}

/** One line per download, redrawn in place on a terminal. */
export function createProgressLine(stream: NodeJS.WriteStream): Progress {
  let lastPrinted = 0
  return ({ label, receivedBytes, totalBytes, isDone }) => {
    const total = totalBytes === null ? '' : ` / ${formatBytes(totalBytes)}`
    const percent = totalBytes ? ` (${Math.floor((receivedBytes / totalBytes) * 100)} %)` : ''
    const line = `Downloading ${label}: ${formatBytes(receivedBytes)}${total}${percent}`
    if (stream.isTTY) {
      stream.write(`\r${line}\u001b[K${isDone ? '\n' : ''}`)
      return
    }
    const now = Date.now()
    if (isDone || now - lastPrinted > 2000) {
      stream.write(`${line}\n`)
      lastPrinted = now
    }
  }
}

export function formatWarnings(warnings: readonly ImporterWarning[]): string {
  if (warnings.length === 0) return 'No warnings.'
  const byCode = new Map<string, ImporterWarning[]>()
  for (const warning of warnings)
    byCode.set(warning.code, [...(byCode.get(warning.code) ?? []), warning])
  const lines = [`${warnings.length} warning(s); the site goes on without what they name:`]
  for (const [code, group] of byCode) {
    lines.push(`  ${code}: ${group.length}`)
    for (const warning of group.slice(0, 3)) lines.push(`    - ${formatIssue(warning)}`)
    if (group.length > 3) lines.push(`    … and ${group.length - 3} more`)
  }
  return lines.join('\n')
}

/** Runs one sync and prints its report; returns the process exit code. */
export function runSync(source: Source, dataDirectory: string): Promise<number> {
  console.log(`Syncing from ${describeSource(source)} into ${dataDirectory}`)
  return reportSync(async () => {
    const { manifest } = await syncDataset({
      source,
      dataDirectory,
      onProgress: createProgressLine(process.stderr),
    })
    return manifest
  })
}

/** `--latest`: syncs the upstream's newest commit unless it is current already. */
export function runLatestSync(upstream: Upstream, dataDirectory: string): Promise<number> {
  console.log(`Asking ${upstream.apiUrl} for the newest commit of ${upstream.repositoryUrl}`)
  return reportSync(async () => {
    const result = await syncLatest({
      upstream,
      dataDirectory,
      onProgress: createProgressLine(process.stderr),
    })
    if (result.outcome === 'unchanged') {
      console.log(`The newest commit, ${result.upstreamCommit}, is current already: no change.`)
      return null
    }
    return result.manifest
  })
}

async function reportSync(sync: () => Promise<Manifest | null>): Promise<number> {
  const started = performance.now()
  try {
    const manifest = await sync()
    if (manifest === null) return 0
    console.log(formatWarnings(manifest.warnings))
    console.log(
      formatPayloadSizes(
        Object.entries(manifest.payloads).map(([name, payload]) => ({ name, ...payload })),
      ),
    )
    const counts = Object.entries(manifest.counts)
      .map(([name, count]) => `${count} ${name}`)
      .join(', ')
    console.log(`Data as of ${manifest.dataDate}: ${counts}.`)
    if (manifest.changes) {
      const { heroesAdded, skillsAdded, skillsChanged, bannersAdded } = manifest.changes
      console.log(
        `What's new since the previous data: ${heroesAdded} hero(es) and ${skillsAdded} skill(s) added, ${skillsChanged} skill(s) changed, ${bannersAdded} banner(s) added.`,
      )
    }
    const steps = Object.entries(manifest.timings)
      .map(([step, milliseconds]) => `${step} ${(milliseconds / 1000).toFixed(2)} s`)
      .join(', ')
    console.log(`Synced in ${((performance.now() - started) / 1000).toFixed(1)} s (${steps}).`)
    return 0
  } catch (error) {
    if (error instanceof ImporterError) {
      console.error(error.message)
      console.error('The previous data, if any, is untouched.')
      return 1
    }
    throw error
  }
}
