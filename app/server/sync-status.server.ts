import { readFile } from 'node:fs/promises'
import path from 'node:path'
import * as v from 'valibot'
import {
  type StatusReport,
  SYNC_STATUS_FILE,
  type SyncStatus,
  syncStatusSchema,
} from '#app/payloads/sync-status.ts'
import { type Dataset, getDataset } from './dataset.server.ts'
import { getEnv } from './env.server.ts'
import { readServerSchedule, type ScheduleState } from './sync-schedule.server.ts'

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
