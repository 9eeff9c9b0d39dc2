import { INHERIT_SLOTS } from './availability.ts'
import {
  type CheckedSelection,
  calculateEmptyCost,
  checkSelection,
  type DonorUnit,
  type Offer,
  PLAN_COST_ORDER,
  type PlanCost,
  type PlanProblem,
  type PlanSelection,
  PROMOTION_FEATHERS,
  reorderSelection,
  type UnitUse,
} from './inheritance-plan.ts'
import type { SkillId } from './skill.ts'
import type { Rarity } from './stat.ts'

// The planning problem as an integer program (decision 0062): binary variables, one linear
// objective per cost, minimised one after the other (lexicographic), each stage keeping the
// costs before it at their best. The order rule (a donor's tiers need their prerequisites from
// donors before it) is added lazily, as cuts, when a solution breaks it: it rarely does.

/** `lower ≤ Σ coefficient × column ≤ upper`. */
export type MipRow = {
  readonly columns: readonly number[]
  readonly coefficients: readonly number[]
  readonly lower: number
  readonly upper: number
}

/** One stage's objective: integer-valued on integer columns. */
export type MipObjective = {
  readonly coefficients: readonly number[]
  readonly offset: number
  /** The costs it stands for, each with its weight (for reading and tests). */
  readonly costs: readonly { readonly cost: keyof PlanCost; readonly weight: number }[]
}

/** Every promotion costs a multiple of 20 feathers. */
const FEATHER_UNIT = 20

/** Columns are binary (0–1 integers). */
export type MipModel = {
  readonly columnCount: number
  /** 0 fixes a column at 0 (a tier that cannot be reached). */
  readonly columnUpper: readonly number[]
  readonly rows: readonly MipRow[]
  /** Solved one after the other, each holding the ones before at their optimum. */
  readonly objectives: readonly MipObjective[]
}

export type PlanModel = {
  readonly model: MipModel
  /** The column of each offer (same index). */
  readonly offerColumns: readonly number[]
  /** The columns' values that stand for a selection (a start for the next stage). */
  readonly toColumns: (selection: PlanSelection) => number[]
}

class ModelBuilder {
  columnCount = 0
  readonly columnUpper: number[] = []
  readonly rows: MipRow[] = []
  readonly objectives = PLAN_COST_ORDER.map(() => new Map<number, number>())

  column(upper = 1): number {
    this.columnUpper.push(upper)
    this.columnCount += 1
    return this.columnCount - 1
  }
  row(terms: readonly (readonly [number, number])[], lower: number, upper: number): void {
    this.rows.push({
      columns: terms.map(([column]) => column),
      coefficients: terms.map(([, coefficient]) => coefficient),
      lower,
      upper,
    })
  }
  cost(stage: number, column: number, coefficient: number): void {
    if (coefficient === 0) return
    const objective = this.objectives[stage] as Map<number, number>
    objective.set(column, (objective.get(column) ?? 0) + coefficient)
  }
}

/**
 * The integer program of a planning problem. Variables: an offer taken (`give`), a tier a
 * target gets (`has`), a donor used for a target (`uses`), a donor promoted to at least a
 * rarity (`promoted`). Rows: each tier had comes from exactly one donor; a tier had needs one
 * of its prerequisites had; a donor gives five tiers at most, to one target; an offer above the
 * donor's rarity needs the promotion, and promotions go one rarity at a time; identical copies
 * are used in order (symmetry).
 */
