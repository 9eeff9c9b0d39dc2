import type { Highs } from 'highs'
import type { MipOutcome, MipRequest, MipSolver } from '#app/domain/inheritance-plan-model.ts'

/**
 * The planner's MIPs solved by HiGHS (decision 0056): binary columns, rows as CSR, optimality
 * proven (no relative gap; an absolute gap under 1, the costs being integers), each solve
 * within what is left of the time allowed.
 */
export function createHighsSolver(
  highs: Highs,
  options: { readonly secondsLeft: () => number },
): MipSolver {
  return (request: MipRequest): MipOutcome => {
    const secondsLeft = options.secondsLeft()
    if (secondsLeft <= 0) return { status: 'time-limit' }
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
    const model = highs.createModel({
      numCols: request.columnCount,
      numRows: request.rows.length,
      colCost: request.objective,
      colLower: Array.from<number>({ length: request.columnCount }).fill(0),
      colUpper: request.columnUpper,
      rowLower: request.rows.map((row) => bound(row.lower)),
      rowUpper: request.rows.map((row) => bound(row.upper)),
      matrix: {
        format: 'csr',
        numRows: request.rows.length,
        numCols: request.columnCount,
        starts,
        indices,
        values,
      },
      integrality: Array.from(
        { length: request.columnCount },
        () => highs.constants.variableType.integer,
      ),
    })
    try {
      model.options.set({
        output_flag: false,
        mip_rel_gap: 0,
        mip_abs_gap: 0.99,
        time_limit: secondsLeft,
      })
      if (request.start !== null) model.setSolution({ colValue: request.start })
      const { modelStatus } = model.run()
      const status = highs.constants.modelStatus
      if (modelStatus === status.optimal) {
        return { status: 'optimal', values: model.getSolution().colValue }
      }
      if (modelStatus === status.infeasible) return { status: 'infeasible' }
      if (modelStatus === status.timeLimit) return { status: 'time-limit' }
      return { status: 'error' }
    } finally {
      model.dispose()
    }
  }
}
