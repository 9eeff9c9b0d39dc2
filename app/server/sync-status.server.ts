import { readFile } from 'node:fs/promises'
import path from 'node:path'
import * as v from 'valibot'
import {
  SYNC_STATUS_FILE,
  type SyncAttempt,
  type SyncStatus,
  syncStatusSchema,
} from '#app/payloads/sync-status.ts'
import { type Dataset, getDataset } from './dataset.server.ts'
import { getEnv } from './env.server.ts'
import { readServerSchedule, type ScheduleState } from './sync-schedule.server.ts'

/** /status (issue 26): the data served, the last sync attempt and its error, the schedule. */
export type StatusReport = {
  readonly data: {
    /** The small fixture stands in: no sync has succeeded on this server's data folder. */
    readonly isSample: boolean
    readonly dataDate: string
    /** When the data served was synced (its generation's build). */
    readonly changedAt: string
    readonly upstreamCommit: string | null
    /** The generation's folder name; null for the fixture. */
    readonly generation: string | null
    readonly counts: { readonly heroes: number; readonly skills: number }
  }
  /** The last attempt by anyone on this data folder (command, schedule, CI); null if none. */
  readonly lastAttempt: SyncAttempt | null
  readonly lastSuccessAt: string | null
  /** HERO_PEELER_SYNC_INTERVAL's schedule; null when it is off. */
  readonly schedule: {
    readonly intervalSeconds: number
    readonly isRunning: boolean
    readonly consecutiveFailures: number
    readonly nextAttemptAt: string | null
  } | null
}

export async function readStatusReport(): Promise<StatusReport> {
  const dataDirectory = path.resolve(getEnv().dataDirectory)
  const [dataset, status] = await Promise.all([getDataset(), readSyncStatusFile(dataDirectory)])
  return writeStatusReport(dataset, status, readServerSchedule())
}

/** The report from what the server holds: pure, for tests. */
export function writeStatusReport(
  dataset: Dataset,
  status: SyncStatus | null,
  schedule: ScheduleState | null,
): StatusReport {
  const summary = dataset.payloads.summary.data
  return {
    data: {
      isSample: dataset.isFixture,
      dataDate: summary.dataDate,
      changedAt: summary.syncedAt,
      upstreamCommit: summary.upstreamCommit,
      generation: dataset.isFixture ? null : path.basename(path.dirname(dataset.directory)),
      counts: { heroes: summary.counts.heroes, skills: summary.counts.skills },
    },
    lastAttempt: status?.lastAttempt ?? null,
    lastSuccessAt: status?.lastSuccessAt ?? null,
    schedule: schedule && {
      intervalSeconds: schedule.intervalMs / 1000,
      isRunning: schedule.isRunning,
      consecutiveFailures: schedule.consecutiveFailures,
      nextAttemptAt: schedule.nextAttemptAt,
    },
  }
}

async function readSyncStatusFile(dataDirectory: string): Promise<SyncStatus | null> {
  const text = await readFile(path.join(dataDirectory, SYNC_STATUS_FILE), 'utf8').catch(() => null)
  if (text === null) return null
  try {
    const parsed = v.safeParse(syncStatusSchema, JSON.parse(text))
    return parsed.success ? parsed.output : null
  } catch {
    // Replaced whole by the importer in one rename: unreadable means none worth showing.
    return null
  }
}

/**
 * Whether a request to /status wants the JSON rather than the page: anything but a browser
 * (which lists text/html in Accept) gets JSON, `curl` and monitors included.
 */
export function prefersJson(accept: string | null): boolean {
  if (accept === null) return true
  const types = accept.split(',').map((part) => part.split(';')[0]?.trim().toLowerCase())
  const html = types.indexOf('text/html')
  const json = types.indexOf('application/json')
  return html === -1 || (json !== -1 && json < html)
}
