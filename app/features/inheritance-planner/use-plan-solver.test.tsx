import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { PlanRequest } from './plan-inputs.ts'
import type { PlanResult } from './plan-solve.ts'
import type { WorkerAnswer, WorkerRequest } from './plan-worker.ts'
import { usePlanSolver } from './use-plan-solver.ts'

/** A stand-in for the planner's worker: records what it is sent, answers when told. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = []
  readonly sent: WorkerRequest[] = []
  isTerminated = false
  constructor() {
    super()
    FakeWorker.made.push(this)
  }
  postMessage(message: WorkerRequest) {
    this.sent.push(message)
  }
  terminate() {
    this.isTerminated = true
  }
  answer(result: PlanResult, index = this.sent.length - 1) {
    const id = this.sent[index]?.id ?? -1
    this.dispatchEvent(new MessageEvent<WorkerAnswer>('message', { data: { id, result } }))
  }
}

const request = (wants: number): PlanRequest => ({
  barracks: { entries: [], manuals: [] },
  targets: [],
  keep: [],
  protectedCategories: [],
  spentCopies: [[`entry-${wants}`, 1]],
})
const failed = (error: 'time-limit' | 'solver-failed' | 'data-failed'): PlanResult => ({
  ok: false,
  error,
})

/** The page's idle callbacks, run when a test says the page is idle. */
let idleTasks: Map<number, { readonly task: () => void; readonly timeout?: number }>

function becomeIdle() {
  const tasks = [...idleTasks.values()]
  idleTasks.clear()
  for (const { task } of tasks) task()
}

beforeEach(() => {
  FakeWorker.made = []
  vi.stubGlobal('Worker', FakeWorker)
  idleTasks = new Map()
  let handles = 0
  vi.stubGlobal('requestIdleCallback', (task: () => void, options?: { timeout?: number }) => {
    handles += 1
    idleTasks.set(handles, { task, timeout: options?.timeout })
    return handles
  })
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idleTasks.delete(handle))
})
afterEach(() => {
  // Unmounted while the stand-ins are still here: the hook cancels what it scheduled.
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

test('no request: idle, no worker', () => {
  const { result } = renderHook(() => usePlanSolver('/payloads/peeler.1.json', null))
  expect(result.current.state).toEqual({ status: 'idle' })
  expect(FakeWorker.made).toHaveLength(0)
})

test('a request is sent with the data URL once the page is idle; its answer is the state', () => {
  const { result } = renderHook(() => usePlanSolver('/payloads/peeler.1.json', request(1)))
  expect(result.current.state).toEqual({ status: 'solving', previous: null })
  const [worker] = FakeWorker.made
  expect(worker?.sent).toEqual([])
  // Idle or not, it waits a fifth of a second at most.
  expect([...idleTasks.values()].map(({ timeout }) => timeout)).toEqual([200])
  becomeIdle()
  expect(worker?.sent[0]).toMatchObject({ url: '/payloads/peeler.1.json', request: request(1) })
  act(() => worker?.answer(failed('solver-failed')))
  expect(result.current.state).toEqual({ status: 'done', result: failed('solver-failed') })
})

test('a newer request: the busy worker is stopped, the older answer never shows', () => {
  const { result, rerender } = renderHook(({ wants }) => usePlanSolver('/p.json', request(wants)), {
    initialProps: { wants: 1 },
  })
  becomeIdle()
  const first = FakeWorker.made[0] as FakeWorker
  rerender({ wants: 2 })
  expect(first.isTerminated).toBe(true)
  act(() => first.answer(failed('solver-failed'), 0))
  expect(result.current.state.status).toBe('solving')
  becomeIdle()
  const second = FakeWorker.made[1] as FakeWorker
  act(() => second.answer(failed('time-limit')))
  expect(result.current.state).toEqual({ status: 'done', result: failed('time-limit') })
})

test('an answered worker is kept for the next request, which shows the last plan meanwhile', () => {
  const { result, rerender } = renderHook(({ wants }) => usePlanSolver('/p.json', request(wants)), {
    initialProps: { wants: 1 },
  })
  becomeIdle()
  const worker = FakeWorker.made[0] as FakeWorker
  act(() => worker.answer(failed('solver-failed')))
  rerender({ wants: 2 })
  becomeIdle()
  expect(FakeWorker.made).toHaveLength(1)
  expect(worker.sent).toHaveLength(2)
  expect(result.current.state).toEqual({ status: 'solving', previous: failed('solver-failed') })
})

test('a request changed before the page was idle is never sent: only the newest is', () => {
  const { rerender } = renderHook(({ wants }) => usePlanSolver('/p.json', request(wants)), {
    initialProps: { wants: 1 },
  })
  rerender({ wants: 2 })
  becomeIdle()
  const sent = FakeWorker.made.flatMap((worker) => worker.sent)
  expect(sent.map((message) => message.request)).toEqual([request(2)])
})

test('a worker that never answers is stopped, and the time-out said; retry asks again', () => {
  vi.useFakeTimers()
  const { result } = renderHook(() => usePlanSolver('/p.json', request(1)))
  const worker = FakeWorker.made[0] as FakeWorker
  act(() => vi.advanceTimersByTime(60_000))
  expect(worker.isTerminated).toBe(true)
  expect(result.current.state).toEqual({ status: 'done', result: failed('time-limit') })
  act(() => result.current.retry())
  expect(FakeWorker.made).toHaveLength(2)
  expect(result.current.state.status).toBe('solving')
})

test('a worker whose script fails is said as data that could not be loaded', () => {
  const { result } = renderHook(() => usePlanSolver('/p.json', request(1)))
  const worker = FakeWorker.made[0] as FakeWorker
  act(() => {
    worker.dispatchEvent(new Event('error', { cancelable: true }))
  })
  expect(worker.isTerminated).toBe(true)
  expect(result.current.state).toEqual({ status: 'done', result: failed('data-failed') })
})