export function buildPlanModel(problem: PlanProblem): PlanModel {
  const builder = new ModelBuilder()
  const [missed, value, feathers, sp, unmarked] = [0, 1, 2, 3, 4]
  let wantCount = 0
  // has[target][skill]
  const has = problem.targets.map((target) => {
    const columns = new Map(target.tiers.map((tier) => [tier.skillId, builder.column()]))
    for (const tier of target.tiers) {
      const column = columns.get(tier.skillId) as number
      builder.cost(sp, column, tier.sp)
      if (tier.isWanted) builder.cost(missed, column, -1)
    }
    wantCount += target.wants.filter((want) => want.status.kind === 'planned').length
    return columns
  })
  const offerColumns = problem.offers.map(() => builder.column())
  // uses[unit][target]
  const uses = new Map<string, number>()
  const useOf = (unitIndex: number, targetIndex: number): number => {
    const key = `${unitIndex}\n${targetIndex}`
    let column = uses.get(key)
    if (column === undefined) {
      column = builder.column()
      uses.set(key, column)
      const unit = problem.units[unitIndex] as DonorUnit
      builder.cost(value, column, unit.value)
      if (unit.origin === 'copy' && unit.role !== 'fodder') builder.cost(unmarked, column, 1)
    }
    return column
  }
  const promotions = new Map<string, number>()
  const promotionOf = (unitIndex: number, rarity: Rarity): number => {
    const key = `${unitIndex}\n${rarity}`
    let column = promotions.get(key)
    if (column === undefined) {
      column = builder.column()
      promotions.set(key, column)
      builder.cost(feathers, column, PROMOTION_FEATHERS[rarity as 2 | 3 | 4 | 5])
    }
    return column
  }

  const giversOfTier = new Map<string, number[]>()
  const offersOfUse = new Map<number, number[]>()
  problem.offers.forEach((offer: Offer, offerIndex) => {
    const column = offerColumns[offerIndex] as number
    const tierKey = `${offer.targetIndex}\n${offer.skillId}`
    giversOfTier.set(tierKey, [...(giversOfTier.get(tierKey) ?? []), column])
    const use = useOf(offer.unitIndex, offer.targetIndex)
    offersOfUse.set(use, [...(offersOfUse.get(use) ?? []), column])
    // An offer taken means its donor is used for that target.
    builder.row(
      [
        [column, 1],
        [use, -1],
      ],
      -Infinity,
      0,
    )
    const unit = problem.units[offer.unitIndex] as DonorUnit
    if (offer.rarity > unit.rarity) {
      builder.row(
        [
          [column, 1],
          [promotionOf(offer.unitIndex, offer.rarity), -1],
        ],
        -Infinity,
        0,
      )
    }
  })

  problem.targets.forEach((target, targetIndex) => {
    const columns = has[targetIndex] as Map<string, number>
    for (const tier of target.tiers) {
      const column = columns.get(tier.skillId) as number
      const givers = giversOfTier.get(`${targetIndex}\n${tier.skillId}`) ?? []
      builder.row([[column, 1], ...givers.map((giver) => [giver, -1] as const)], 0, 0)
      if (tier.requires !== null) {
        const lower = tier.requires.flatMap((id) => columns.get(id) ?? [])
        builder.row([[column, 1], ...lower.map((each) => [each, -1] as const)], -Infinity, 0)
      }
    }
  })

  for (const [use, columns] of offersOfUse) {
    builder.row(
      [...columns.map((column) => [column, 1] as const), [use, -INHERIT_SLOTS]],
      -Infinity,
      0,
    )
  }

  const usesByUnit = new Map<number, number[]>()
  for (const [key, column] of uses) {
    const unitIndex = Number(key.split('\n')[0])
    usesByUnit.set(unitIndex, [...(usesByUnit.get(unitIndex) ?? []), column])
  }
  for (const [unitIndex, columns] of usesByUnit) {
    builder.row(
      columns.map((column) => [column, 1] as const),
      -Infinity,
      1,
    )
    const unit = problem.units[unitIndex] as DonorUnit
    // Promoted only when used; to a rarity only through the one below.
    for (let rarity = unit.rarity + 1; rarity <= 5; rarity += 1) {
      const column = promotions.get(`${unitIndex}\n${rarity}`)
      if (column === undefined) continue
      const below =
        rarity - 1 > unit.rarity ? promotionOf(unitIndex, (rarity - 1) as Rarity) : undefined
      builder.row(
        [
          [column, 1],
          ...(below === undefined
            ? columns.map((each) => [each, -1] as const)
            : [[below, -1] as const]),
        ],
        -Infinity,
        0,
      )
    }
    // Identical copies: this one only after the one before it.
    const previous = problem.units[unitIndex - 1]
    if (previous !== undefined && previous.lineKey === unit.lineKey) {
      const previousColumns = usesByUnit.get(unitIndex - 1) ?? []
      builder.row(
        [
          ...columns.map((column) => [column, 1] as const),
          ...previousColumns.map((column) => [column, -1] as const),
        ],
        -Infinity,
        0,
      )
    }
  }

  // Five costs in three stages: a cost weighted above the next one's largest possible value
  // keeps the order exactly (missed × (Σ values + 1) + value), with smaller numbers to solve.
  const dense = (costs: readonly (readonly [number, number])[]): number[] => {
    const coefficients = Array.from<number>({ length: builder.columnCount }).fill(0)
    for (const [stage, weight] of costs) {
      for (const [column, coefficient] of builder.objectives[stage] as Map<number, number>) {
        coefficients[column] = (coefficients[column] ?? 0) + coefficient * weight
      }
    }
    return coefficients
  }
  const valueBound = problem.units.reduce((total, unit) => total + unit.value, 0) + 1
  const unitBound = problem.units.length + 1
  const objectives: MipObjective[] = [
    {
      coefficients: dense([
        [missed, valueBound],
        [value, 1],
      ]),
      offset: wantCount * valueBound,
      costs: [
        { cost: 'missed', weight: valueBound },
        { cost: 'value', weight: 1 },
      ],
    },
    {
      // Feathers come in twenties: smaller numbers for the solver.
      coefficients: dense([[feathers, 1 / FEATHER_UNIT]]),
      offset: 0,
      costs: [{ cost: 'feathers', weight: 1 / FEATHER_UNIT }],
    },
    {
      coefficients: dense([
        [sp, unitBound],
        [unmarked, 1],
      ]),
      offset: 0,
      costs: [
        { cost: 'sp', weight: unitBound },
        { cost: 'unmarked', weight: 1 },
      ],
    },
  ]
  return {
    model: {
      columnCount: builder.columnCount,
      columnUpper: builder.columnUpper,
      rows: builder.rows,
      objectives,
    },
    offerColumns,
    toColumns: (selection) => {
      const values = Array.from<number>({ length: builder.columnCount }).fill(0)
      const rarities = new Map<number, Rarity>()
      for (const offerIndex of selection) {
        const offer = problem.offers[offerIndex] as Offer
        values[offerColumns[offerIndex] as number] = 1
        values[has[offer.targetIndex]?.get(offer.skillId) as number] = 1
        values[uses.get(`${offer.unitIndex}\n${offer.targetIndex}`) as number] = 1
        const unit = problem.units[offer.unitIndex] as DonorUnit
        rarities.set(
          offer.unitIndex,
          Math.max(rarities.get(offer.unitIndex) ?? unit.rarity, offer.rarity) as Rarity,
        )
      }
      for (const [unitIndex, rarity] of rarities) {
        for (let each = 2; each <= rarity; each += 1) {
          const column = promotions.get(`${unitIndex}\n${each}`)
          if (column !== undefined) values[column] = 1
        }
      }
      return values
    },
  }
}

