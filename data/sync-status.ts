import { randomBytes } from 'node:crypto'
import { readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as v from 'valibot'
import {
  recordSyncAttempt,
  SYNC_STATUS_FILE,
  type SyncAttempt,
  type SyncStatus,
  syncStatusSchema,
} from '#app/payloads/sync-status.ts'
import { ImporterError } from './importer-error.ts'

/** The longest error text kept: the importer names at most 20 issues, a line each. */
const MAX_ERROR_LENGTH = 4000

/** The data folder's last recorded attempt, or null (none yet, or a file from elsewhere). */
export async function readSyncStatus(dataDirectory: string): Promise<SyncStatus | null> {
  const text = await readFile(path.join(dataDirectory, SYNC_STATUS_FILE), 'utf8').catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null
      throw error
    },
  )
  if (text === null) return null
  try {
    const parsed = v.safeParse(syncStatusSchema, JSON.parse(text))
    return parsed.success ? parsed.output : null
  } catch {
    // A file cut by a crash before this writer renamed files into place: start afresh.
    return null
  }
}

/** Records an attempt, replacing the file in one rename so readers never see half of it. */
export async function writeSyncAttempt(dataDirectory: string, attempt: SyncAttempt): Promise<void> {
  const status = recordSyncAttempt(await readSyncStatus(dataDirectory), attempt)
  const file = path.join(dataDirectory, SYNC_STATUS_FILE)
  const temporary = `${file}.${randomBytes(6).toString('hex')}`
  await writeFile(temporary, `${JSON.stringify(status, null, 2)}\n`)
  await rename(temporary, file)
}

/** An error as the status shows it: the importer's own text, else the error's name and message. */
export function describeSyncError(error: unknown): string {
  const text =
    error instanceof ImporterError
      ? error.message
      : error instanceof Error
        ? `${error.name}: ${error.message}`
        : String(error)
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text
}
