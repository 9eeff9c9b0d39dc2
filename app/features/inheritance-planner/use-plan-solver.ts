import { startTransition, useEffect, useMemo, useRef, useState } from 'react'
import { whenIdle } from '#app/lib/when-idle.ts'
import type { PlanRequest } from './plan-inputs.ts'
import { SOLVE_TIME_LIMIT_S } from './plan-inputs.ts'
import type { PlanResult } from './plan-solve.ts'
import type { WorkerAnswer, WorkerRequest } from './plan-worker.ts'

/** The worker answers within the solver's limit plus loading HiGHS and the data; past this it is stopped. */
const WATCHDOG_MS = (SOLVE_TIME_LIMIT_S + 20) * 1000

/**
 * The latest a request waits for the page to be idle. A change's own work (the controls, the
 * dimmed plan, the URL's write) is drawn first, then the solve starts: on a phone's few cores
 * the worker does not slow those tasks down (issue 24: no task over 50 ms while solving).
 */
const POST_WHEN_IDLE_MS = 200

export type SolverState =
  | { readonly status: 'idle' }
  /** The previous plan stays in view (dimmed) while the next is made: nothing jumps. */
  | { readonly status: 'solving'; readonly previous: PlanResult | null }
  | { readonly status: 'done'; readonly result: PlanResult }

let requestsMade = 0

// A barracks' number for the request's key: written out once per barracks object (1,000
// entries cost 3.6 ms, 14 at 4× CPU, on every change of the targets or pools before), the same
// number for the same barracks read again.
const barracksNumbers = new WeakMap<object, number>()
let lastBarracks = { text: '', number: 0 }

function keyOf(request: PlanRequest): string {
  let number = barracksNumbers.get(request.barracks)
  if (number === undefined) {
    const text = JSON.stringify(request.barracks)
    if (text !== lastBarracks.text) lastBarracks = { text, number: lastBarracks.number + 1 }
    number = lastBarracks.number
    barracksNumbers.set(request.barracks, number)
  }
  return JSON.stringify({ ...request, barracks: number })
}

/**
 * The plan of `request`, solved in a Web Worker (HiGHS never runs on the page's thread). The
 * effect talks to the worker, an outside system, not to the network: the data comes from the
 * route's clientLoader, the worker reads the same content-hashed file from the HTTP cache. A
 * newer request stops a worker still busy with an older one; a worker that does not answer in
 * time is stopped and the time-out said.
 */
export function usePlanSolver(
  url: string,
  request: PlanRequest | null,
): { readonly state: SolverState; readonly retry: () => void } {
  const key = useMemo(() => (request === null ? null : keyOf(request)), [request])
  const [attempt, setAttempt] = useState(0)
  const [answer, setAnswer] = useState<{
    readonly key: string
    readonly attempt: number
    readonly result: PlanResult
  } | null>(null)
  const worker = useRef<Worker | null>(null)
  const requestRef = useRef(request)
  requestRef.current = request

  useEffect(() => {
    const current = requestRef.current
    if (key === null || current === null) return
    const running =
      worker.current ??
      new Worker(new URL('./plan-worker.ts', import.meta.url), {
        type: 'module',
        name: 'inheritance-planner',
      })
    worker.current = running
    requestsMade += 1
    const id = requestsMade
    let isAnswered = false
    const settle = (result: PlanResult) => {
      isAnswered = true
      // A plan of fifty steps is a big render: as a transition, React draws it in slices.
      startTransition(() => setAnswer({ key, attempt, result }))
    }
    const stop = () => {
      running.terminate()
      if (worker.current === running) worker.current = null
    }
    const onMessage = (event: MessageEvent<WorkerAnswer>) => {
      if (event.data.id === id) settle(event.data.result)
    }
    const onError = (event: Event) => {
      // The worker's script could not load or threw at the top: said as data that failed.
      event.preventDefault()
      stop()
      settle({ ok: false, error: 'data-failed' })
    }
    const watchdog = window.setTimeout(() => {
      stop()
      settle({ ok: false, error: 'time-limit' })
    }, WATCHDOG_MS)
    running.addEventListener('message', onMessage)
    running.addEventListener('error', onError)
    const message: WorkerRequest = { id, url, request: current }
    const cancelPost = whenIdle(() => running.postMessage(message), {
      timeoutMs: POST_WHEN_IDLE_MS,
    })
    return () => {
      cancelPost()
      window.clearTimeout(watchdog)
      running.removeEventListener('message', onMessage)
      running.removeEventListener('error', onError)
      // Still solving an older plan: stopped, so the newer one does not wait behind it.
      if (!isAnswered) stop()
    }
  }, [key, url, attempt])

  useEffect(() => () => worker.current?.terminate(), [])

  const state: SolverState =
    key === null
      ? { status: 'idle' }
      : answer !== null && answer.key === key && answer.attempt === attempt
        ? { status: 'done', result: answer.result }
        : { status: 'solving', previous: answer?.result ?? null }
  return { state, retry: () => setAttempt((count) => count + 1) }
}
