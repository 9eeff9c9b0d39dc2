import * as v from 'valibot'

// The importer ↔ server contract for the last sync: data/ writes it into the data folder after
// every attempt (a command, a schedule or CI), the server reads it for /status.

/** Its name in the data folder, beside `current`. */
export const SYNC_STATUS_FILE = 'sync-status.json'

/** What an attempt did: a new generation, nothing new upstream, or an error (nothing changed). */
export const SYNC_OUTCOMES = ['updated', 'unchanged', 'failed'] as const
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number]

const isoDateTime = v.pipe(v.string(), v.isoTimestamp())

export const syncAttemptSchema = v.object({
  startedAt: isoDateTime,
  finishedAt: isoDateTime,
  /** The folder, URL or archive the attempt read (`--latest`: the archive of the commit). */
  source: v.string(),
  outcome: v.picklist(SYNC_OUTCOMES),
  /** The upstream commit synced or found unchanged; null for a folder without one. */
  upstreamCommit: v.nullable(v.string()),
  /** The generation made current by an update; null otherwise. */
  generation: v.nullable(v.string()),
  /** What went wrong, as the importer says it (file, record, field); null unless failed. */
  error: v.nullable(v.string()),
})

export type SyncAttempt = v.InferOutput<typeof syncAttemptSchema>

export const syncStatusSchema = v.object({
  format: v.literal(1),
  lastAttempt: syncAttemptSchema,
  /** When an attempt last ended well (updated or unchanged); null if none has. */
  lastSuccessAt: v.nullable(isoDateTime),
})

export type SyncStatus = v.InferOutput<typeof syncStatusSchema>

/** The status after `attempt`, given the one before (or null): pure, for both sides' tests. */
export function recordSyncAttempt(previous: SyncStatus | null, attempt: SyncAttempt): SyncStatus {
  return {
    format: 1,
    lastAttempt: attempt,
    lastSuccessAt:
      attempt.outcome === 'failed' ? (previous?.lastSuccessAt ?? null) : attempt.finishedAt,
  }
}

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
