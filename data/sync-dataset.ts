import { createHash, randomBytes } from 'node:crypto'
import {
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises'
import path from 'node:path'
import { type BuildIndex, PAYLOAD_FORMAT } from '#app/payloads/dataset-payloads.ts'
import type { SyncAttempt } from '#app/payloads/sync-status.ts'
import type { DatasetChanges } from '#app/payloads/whats-new.ts'
import { buildPayloadContents, serializePayloads, writePayloads } from './build-payloads.ts'
import { checkReferences, type ImporterWarning } from './check-references.ts'
import {
  continueHistory,
  readPreviousGeneration,
  writeGenerationHistory,
} from './generation-history.ts'
import { ImporterError } from './importer-error.ts'
import { normalizeDataset } from './normalize.ts'
import {
  archiveOf,
  describeSource,
  fetchSource,
  findLatestCommit,
  findUpstreamCommit,
  type Progress,
  type Source,
  type SourceLimits,
  type Upstream,
} from './sources.ts'
import { acquireSyncLock, type LockOptions } from './sync-lock.ts'
import { describeSyncError, writeSyncAttempt } from './sync-status.ts'
import { readUpstreamDataset } from './validate.ts'
import { takeSnapshot } from './whats-new.ts'

// Layout of the data directory (.data/ by default), switched in one atomic rename:
//   generations/<id>/{raw/, build/, manifest.json, snapshot.json}   one complete, checked sync
//                                                     each (build/whats-new.json: the history)
//   current -> generations/<id>                       the symlink the swap replaces
//   raw, build, manifest.json -> current/…             stable paths for readers

export type Manifest = {
  readonly source: string
  readonly upstreamCommit: string | null
  /** The newest addition date in the data. */
  readonly dataDate: string
  readonly syncedAt: string
  readonly files: Readonly<Record<string, { readonly sha256: string; readonly bytes: number }>>
  readonly missingOptionalFiles: readonly string[]
  readonly counts: Readonly<Record<string, number>>
  readonly warnings: readonly ImporterWarning[]
  readonly payloads: BuildIndex['payloads']
  /** What this sync brought compared with the generation before; null for the first one. */
  readonly changes: ChangeCounts | null
  readonly durationMs: number
  /** Milliseconds per step, for the benchmark. */
  readonly timings: Readonly<Record<'fetch' | 'validate' | 'normalize' | 'build', number>>
}

export type ChangeCounts = { readonly [Kind in keyof DatasetChanges]: number }

function countChanges(changes: DatasetChanges): ChangeCounts {
  return {
    heroesAdded: changes.heroesAdded.length,
    skillsAdded: changes.skillsAdded.length,
    skillsChanged: changes.skillsChanged.length,
    bannersAdded: changes.bannersAdded.length,
  }
}

export type SyncOptions = {
  readonly source: Source
  readonly dataDirectory: string
  readonly now?: () => Date
  readonly onProgress?: Progress
  /** What a source may send (tests make them small). */
  readonly limits?: SourceLimits
  /** Older generations kept beside the current one, for readers that resolved them. */
  readonly keepGenerations?: number
  /** How long to wait for another sync of the same folder. */
  readonly lock?: LockOptions
}

export type SyncResult = { readonly manifest: Manifest; readonly generationDirectory: string }

/**
 * Fetches, checks and builds a dataset in a staging directory, then makes it current in one
 * rename. Any failure throws an ImporterError and leaves the current data as it was. One sync
 * at a time per data folder (others wait); each attempt is recorded in sync-status.json.
 */
export function syncDataset(options: SyncOptions): Promise<SyncResult> {
  return runRecordedAttempt(options, describeSource(options.source), async () => {
    const result = await buildGeneration(options)
    return {
      result,
      outcome: {
        outcome: 'updated',
        upstreamCommit: result.manifest.upstreamCommit,
        generation: path.basename(result.generationDirectory),
      },
    }
  })
}

/** `--latest`: the upstream's newest commit was synced, or it was already current. */
export type LatestSyncResult =
  | ({ readonly outcome: 'updated' } & SyncResult)
  | { readonly outcome: 'unchanged'; readonly upstreamCommit: string }

/**
 * Asks the upstream for its newest commit and syncs its archive, unless the current generation
 * was built from that commit already (a schedule then makes no new generation every hour).
 */
export function syncLatest(
  options: Omit<SyncOptions, 'source'> & { readonly upstream: Upstream },
): Promise<LatestSyncResult> {
  return runRecordedAttempt<LatestSyncResult>(
    options,
    `${options.upstream.repositoryUrl} (newest commit)`,
    async () => {
      const commit = await findLatestCommit(options.upstream)
      const source = archiveOf(options.upstream, commit)
      if (await isCurrentBuildOf(options.dataDirectory, commit)) {
        return {
          result: { outcome: 'unchanged', upstreamCommit: commit },
          outcome: {
            outcome: 'unchanged',
            source: describeSource(source),
            upstreamCommit: commit,
            generation: null,
          },
        }
      }
      const result = await buildGeneration({ ...options, source })
      return {
        result: { outcome: 'updated', ...result },
        outcome: {
          outcome: 'updated',
          source: describeSource(source),
          upstreamCommit: commit,
          generation: path.basename(result.generationDirectory),
        },
      }
    },
  )
}

/** Whether the current generation holds this commit, built in the payload format of today. */
async function isCurrentBuildOf(dataDirectory: string, commit: string): Promise<boolean> {
  const read = async (file: string): Promise<unknown> =>
    JSON.parse(await readFile(path.join(dataDirectory, 'current', file), 'utf8'))
  try {
    const manifest = (await read('manifest.json')) as Partial<Manifest>
    const index = (await read(path.join('build', 'index.json'))) as Partial<BuildIndex>
    return manifest.upstreamCommit === commit && index.format === PAYLOAD_FORMAT
  } catch {
    // No current generation, or one a crash or an older importer left unreadable: sync anew.
    return false
  }
}

type AttemptOutcome = Pick<SyncAttempt, 'outcome' | 'upstreamCommit' | 'generation'> & {
  /** The source, once the attempt knows it better than at its start (the commit's archive). */
  readonly source?: string
}

/** Runs `attempt` holding the folder's lock, and records how it ended (the error too). */
export async function runRecordedAttempt<Result>(
  options: Pick<SyncOptions, 'dataDirectory' | 'now' | 'lock'>,
  source: string,
  attempt: () => Promise<{ result: Result; outcome: AttemptOutcome }>,
): Promise<Result> {
  const now = options.now ?? (() => new Date())
  await mkdir(options.dataDirectory, { recursive: true })
  const lock = await acquireSyncLock(options.dataDirectory, options.lock)
  const startedAt = now().toISOString()
  try {
    await removeLeftovers(options.dataDirectory)
    const { result, outcome } = await attempt()
    await writeSyncAttempt(options.dataDirectory, {
      startedAt,
      finishedAt: now().toISOString(),
      error: null,
      ...outcome,
      source: outcome.source ?? source,
    })
    return result
  } catch (error) {
    await writeSyncAttempt(options.dataDirectory, {
      startedAt,
      finishedAt: now().toISOString(),
      source,
      outcome: 'failed',
      upstreamCommit: null,
      generation: null,
      error: describeSyncError(error),
    }).catch((statusError: unknown) => {
      // The sync's own error matters more: it is thrown; this one is only said.
      console.error('Recording the failed sync failed too:', statusError)
    })
    throw error
  } finally {
    await lock.release()
  }
}

/** What a sync killed midway left (its staging folder, a half-made link): only ever partial. */
async function removeLeftovers(dataDirectory: string): Promise<void> {
  const generations = path.join(dataDirectory, 'generations')
  const staged = await readdir(generations).catch(() => [])
  const linked = await readdir(dataDirectory)
  await Promise.all([
    ...staged
      .filter((name) => name.startsWith('.staging-'))
      .map((name) => rm(path.join(generations, name), { recursive: true, force: true })),
    ...linked
      .filter((name) => name.startsWith('.current-'))
      .map((name) => rm(path.join(dataDirectory, name), { force: true })),
  ])
}

async function buildGeneration(options: SyncOptions): Promise<SyncResult> {
  const started = performance.now()
  const now = options.now ?? (() => new Date())
  const generations = path.join(options.dataDirectory, 'generations')
  await mkdir(generations, { recursive: true })
  const staging = path.join(generations, `.staging-${randomBytes(6).toString('hex')}`)
  try {
    const rawDirectory = path.join(staging, 'raw')
    let stepStarted = performance.now()
    const endStep = (): number => {
      const now = performance.now()
      const elapsed = Math.round(now - stepStarted)
      stepStarted = now
      return elapsed
    }
    const fetched = await fetchSource(
      options.source,
      rawDirectory,
      options.onProgress ?? (() => undefined),
      options.limits,
    )
    const texts = new Map<string, string>()
    const files: Record<string, { sha256: string; bytes: number }> = {}
    for (const name of fetched.copiedFiles.sort()) {
      const buffer = await readFile(path.join(rawDirectory, name))
      files[name] = {
        sha256: createHash('sha256').update(buffer).digest('hex'),
        bytes: buffer.length,
      }
      texts.set(name, buffer.toString('utf8'))
    }
    // The layout check needs every name offered (seals*.json), not only the known files.
    for (const name of fetched.offeredFiles) if (!texts.has(name)) texts.set(name, '')
    const fetchMs = endStep()

    const read = readUpstreamDataset(texts)
    if (!read.ok)
      throw new ImporterError('The upstream data is invalid; nothing was changed.', read.issues)
    const checked = checkReferences(read.dataset)
    if (!checked.ok)
      throw new ImporterError(
        'The upstream data is inconsistent; nothing was changed.',
        checked.issues,
      )
    const validateMs = endStep()
    const normalized = normalizeDataset(checked.dataset)
    const normalizeMs = endStep()
    const syncedAt = now().toISOString()
    const upstreamCommit = findUpstreamCommit(options.source)
    const missingWarnings: ImporterWarning[] = read.missingOptionalFiles
      .filter((file) => file !== 'halls.json')
      .map((file) => ({ code: 'optional-file-missing', file, message: 'optional file is missing' }))
    const earlyWarnings = [...missingWarnings, ...checked.warnings, ...normalized.warnings]
    const built = buildPayloadContents(normalized.dataset, {
      upstreamCommit,
      syncedAt,
      warningCount: earlyWarnings.length,
    })
    const payloads = serializePayloads(built.contents)
    const index = await writePayloads(path.join(staging, 'build'), payloads, syncedAt)
    const snapshot = takeSnapshot(normalized.dataset)
    const { changes, history } = continueHistory(
      await readPreviousGeneration(options.dataDirectory),
      {
        snapshot,
        syncedAt,
      },
    )
    await writeGenerationHistory(staging, { snapshot, history })
    const buildMs = endStep()
    const manifest: Manifest = {
      source: describeSource(options.source),
      upstreamCommit,
      dataDate: normalized.dataset.dataDate,
      syncedAt,
      files,
      missingOptionalFiles: read.missingOptionalFiles,
      counts: {
        heroes: normalized.dataset.heroes.length,
        skills: normalized.dataset.skills.length,
        heroSkills: normalized.dataset.heroSkills.length,
        skillDescriptions: normalized.dataset.skillDescriptions.length,
        banners: normalized.dataset.banners.length,
        heroicGrails: normalized.dataset.heroicGrails.length,
      },
      warnings: [...earlyWarnings, ...built.warnings],
      payloads: index.payloads,
      changes: changes === null ? null : countChanges(changes),
      durationMs: Math.round(performance.now() - started),
      timings: { fetch: fetchMs, validate: validateMs, normalize: normalizeMs, build: buildMs },
    }
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    await rm(path.join(staging, 'upstream.tar.gz'), { force: true })

    const generationId = `${syncedAt.replace(/[:.]/g, '-')}-${index.payloads.summary.hash.slice(0, 8)}`
    const generationDirectory = path.join(generations, generationId)
    await rename(staging, generationDirectory)
    await switchCurrent(options.dataDirectory, generationId)
    await pruneGenerations(generations, generationId, options.keepGenerations ?? 1)
    return { manifest, generationDirectory }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

async function isSymlink(target: string): Promise<boolean | null> {
  const found = await lstat(target).catch(() => null)
  return found === null ? null : found.isSymbolicLink()
}

/** Points `current` at the new generation with one rename (atomic on POSIX). */
async function switchCurrent(dataDirectory: string, generationId: string): Promise<void> {
  const temporary = path.join(dataDirectory, `.current-${randomBytes(6).toString('hex')}`)
  await symlink(path.join('generations', generationId), temporary)
  await rename(temporary, path.join(dataDirectory, 'current'))
  for (const name of ['raw', 'build', 'manifest.json']) {
    const link = path.join(dataDirectory, name)
    const state = await isSymlink(link)
    if (state === true) continue
    // A plain folder from an older layout is moved aside, never deleted.
    if (state === false) await rename(link, `${link}.before-generations-${Date.now()}`)
    await symlink(path.join('current', name), link)
  }
}

async function pruneGenerations(
  generations: string,
  currentId: string,
  keep: number,
): Promise<void> {
  const others = (await readdir(generations))
    .filter((name) => !name.startsWith('.') && name !== currentId)
    .sort()
    .reverse()
  for (const name of others.slice(keep)) {
    await rm(path.join(generations, name), { recursive: true, force: true })
  }
}

/** The generation `current` points at, or null before the first sync. */
export async function readCurrentGeneration(dataDirectory: string): Promise<string | null> {
  const target = await readlink(path.join(dataDirectory, 'current')).catch(() => null)
  return target === null ? null : path.basename(target)
}
