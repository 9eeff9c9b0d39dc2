import type { Highs } from 'highs'
import type { MipOutcome, MipRequest, MipSolver } from '#app/domain/inheritance-plan-model.ts'

/** A value this close to a whole number is that number (HiGHS's own feasibility tolerance). */
const INTEGRALITY_TOLERANCE = 1e-6

/**
 * HiGHS options measured on the bench's plans (decision 0062): no presolve (the model is
 * already lean; presolve cost more than it saved), and neither the feasibility-jump heuristic
 * nor symmetry detection (the planner's relaxations are nearly whole: both only added time).
 */
const OPTIONS = {
  output_flag: false,
  presolve: 'off',
  mip_rel_gap: 0,
  // The costs are integers: a gap under 1 is a proof.
  mip_abs_gap: 0.99,
  mip_heuristic_run_feasibility_jump: false,
  mip_detect_symmetry: false,
} as const

function isWhole(values: ArrayLike<number>): boolean {
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index] ?? 0
    if (Math.abs(value - Math.round(value)) > INTEGRALITY_TOLERANCE) return false
  }
  return true
}

/**
 * The planner's MIPs solved by HiGHS: first the linear relaxation, which is often whole and
 * then already the optimum; else the MIP, optimality proven, within what is left of the time.
 */
export function createHighsSolver(
  highs: Highs,
  options: {
    readonly secondsLeft: () => number
    /** More HiGHS options (for measurements). */
    readonly highsOptions?: Readonly<Record<string, boolean | number | string>>
  },
): MipSolver {
  return (request: MipRequest): MipOutcome => {
    const starts = [0]
    const indices: number[] = []
    const values: number[] = []
    for (const row of request.rows) {
      indices.push(...row.columns)
      values.push(...row.coefficients)
      starts.push(indices.length)
    }
    const bound = (value: number): number =>
      value === Number.POSITIVE_INFINITY
        ? highs.infinity
        : value === Number.NEGATIVE_INFINITY
          ? -highs.infinity
          : value
    const data = {
      numCols: request.columnCount,
      numRows: request.rows.length,
      colCost: request.objective,
      colLower: Array.from<number>({ length: request.columnCount }).fill(0),
      colUpper: request.columnUpper,
      rowLower: request.rows.map((row) => bound(row.lower)),
      rowUpper: request.rows.map((row) => bound(row.upper)),
      matrix: {
        format: 'csr' as const,
        numRows: request.rows.length,
        numCols: request.columnCount,
        starts,
        indices,
        values,
      },
    }
    const status = highs.constants.modelStatus
    const integrality = Array.from(
      { length: request.columnCount },
      () => highs.constants.variableType.integer,
    )
    type Run =
      | { readonly outcome: MipOutcome }
      | { readonly values: Float64Array; readonly objective: number }
    const run = (input: typeof data, isInteger: boolean, start: readonly number[] | null): Run => {
      const secondsLeft = options.secondsLeft()
      if (secondsLeft <= 0) return { outcome: { status: 'time-limit' } }
      const model = highs.createModel(isInteger ? { ...input, integrality } : input)
      try {
        model.options.set({ ...OPTIONS, time_limit: secondsLeft, ...options.highsOptions })
        if (start !== null) model.setSolution({ colValue: start })
        const { modelStatus } = model.run()
        if (modelStatus === status.infeasible) return { outcome: { status: 'infeasible' } }
        if (modelStatus === status.timeLimit) return { outcome: { status: 'time-limit' } }
        if (modelStatus !== status.optimal) return { outcome: { status: 'error' } }
        return { values: model.getSolution().colValue, objective: model.getObjectiveValue() }
      } finally {
        model.dispose()
      }
    }
    const relaxed = run(data, false, null)
    if ('outcome' in relaxed) return relaxed.outcome
    if (isWhole(relaxed.values)) return { status: 'optimal', values: relaxed.values }
    // The costs are whole: a whole solution at the relaxation's bound, rounded up, is optimal.
    // It is looked for first among the columns the relaxation uses, a much smaller MIP.
    const bestPossible = Math.ceil(relaxed.objective - INTEGRALITY_TOLERANCE)
    const restricted = run(
      {
        ...data,
        colUpper: request.columnUpper.map((upper, column) =>
          (relaxed.values[column] ?? 0) > INTEGRALITY_TOLERANCE ? upper : 0,
        ),
      },
      true,
      null,
    )
    if ('values' in restricted && restricted.objective <= bestPossible + INTEGRALITY_TOLERANCE) {
      return { status: 'optimal', values: restricted.values }
    }
    const full = run(data, true, request.start)
    return 'outcome' in full ? full.outcome : { status: 'optimal', values: full.values }
  }
}