/** One MIP to solve: the model's rows plus the stage's, with one objective. */
export type MipRequest = {
  readonly columnCount: number
  readonly columnUpper: readonly number[]
  readonly rows: readonly MipRow[]
  readonly objective: readonly number[]
  /** A feasible solution to start from (the previous stage's). */
  readonly start: readonly number[] | null
}

export type MipOutcome =
  | { readonly status: 'optimal'; readonly values: ArrayLike<number> }
  | { readonly status: 'infeasible' | 'time-limit' | 'error' }

/** Solves one MIP to proven optimality (the solver's part: HiGHS in a worker, or in a test). */
export type MipSolver = (request: MipRequest) => MipOutcome

export type SolvedPlan =
  | {
      readonly ok: true
      readonly uses: readonly UnitUse[]
      readonly cost: PlanCost
      /** MIP solves run, cuts included: for measurements. */
      readonly solves: number
      readonly cuts: number
      /** Solutions whose donors were put in order by sharing their tiers out another way. */
      readonly reorders: number
    }
  | { readonly ok: false; readonly error: 'time-limit' | 'solver-failed' }

/** Past this many cuts the order rule is not converging: a bug, said as a failure. */
const MAX_CUTS = 200

function evaluateObjective(objective: MipObjective, values: ArrayLike<number>): number {
  let total = objective.offset
  objective.coefficients.forEach((coefficient, column) => {
    if (coefficient !== 0) total += coefficient * (values[column] ?? 0)
  })
  return Math.round(total)
}

