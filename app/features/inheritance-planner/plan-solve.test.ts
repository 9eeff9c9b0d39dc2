import loadHighs, { type Highs } from 'highs'
import { beforeAll, expect, test } from 'vitest'
import type { MipSolver } from '#app/domain/inheritance-plan-model.ts'
import { buildPlanData, copyOf, targetOf } from '../../../test/inheritance-plan-fixture.ts'
import { createHighsSolver } from './highs-solver.ts'
import type { PlanRequest } from './plan-inputs.ts'
import { SOLVE_TIME_LIMIT_S } from './plan-inputs.ts'
import { solvePlanRequest } from './plan-solve.ts'

let highs: Highs
beforeAll(async () => {
  highs = await loadHighs()
})

// Klein gives Death Blow 1–2 at 4★: the one donor of the one target.
const data = buildPlanData(
  { ike: {}, klein: { kit: { db1: 1, db2: 1 } } },
  { db1: { sp: 50 }, db2: { sp: 100, requires: ['db1'] } },
)
const request: PlanRequest = {
  barracks: { entries: [copyOf('klein', { rarity: 4 })], manuals: [] },
  targets: [targetOf('ike', ['db2'])],
  keep: [],
  protectedCategories: [],
  spentCopies: [],
}

test('a request solved by HiGHS: the plan, its steps and SP', () => {
  const result = solvePlanRequest({
    data,
    request,
    createSolver: (secondsLeft) => createHighsSolver(highs, { secondsLeft }),
    now: () => 0,
  })
  expect(result.ok).toBe(true)
  if (!result.ok) return
  expect(result.plan.steps).toEqual([
    { kind: 'inherit', unitIndex: 0, targetIndex: 0, skillIds: ['db1', 'db2'], rarity: 4 },
  ])
  // 1.5 × (50 + 100).
  expect(result.plan.totals).toMatchObject({ copiesUsed: 1, sp: 225 })
})

test('a protected pool leaves the want out, said in the plan', () => {
  const result = solvePlanRequest({
    data,
    request: { ...request, protectedCategories: ['generic4'] },
    createSolver: (secondsLeft) => createHighsSolver(highs, { secondsLeft }),
    now: () => 0,
  })
  expect(result.ok && result.plan.targets[0]?.missing.map((each) => each.skillId)).toEqual(['db2'])
})

test('out of time: the solver is told no time is left, and the failure is a value', () => {
  let clock = 0
  const solver: (secondsLeft: () => number) => MipSolver = (secondsLeft) => () => {
    clock += (SOLVE_TIME_LIMIT_S + 1) * 1000
    return secondsLeft() <= 0 ? { status: 'time-limit' } : { status: 'error' }
  }
  expect(solvePlanRequest({ data, request, createSolver: solver, now: () => clock })).toEqual({
    ok: false,
    error: 'time-limit',
  })
})

test('a solver error is said as a failure', () => {
  expect(
    solvePlanRequest({
      data,
      request,
      createSolver: () => () => ({ status: 'error' }),
      now: () => 0,
    }),
  ).toEqual({ ok: false, error: 'solver-failed' })
})

test('a hero the plan keeps is not used', () => {
  const result = solvePlanRequest({
    data,
    request: { ...request, keep: ['klein' as never] },
    createSolver: (secondsLeft) => createHighsSolver(highs, { secondsLeft }),
    now: () => 0,
  })
  expect(result.ok && result.plan.steps).toEqual([])
})
