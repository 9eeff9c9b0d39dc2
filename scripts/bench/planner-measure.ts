import { setTimeout as sleep } from 'node:timers/promises'
import { chromium, type Page } from '@playwright/test'
import { plannerHeroNumbers } from '#app/features/inheritance-planner/planner-payload.ts'
import { decodePlannerPayload } from '#app/features/inheritance-planner/planner-payload-decode.ts'
import { PLANNER_PATH, toPlannerHref } from '#app/lib/planner-link.ts'
import type { PeelerPayload } from '#app/payloads/dataset-payloads.ts'
import { encodeBarracksLink } from '#app/storage/barracks-link.ts'
import { BARRACKS_LINK_KEY } from '#app/storage/barracks-link-key.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lighthouse-measure.ts'
import {
  findLongestThreadMs,
  findLongestWallMs,
  LONG_TASK_MS,
  type MainThreadTask,
  traceMainThreadTasks,
} from './main-thread-tasks.ts'
import type { Measure, MeasureRow } from './measure.ts'
import { findMedian } from './median.ts'
import { createBenchPlan } from './planner-instance.ts'

// Issue 24's budgets: the bench's barracks (1,000 copies, 300 manuals) and five targets wanting
// six skills each, shared as a link; a protected pool ticked at 4× CPU makes a new plan. The
// page's main thread is slowed through CDP; the solver's worker is not (Chromium refuses:
// "Operation is only supported for pages, not workers"), so the solve runs at this machine's
// speed, and its own time is reported beside.
export const PLANNER_ROUTE = PLANNER_PATH
const CPU_SLOWDOWN = 4
const PLANS = 20
/**
 * How long a player's press lasts, from the button (or finger) down to its release: about a
 * tenth of a second (Android's tap timeout, `ViewConfiguration.getTapTimeout()`, is 100 ms).
 * A press of no length put the pointer's arrival, its press and its release in one task, which
 * no player's tap does (decision 0080).
 */
const PRESS_MS = 100
const VIEWPORT = { width: 1440, height: 900 }

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Until a status line of the page starts with `prefix`, polled by a plain script: Playwright's
 * own waits and locators install its injected script in the page, whose listeners on every
 * pointer and mouse event would then run in the tap's own task (decision 0078).
 */
async function waitForStatus(page: Page, prefix: string, timeoutMs: number): Promise<void> {
  await page.evaluate(
    ({ text, timeoutMs }) =>
      new Promise<void>((resolve, reject) => {
        const startedAt = performance.now()
        const check = () => {
          const statuses = [...document.querySelectorAll('[role=status]')]
          if (statuses.some((each) => each.textContent?.startsWith(text))) resolve()
          else if (performance.now() - startedAt > timeoutMs)
            reject(new Error(`No status "${text}…" after ${timeoutMs} ms`))
          else setTimeout(check, 50)
        }
        check()
      }),
    { text: prefix, timeoutMs },
  )
}

/**
 * Until the page is quiet: an idle period with 40 ms to spare, twice running (the browser's
 * idle callbacks come only when no task, frame or render is pending). A plan's drawing goes on
 * after its status says ready (its steps laid out, measured, drawn again).
 */
async function waitForQuiet(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let quietPeriods = 0
        const check = (deadline: IdleDeadline) => {
          quietPeriods = deadline.timeRemaining() >= 40 ? quietPeriods + 1 : 0
          if (quietPeriods >= 2) resolve()
          else requestIdleCallback(check)
        }
        requestIdleCallback(check)
      }),
  )
}

/** What the page's worker did, as recordSolves keeps it: each solve's time and its window. */
type SolveRecord = {
  /** The worker's own time for the solve. */
  readonly solveMs: number
  /** On the page's clock: the request posted, the answer received. */
  readonly postedAt: number
  readonly answeredAt: number
}

/** Before the page's scripts: each plan's solve, as the worker reports it, is kept. */
function recordSolves(): void {
  const solves: SolveRecord[] = []
  ;(window as unknown as { plannerSolves: SolveRecord[] }).plannerSolves = solves
  const PageWorker = window.Worker
  window.Worker = class extends PageWorker {
    postedAt = 0
    constructor(...args: ConstructorParameters<typeof Worker>) {
      super(...args)
      this.addEventListener('message', (event: MessageEvent) => {
        const solveMs = (event.data as { result?: { solveMs?: number } }).result?.solveMs
        if (solveMs === undefined) return
        solves.push({ solveMs, postedAt: this.postedAt, answeredAt: performance.now() })
      })
    }
    override postMessage(message: unknown, options?: StructuredSerializeOptions): void
    override postMessage(message: unknown, transfer: Transferable[]): void
    override postMessage(
      message: unknown,
      second?: StructuredSerializeOptions | Transferable[],
    ): void {
      this.postedAt = performance.now()
      if (Array.isArray(second)) super.postMessage(message, second)
      else super.postMessage(message, second)
    }
  }
}

