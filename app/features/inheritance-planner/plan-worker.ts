import loadHighs, { type Highs } from 'highs'
import highsWasmUrl from 'highs/runtime?url'
import { requestJson } from '#app/lib/http-client.ts'
import { createHighsSolver } from './highs-solver.ts'
import type { PlanRequest } from './plan-inputs.ts'
import { type PlanResult, solvePlanRequest } from './plan-solve.ts'
import { decodePlannerPayload, type PlannerPayload } from './planner-payload-decode.ts'

// The planner's solver, off the main thread (issue 24 §3): HiGHS and the planner's data are
// loaded here once, on the first request, and only on the planner page.

export type WorkerRequest = {
  readonly id: number
  readonly url: string
  readonly request: PlanRequest
}
export type WorkerAnswer = { readonly id: number; readonly result: PlanResult }

type WorkerScope = {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null
  postMessage: (message: WorkerAnswer) => void
}
const scope = self as unknown as WorkerScope

let highs: Promise<Highs> | null = null
// The worker has no payload cache of its own: the browser's HTTP cache holds the
// content-hashed file the page already read.
let payload: { readonly url: string; readonly data: Promise<PlannerPayload> } | null = null

function readPayload(url: string): Promise<PlannerPayload> {
  if (payload?.url !== url) {
    const data =
      requestJson<Parameters<typeof decodePlannerPayload>[0]>(url).then(decodePlannerPayload)
    payload = { url, data }
    data.catch(() => {
      payload = null
    })
  }
  return payload.data
}

async function answer({ id, url, request }: WorkerRequest): Promise<WorkerAnswer> {
  let loaded: [Highs, PlannerPayload]
  try {
    highs ??= loadHighs({ locateFile: () => highsWasmUrl })
    highs.catch(() => {
      highs = null
    })
    loaded = await Promise.all([highs, readPayload(url)])
  } catch {
    // Said on the page as the data that could not be had; a new request tries again.
    return { id, result: { ok: false, error: 'data-failed' } }
  }
  const [solver, { data }] = loaded
  try {
    return {
      id,
      result: solvePlanRequest({
        data,
        request,
        createSolver: (secondsLeft) => createHighsSolver(solver, { secondsLeft }),
        now: () => performance.now(),
      }),
    }
  } catch {
    // HiGHS aborts by throwing: the page says the solver failed, and the worker is started
    // again for the next request.
    highs = null
    return { id, result: { ok: false, error: 'solver-failed' } }
  }
}

scope.onmessage = (event) => {
  void answer(event.data).then((message) => scope.postMessage(message))
}
