import {
  buildPlan,
  buildPlanProblem,
  type InheritancePlan,
  type PlanData,
  type PlanOutline,
} from '#app/domain/inheritance-plan.ts'
import {
  buildPlanModel,
  type MipSolver,
  solvePlanModel,
} from '#app/domain/inheritance-plan-model.ts'
import { markKept, type PlanRequest, SOLVE_TIME_LIMIT_S } from './plan-inputs.ts'

export type PlanFailure = 'time-limit' | 'solver-failed' | 'data-failed'

export type PlanResult =
  | {
      readonly ok: true
      /** The problem without its offers: the page shows donors and targets, never offers. */
      readonly problem: PlanOutline
      readonly plan: InheritancePlan
      /** Wall time of the solve, for the page's note. */
      readonly solveMs: number
    }
  | { readonly ok: false; readonly error: PlanFailure }

/**
 * One request solved: the problem from the barracks and targets, the integer program, the plan
 * in steps. The solver is given the time left (HiGHS in the worker, or in a test).
 */
export function solvePlanRequest(options: {
  readonly data: PlanData
  readonly request: PlanRequest
  readonly createSolver: (secondsLeft: () => number) => MipSolver
  readonly now: () => number
}): PlanResult {
  const { data, request, now } = options
  const started = now()
  const problem = buildPlanProblem({
    data,
    barracks: markKept(request.barracks, request.keep),
    targets: request.targets,
    settings: {
      protectedCategories: request.protectedCategories,
      spentCopies: new Map(request.spentCopies),
    },
  })
  const secondsLeft = () => SOLVE_TIME_LIMIT_S - (now() - started) / 1000
  const solved = solvePlanModel(problem, buildPlanModel(problem), options.createSolver(secondsLeft))
  if (!solved.ok) return { ok: false, error: solved.error }
  const plan = buildPlan({ data, problem, uses: solved.uses, cost: solved.cost })
  // Only what the page reads crosses to it: tens of thousands of offers would be copied for nothing.
  const outline = { targets: problem.targets, units: problem.units }
  return { ok: true, problem: outline, plan, solveMs: Math.round(now() - started) }
}
