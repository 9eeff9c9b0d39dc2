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

function evaluate(objective: readonly number[], values: readonly number[]): number {
  let total = 0
  for (let column = 0; column < objective.length; column += 1) {
    total += (objective[column] ?? 0) * (values[column] ?? 0)
  }
  return total
}

/** Whether whole `values` keep every bound and row: a start is trusted only then. */
function isFeasible(request: MipRequest, values: readonly number[]): boolean {
  for (let column = 0; column < request.columnCount; column += 1) {
    const value = values[column] ?? 0
    if (value < 0 || value > (request.columnUpper[column] ?? 0) || !Number.isInteger(value)) {
      return false
    }
  }
  return request.rows.every((row) => {
    let total = 0
    row.columns.forEach((column, index) => {
      total += (row.coefficients[index] ?? 0) * (values[column] ?? 0)
    })
    return total >= row.lower - INTEGRALITY_TOLERANCE && total <= row.upper + INTEGRALITY_TOLERANCE
  })
}

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
    const bestPossible = Math.ceil(relaxed.objective - INTEGRALITY_TOLERANCE)
    const meetsBound = (objective: number) => objective <= bestPossible + INTEGRALITY_TOLERANCE
    // The previous stage's solution keeps this stage's rows: often it is already the best.
    const start =
      request.start !== null && isFeasible(request, request.start) ? request.start : null
    if (start !== null && meetsBound(evaluate(request.objective, start))) {
      return { status: 'optimal', values: start }
    }
    // Looked for first among the columns the relaxation or the start use: a much smaller MIP,
    // feasible whenever there is a start.
    const restricted = run(
      {
        ...data,
        colUpper: request.columnUpper.map((upper, column) =>
          (relaxed.values[column] ?? 0) > INTEGRALITY_TOLERANCE || (start?.[column] ?? 0) > 0
            ? upper
            : 0,
        ),
      },
      true,
      start,
    )
    if ('values' in restricted && meetsBound(restricted.objective)) {
      return { status: 'optimal', values: restricted.values }
    }
    const full = run(data, true, 'values' in restricted ? [...restricted.values] : start)
    return 'outcome' in full ? full.outcome : { status: 'optimal', values: full.values }
  }
}