/**
 * Solves the plan lexicographically: for each stage (the costs of PLAN_COST_ORDER, two by two
 * where one weighted sum keeps their order), the least value keeping the earlier stages at
 * their optimum (stages are integers, so `≤ best + 0.5` holds them). A
 * solution whose donors cannot be put in order gets a cut (those offers not all together,
 * unless another donor brings one of their prerequisites) and the stage is solved again.
 */
export function solvePlanModel(
  problem: PlanProblem,
  planModel: PlanModel,
  solve: MipSolver,
): SolvedPlan {
  const { model, offerColumns } = planModel
  if (problem.offers.length === 0) {
    return {
      ok: true,
      uses: [],
      cost: calculateEmptyCost(problem),
      solves: 0,
      cuts: 0,
      reorders: 0,
    }
  }
  const rows: MipRow[] = [...model.rows]
  let start: number[] | null = null
  let solves = 0
  let cuts = 0
  let reorders = 0
  let checked: CheckedSelection | null = null
  for (const objective of model.objectives) {
    for (;;) {
      solves += 1
      const outcome = solve({
        columnCount: model.columnCount,
        columnUpper: model.columnUpper,
        rows,
        objective: objective.coefficients,
        start,
      })
      if (outcome.status === 'time-limit') return { ok: false, error: 'time-limit' }
      if (outcome.status !== 'optimal') return { ok: false, error: 'solver-failed' }
      const values = Array.from(outcome.values, (each) => Math.round(each))
      const selection = offerColumns.flatMap((column, offerIndex) =>
        values[column] === 1 ? [offerIndex] : [],
      )
      const solved = checkSelection(problem, selection)
      if (solved.ok) {
        checked = solved
        start = values
        break
      }
      if (solved.problem !== 'order' || cuts >= MAX_CUTS) {
        return { ok: false, error: 'solver-failed' }
      }
      // The same donors and tiers shared out another way cost the same: no new solve.
      const reordered = reorderSelection(problem, selection)
      const rechecked = reordered === null ? null : checkSelection(problem, reordered)
      if (reordered !== null && rechecked?.ok) {
        checked = rechecked
        start = planModel.toColumns(reordered)
        reorders += 1
        break
      }
      cuts += 1
      rows.push(orderCut(problem, offerColumns, solved))
      start = null
    }
    const best = evaluateObjective(objective, start)
    rows.push({
      columns: objective.coefficients.flatMap((coefficient, column) =>
        coefficient === 0 ? [] : [column],
      ),
      coefficients: objective.coefficients.filter((coefficient) => coefficient !== 0),
      lower: -Infinity,
      upper: best - objective.offset + 0.5,
    })
  }
  if (checked === null || !checked.ok) return { ok: false, error: 'solver-failed' }
  return { ok: true, uses: checked.uses, cost: checked.cost, solves, cuts, reorders }
}

/**
 * The stuck donors' offers cannot all be taken unless some other offer brings a prerequisite
 * of one of their blocked tiers: Σ stuck − Σ bringers ≤ |stuck| − 1. Valid: without a bringer,
 * whichever stuck donor came first would still miss a prerequisite.
 */
function orderCut(
  problem: PlanProblem,
  offerColumns: readonly number[],
  stuckOrder: {
    readonly stuckOffers: readonly number[]
    readonly blockedSkillIds: readonly SkillId[]
    readonly targetIndex: number
  },
): MipRow {
  const { stuckOffers, blockedSkillIds, targetIndex } = stuckOrder
  const stuck = new Set(stuckOffers)
  const target = problem.targets[targetIndex]
  const blocked = new Set(blockedSkillIds)
  const prerequisites = new Set(
    (target?.tiers ?? [])
      .filter((tier) => blocked.has(tier.skillId))
      .flatMap((tier) => tier.requires ?? []),
  )
  const bringers = problem.offers.flatMap((offer, index) =>
    offer.targetIndex === targetIndex && !stuck.has(index) && prerequisites.has(offer.skillId)
      ? [index]
      : [],
  )
  return {
    columns: [...stuckOffers, ...bringers].map((index) => offerColumns[index] as number),
    coefficients: [...stuckOffers.map(() => 1), ...bringers.map(() => -1)],
    lower: -Infinity,
    upper: stuckOffers.length - 1,
  }
}
