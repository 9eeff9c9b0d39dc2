import { spawn } from 'node:child_process'
import { refreshDataset } from './dataset.server.ts'

// Issue 26, HERO_PEELER_SYNC_INTERVAL: the Node host syncs the upstream's newest commit on a
// schedule, by running the importer's own command (`data/sync.ts --latest`) in a child process
// (decision 0060): the server's code and memory stay free of it, and a crash in it is only a
// failed attempt. The sync writes its outcome to the data folder (/status reads it there) and
// the dataset store switches to the new generation.

/** The longest wait after failures: a broken upstream is asked once a day at most. */
export const MAX_BACKOFF_MS = 24 * 60 * 60_000
/** The first attempt after start: soon, but not at once (a crash loop must not hammer). */
export const FIRST_ATTEMPT_MAX_DELAY_MS = 60_000
/** A sync that runs longer than this is stopped and counts as failed. */
export const SYNC_TIMEOUT_MS = 15 * 60_000

/**
 * The wait before the next attempt: the interval after a success; after failures it doubles
 * with each one in a row (interval × 2ⁿ), up to a day, or the interval if that is longer.
 */
export function planNextSync(options: {
  readonly intervalMs: number
  readonly consecutiveFailures: number
}): number {
  const { intervalMs, consecutiveFailures } = options
  const ceiling = Math.max(intervalMs, MAX_BACKOFF_MS)
  // 2⁴⁰ is past any ceiling; the exponent stays small so the number stays exact.
  return Math.min(intervalMs * 2 ** Math.min(consecutiveFailures, 40), ceiling)
}

/** How one attempt ended: the importer's exit, or why it never finished. */
export type SyncRun = { readonly ok: boolean; readonly detail: string }

export type ScheduleState = {
  readonly intervalMs: number
  readonly isRunning: boolean
  readonly consecutiveFailures: number
  /** ISO time of the next attempt; null while one runs. */
  readonly nextAttemptAt: string | null
  /** How the last attempt of this process ended (the importer's own record is in the folder). */
  readonly lastRun: (SyncRun & { readonly finishedAt: string }) | null
}

export type SyncSchedule = {
  readonly readState: () => ScheduleState
  readonly stop: () => void
}

/** Starts the schedule; `runSync` does one attempt (tests pass their own). */
export function startSyncSchedule(options: {
  readonly intervalMs: number
  readonly runSync: () => Promise<SyncRun>
  readonly onRun?: (run: SyncRun) => void
  readonly now?: () => number
}): SyncSchedule {
  const now = options.now ?? Date.now
  let state: ScheduleState = {
    intervalMs: options.intervalMs,
    isRunning: false,
    consecutiveFailures: 0,
    nextAttemptAt: null,
    lastRun: null,
  }
  let timer: NodeJS.Timeout | undefined
  let isStopped = false

  const schedule = (delayMs: number) => {
    if (isStopped) return
    state = { ...state, nextAttemptAt: new Date(now() + delayMs).toISOString() }
    timer = setTimeout(attempt, delayMs)
    timer.unref()
  }

  const attempt = () => {
    state = { ...state, isRunning: true, nextAttemptAt: null }
    options
      .runSync()
      .catch((error: unknown) => ({ ok: false, detail: String(error) }))
      .then((run) => {
        const consecutiveFailures = run.ok ? 0 : state.consecutiveFailures + 1
        state = {
          ...state,
          isRunning: false,
          consecutiveFailures,
          lastRun: { ...run, finishedAt: new Date(now()).toISOString() },
        }
        options.onRun?.(run)
        schedule(planNextSync({ intervalMs: options.intervalMs, consecutiveFailures }))
      })
  }

  schedule(Math.min(options.intervalMs, FIRST_ATTEMPT_MAX_DELAY_MS))
  return {
    readState: () => state,
    stop: () => {
      isStopped = true
      clearTimeout(timer)
    },
  }
}

/**
 * One attempt: `node data/sync.ts --latest` on the server's data folder, then a switch to the
 * new generation if it made one. Its output goes to the server's log, prefixed.
 */
export function runLatestSyncCommand(dataDirectory: string): {
  readonly run: () => Promise<SyncRun>
  readonly stop: () => void
} {
  let running: ReturnType<typeof spawn> | null = null
  const run = () =>
    new Promise<SyncRun>((resolve) => {
      const child = spawn(
        process.execPath,
        ['data/sync.ts', '--latest', '--data-dir', dataDirectory],
        { stdio: ['ignore', 'pipe', 'pipe'], timeout: SYNC_TIMEOUT_MS, killSignal: 'SIGKILL' },
      )
      running = child
      const prefix = (chunk: Buffer) =>
        chunk
          .toString()
          .split('\n')
          .filter((line) => line.trim() !== '')
          .map((line) => `[data:sync] ${line}\n`)
          .join('')
      child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)))
      child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)))
      child.on('error', (error) => resolve({ ok: false, detail: error.message }))
      child.on('close', (code, signal) => {
        running = null
        if (code === 0) {
          refreshDataset().then(
            () => resolve({ ok: true, detail: 'exit code 0' }),
            (error: unknown) => resolve({ ok: true, detail: `synced; reading it: ${error}` }),
          )
          return
        }
        resolve({ ok: false, detail: signal ? `stopped by ${signal}` : `exit code ${code}` })
      })
    })
  return { run, stop: () => running?.kill('SIGTERM') }
}

let serverSchedule: SyncSchedule | null = null

/** The server's own schedule (HERO_PEELER_SYNC_INTERVAL); none when it is off. Returns stop. */
export function startServerSyncSchedule(options: {
  readonly intervalMs: number | null
  readonly dataDirectory: string
}): () => void {
  if (options.intervalMs === null) return () => undefined
  const command = runLatestSyncCommand(options.dataDirectory)
  const schedule = startSyncSchedule({
    intervalMs: options.intervalMs,
    runSync: command.run,
    onRun: (run) => {
      if (!run.ok) console.error(`The scheduled sync failed (${run.detail}); see /status.`)
    },
  })
  serverSchedule = schedule
  return () => {
    schedule.stop()
    command.stop()
  }
}

/** The state of the server's schedule, for /status; null when there is none. */
export function readServerSchedule(): ScheduleState | null {
  return serverSchedule?.readState() ?? null
}
