import { open, readFile, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { ImporterError } from './importer-error.ts'

// One sync at a time per data folder (a command, the server's schedule, CI): the lock is a file
// created only if absent (O_EXCL), holding the process id, removed when the sync ends. A sync
// killed midway leaves it behind; its process is gone, so the next sync takes it over.

export const SYNC_LOCK_FILE = 'sync.lock'

export type SyncLock = { readonly release: () => Promise<void> }

export type LockOptions = {
  /** How long to wait for another sync before giving up. */
  readonly timeoutMs?: number
  readonly pollMs?: number
  /** Whether a process still runs (tests replace it). */
  readonly isProcessAlive?: (pid: number) => boolean
}

type LockHolder = { readonly pid: number; readonly startedAt: string }

/** A lock file still empty this long after its creation was left by a process killed at once. */
const UNWRITTEN_LOCK_MS = 10_000

/** Waits for the data folder's sync lock; throws an ImporterError after `timeoutMs`. */
export async function acquireSyncLock(
  dataDirectory: string,
  options: LockOptions = {},
): Promise<SyncLock> {
  const file = path.join(dataDirectory, SYNC_LOCK_FILE)
  const timeoutMs = options.timeoutMs ?? 10 * 60_000
  const isAlive = options.isProcessAlive ?? isProcessAlive
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const holder: LockHolder = { pid: process.pid, startedAt: new Date().toISOString() }
    if (await createLockFile(file, holder)) return { release: () => rm(file, { force: true }) }
    const current = await readHolder(file)
    if (current === 'gone') continue
    if (
      current === 'unreadable' ? await isOlderThan(file, UNWRITTEN_LOCK_MS) : !isAlive(current.pid)
    ) {
      // Left by a killed sync. Two waiters judging the same stale lock in the same instant
      // could both take it; syncs are minutes apart, so that race is accepted.
      const aside = `${file}.stale-${process.pid}-${Date.now()}`
      await rename(file, aside).catch(ignoreMissing)
      await rm(aside, { force: true })
      continue
    }
    if (Date.now() >= deadline) {
      const by =
        current === 'unreadable'
          ? 'another process'
          : `process ${current.pid} since ${current.startedAt}`
      throw new ImporterError('Another sync is still running; nothing was changed.', [
        { file, message: `held by ${by}` },
      ])
    }
    await sleep(options.pollMs ?? 200)
  }
}

async function createLockFile(file: string, holder: LockHolder): Promise<boolean> {
  const handle = await open(file, 'wx').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EEXIST') return null
    throw error
  })
  if (handle === null) return false
  try {
    await handle.writeFile(JSON.stringify(holder))
  } finally {
    await handle.close()
  }
  return true
}

async function readHolder(file: string): Promise<LockHolder | 'gone' | 'unreadable'> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null
    throw error
  })
  if (text === null) return 'gone'
  try {
    const holder = JSON.parse(text) as Partial<LockHolder>
    if (typeof holder.pid === 'number' && typeof holder.startedAt === 'string')
      return { pid: holder.pid, startedAt: holder.startedAt }
    return 'unreadable'
  } catch {
    // Being written by its creator, or cut by a kill: isOlderThan tells which.
    return 'unreadable'
  }
}

async function isOlderThan(file: string, ageMs: number): Promise<boolean> {
  const found = await stat(file).catch(() => null)
  return found !== null && Date.now() - found.mtimeMs > ageMs
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error
}