/** A task's thread time from which its phase is kept in the details. */
const PHASED_TASK_MS = 20

type Change = {
  readonly planMs: number
  /**
   * The page's main-thread tasks from the pointer's arrival until the page is quiet again:
   * the tick's own handling, the solve, the new plan's drawing to its end.
   */
  readonly tasks: readonly MainThreadTask[]
  /** Those tasks that ran while the worker solved: from the request posted to its answer. */
  readonly solvingTasks: readonly MainThreadTask[]
  /**
   * Each task of 20 ms of thread time or more, or 50 ms of wall time, with its phase and start,
   * in ms from the tick, the release (a diagnostic for details only): the change's own work
   * before the request, the solve, or the new plan's drawing after the answer.
   */
  readonly phasedTasks: readonly PhasedTask[]
  readonly solveMs: number | null
}

type PhasedTask = {
  readonly phase: 'beforeSolve' | 'solving' | 'afterAnswer'
  readonly atMs: number
  readonly threadMs: number
  readonly wallMs: number
}

/** Where a player taps to protect a pool: the middle of its box's label, on screen. */
type Point = { readonly x: number; readonly y: number }

/**
 * The "Not to be had" box's label, found and brought to the middle of the screen before the
 * window opens (as Chromium scrolls a target into view for a tap), by a plain script (see
 * waitForStatus): the window holds the page's work for a tick, not the bench's search.
 */
async function findPoolBox(page: Page): Promise<Point> {
  const area = await page.evaluate(() => {
    const label = [...document.querySelectorAll('label')].find((each) =>
      each.textContent?.includes('Not to be had'),
    )
    if (label === undefined) return null
    label.scrollIntoView({ block: 'center', inline: 'center' })
    const { x, y, width, height } = label.getBoundingClientRect()
    return { x, y, width, height }
  })
  if (area === null) throw new Error('The "Not to be had" box is not on the page')
  return { x: area.x + area.width / 2, y: area.y + area.height / 2 }
}

/**
 * Ticks a protected pool as a player does, with the browser's own pointer events: the pointer
 * comes to the box, and once the page has handled its arrival, presses it for `PRESS_MS`. Times
 * the new plan from the release (the click), with the main thread's tasks from the pointer's
 * arrival on (a trace: their thread time as well as their wall time).
 */
async function timeChange(page: Page, box: Point): Promise<Change> {
  let planMs = 0
  let tickedAt = 0
  const tasks = await traceMainThreadTasks(page, async () => {
    await page.mouse.move(box.x, box.y)
    await waitForQuiet(page)
    await page.mouse.down()
    await sleep(PRESS_MS)
    const started = Date.now()
    tickedAt = await page.evaluate(() => performance.now())
    await page.mouse.up()
    await waitForStatus(page, 'Making', 5_000).catch(() => undefined)
    await waitForStatus(page, 'Plan ready', 60_000)
    planMs = Date.now() - started
    await waitForQuiet(page)
  })
  const solve = (
    await page.evaluate(() => (window as unknown as { plannerSolves: SolveRecord[] }).plannerSolves)
  ).at(-1)
  const isWhileSolving = (task: MainThreadTask) =>
    solve !== undefined &&
    task.startMs < solve.answeredAt &&
    task.startMs + task.wallMs > solve.postedAt
  return {
    planMs,
    tasks,
    solvingTasks: tasks.filter(isWhileSolving),
    phasedTasks: tasks
      .filter((task) => task.threadMs >= PHASED_TASK_MS || task.wallMs >= LONG_TASK_MS)
      .map((task) => ({
        phase:
          solve === undefined || task.startMs + task.wallMs <= solve.postedAt
            ? 'beforeSolve'
            : isWhileSolving(task)
              ? 'solving'
              : 'afterAnswer',
        atMs: Math.round(task.startMs - tickedAt),
        threadMs: Math.round(task.threadMs),
        wallMs: Math.round(task.wallMs),
      })),
    solveMs: solve?.solveMs ?? null,
  }
}

