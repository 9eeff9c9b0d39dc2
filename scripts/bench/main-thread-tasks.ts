import type { Page } from '@playwright/test'

/**
 * One task of the page's main thread, on the page's clock (`performance.now()`): its wall time,
 * and its thread time, the CPU the thread itself spent. Under CDP's CPU throttling the thread
 * time holds the slowdown (Chromium's throttler keeps the thread busy for it), not the time the
 * thread waited for a core that other processes of a shared machine held (decision 0084).
 */
export type MainThreadTask = {
  readonly startMs: number
  readonly wallMs: number
  readonly threadMs: number
}

/** The fields of Chromium's trace events these readings use. */
export type TraceEvent = {
  readonly name: string
  readonly cat: string
  readonly ph: string
  readonly pid: number
  readonly tid: number
  /** µs on the trace's clock. */
  readonly ts: number
  readonly dur?: number
  readonly tdur?: number
}

/**
 * `RunTask` (each task of a thread, with its wall and thread time) and the page's user timing,
 * nothing else: the trace adds little to the tasks it times.
 */
const CATEGORIES = 'disabled-by-default-devtools.timeline,blink.user_timing'

/** Marked by the page when the trace starts: it names the page's main thread and its clock. */
const MARK = 'bench:main-thread-trace'

/**
 * The page's main-thread tasks while `action` runs, from a Chromium trace (CDP): no script of
 * the bench's runs in the page meanwhile.
 */
export async function traceMainThreadTasks(
  page: Page,
  action: () => Promise<void>,
): Promise<MainThreadTask[]> {
  const session = await page.context().newCDPSession(page)
  const events: TraceEvent[] = []
  session.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  )
  await session.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' })
  const markedAt = await page.evaluate((name) => performance.mark(name).startTime, MARK)
  await action()
  const complete = new Promise<void>((resolve) =>
    session.once('Tracing.tracingComplete', () => resolve()),
  )
  await session.send('Tracing.end')
  await complete
  await session.detach()
  return readMainThreadTasks(events, markedAt)
}

/**
 * The tasks of the thread that made the mark, on the page's clock: the mark's place in the
 * trace (µs) against its `startTime` on the page (ms) gives the offset between the two clocks.
 */
export function readMainThreadTasks(
  events: readonly TraceEvent[],
  markedAt: number,
): MainThreadTask[] {
  const mark = events.find((event) => event.name === MARK)
  if (mark === undefined)
    throw new Error(`The trace has no "${MARK}": the page's thread is unknown`)
  const offsetMs = mark.ts / 1000 - markedAt
  return events.flatMap((event) =>
    event.name === 'RunTask' &&
    event.ph === 'X' &&
    event.pid === mark.pid &&
    event.tid === mark.tid &&
    event.dur !== undefined &&
    event.tdur !== undefined
      ? [
          {
            startMs: event.ts / 1000 - offsetMs,
            wallMs: event.dur / 1000,
            threadMs: event.tdur / 1000,
          },
        ]
      : [],
  )
}

/** The longest of `tasks` in thread time, in whole ms (0 without a task). */
export const findLongestThreadMs = (tasks: readonly MainThreadTask[]) =>
  Math.round(Math.max(0, ...tasks.map((task) => task.threadMs)))

/** The longest of `tasks` in wall time, in whole ms: what the machine's load adds shows here. */
export const findLongestWallMs = (tasks: readonly MainThreadTask[]) =>
  Math.round(Math.max(0, ...tasks.map((task) => task.wallMs)))

/** A long task, as the longtask API and Lighthouse count one: 50 ms or more. */
export const LONG_TASK_MS = 50

/** The tasks of 50 ms or more, in thread or wall time, rounded: the details of a measure. */
export const listLongTasks = (tasks: readonly MainThreadTask[]) =>
  tasks
    .filter((task) => task.threadMs >= LONG_TASK_MS || task.wallMs >= LONG_TASK_MS)
    .map((task) => ({ threadMs: Math.round(task.threadMs), wallMs: Math.round(task.wallMs) }))