async function measurePlanner(baseUrl: string): Promise<MeasureRow> {
  const index = (await (await fetch(`${baseUrl}/payloads/index.json`)).json()) as {
    peeler: string
  }
  const payload = decodePlannerPayload(
    (await (await fetch(`${baseUrl}${index.peeler}`)).json()) as PeelerPayload,
  )
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const plans: number[] = []
    /** Per plan, its longest task's thread time and wall time; the longest while solving. */
    const longest: { thread: number; wall: number; solvingThread: number }[] = []
    const solves: number[] = []
    const phasedTasks: (readonly PhasedTask[])[] = []
    for (let seed = 1; seed <= PLANS; seed += 1) {
      const bench = createBenchPlan(payload.data, {
        seed,
        copies: 1000,
        manuals: 300,
        targetCount: 5,
        wantsPerTarget: 6,
      })
      const href = toPlannerHref({
        targets: bench.targets.map((target) => ({ ...target, isOwned: false })),
      })
      const link = encodeBarracksLink(bench.barracks, plannerHeroNumbers(payload))
      const page = await browser.newPage({ viewport: VIEWPORT })
      await page.addInitScript(recordSolves)
      await page.goto(`${baseUrl}${href}#${BARRACKS_LINK_KEY}=${link}`)
      await waitForStatus(page, 'Plan ready', 60_000)
      // A player's pointer is on the page before it reaches for the box: the page's first
      // pointer event and its one-time costs (11–14 ms at 4× CPU, 3–7 ms for a later arrival)
      // come while they read, not in the tick's window (decision 0084).
      await page.mouse.move(VIEWPORT.width / 2, VIEWPORT.height / 2)
      const box = await findPoolBox(page)
      // The first plan's drawing is over before the tick: its last tasks are not the tick's.
      await waitForQuiet(page)
      const session = await page.context().newCDPSession(page)
      await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
      const change = await timeChange(page, box)
      plans.push(change.planMs)
      longest.push({
        thread: findLongestThreadMs(change.tasks),
        wall: findLongestWallMs(change.tasks),
        solvingThread: findLongestThreadMs(change.solvingTasks),
      })
      phasedTasks.push(change.phasedTasks)
      if (change.solveMs !== null) solves.push(change.solveMs)
      await page.close()
    }
    return {
      route: PLANNER_ROUTE,
      variant: `${CPU_SLOWDOWN}× CPU`,
      figures: [
        {
          key: 'planMs',
          label: 'Change to plan ms (median)',
          unit: 'ms',
          value: findMedian(plans),
        },
        {
          key: 'worstPlanMs',
          label: 'Change to plan ms (worst)',
          unit: 'ms',
          value: Math.max(...plans),
        },
        {
          key: 'longestTaskMs',
          label: 'Longest main-thread task while planning (thread time)',
          unit: 'ms',
          value: Math.max(...longest.map((plan) => plan.thread)),
        },
        {
          key: 'longestSolvingTaskMs',
          label: 'Longest main-thread task while the worker solves (thread time)',
          unit: 'ms',
          value: Math.max(...longest.map((plan) => plan.solvingThread)),
        },
        {
          key: 'longestTaskWallMs',
          label: "Longest main-thread task while planning (wall time, with the machine's load)",
          unit: 'ms',
          value: Math.max(...longest.map((plan) => plan.wall)),
        },
        {
          key: 'solveMs',
          label: 'Solve in the worker ms (median, full speed)',
          unit: 'ms',
          value: solves.length === 0 ? 0 : findMedian(solves),
        },
      ],
      details: { plans, longest, solves, phasedTasks },
    }
  } catch (error) {
    return {
      route: PLANNER_ROUTE,
      variant: `${CPU_SLOWDOWN}× CPU`,
      figures: [],
      error: describeError(error),
    }
  } finally {
    await browser.close()
  }
}

/** The planner's solve and main thread, when the bench's routes include /inheritance-planner. */
export const plannerMeasure: Measure = {
  name: 'planner',
  async run(context) {
    if (!context.routes.includes(PLANNER_ROUTE)) return []
    process.stderr.write(`planner ${context.runLabel} … `)
    await context.ensureSiteIsUp()
    const row = await measurePlanner(context.baseUrl)
    process.stderr.write(row.error === undefined ? 'done\n' : `error: ${row.error}\n`)
    return [row]
  },
}
