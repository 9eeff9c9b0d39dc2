import loadHighs, { type Highs } from 'highs'
import { beforeAll, describe, expect, test } from 'vitest'
import type { LowestRarities } from '#app/domain/availability.ts'
import type {
  Barracks,
  BarracksEntry,
  BarracksRole,
  CombatManual,
} from '#app/domain/barracks-model.ts'
import {
  buildPlanProblem,
  checkSelection,
  DEFAULT_PLAN_SETTINGS,
  type PlanData,
  type PlanProblem,
  type PlanTarget,
} from '#app/domain/inheritance-plan.ts'
import { solvePlanExhaustively } from '#app/domain/inheritance-plan-exhaustive.ts'
import { buildPlanModel, solvePlanModel } from '#app/domain/inheritance-plan-model.ts'
import type { Rarity } from '#app/domain/stat.ts'
import {
  buildPlanData,
  copyOf,
  type HeroSpec,
  manualOf,
  type SkillSpec,
  targetOf,
} from '../../../test/inheritance-plan-fixture.ts'
import { createHighsSolver } from './highs-solver.ts'

let highs: Highs
beforeAll(async () => {
  highs = await loadHighs()
})

function solveWithHighs(problem: PlanProblem) {
  const solver = createHighsSolver(highs, { secondsLeft: () => 30 })
  return solvePlanModel(problem, buildPlanModel(problem), solver)
}

/** Mulberry32: a small seeded generator, so the instances are the same on every run. */
function createRandom(seed: number) {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
  const integer = (low: number, high: number): number => low + Math.floor(next() * (high - low + 1))
  const pick = <Item>(items: readonly Item[]): Item => items[integer(0, items.length - 1)] as Item
  return { next, integer, pick }
}

type Instance = {
  readonly data: PlanData
  readonly barracks: Barracks
  readonly targets: readonly PlanTarget[]
  readonly protectedCategories: readonly ('limited5' | 'generic5')[]
}

const POOLS: readonly LowestRarities[] = [
  { genericSummonPool: 3 },
  { genericSummonPool: 4.5 },
  { genericSummonPool: 5 },
  { heroicGrails: 4 },
  { focusOnly: 5 },
  { specialHeroes: 4 },
]

/**
 * A small random world: two or three skill chains (some tiers with a second prerequisite from
 * another chain, some only for cavalry), a few donor heroes with random kits and rarities,
 * copies and manuals, one or two targets wanting one or two skills.
 */
function createInstance(random: ReturnType<typeof createRandom>): Instance {
  const skills: Record<string, SkillSpec> = {}
  const chains: string[][] = []
  for (let chain = 0; chain < random.integer(2, 3); chain += 1) {
    const tiers: string[] = []
    for (let tier = 0; tier < random.integer(1, 3); tier += 1) {
      const id = `c${chain}t${tier}`
      const requires = tier === 0 ? [] : [`c${chain}t${tier - 1}`]
      const other = chains[random.integer(0, chains.length)]?.[tier - 1]
      if (tier > 0 && other !== undefined && random.next() < 0.3) requires.push(other)
      skills[id] = {
        sp: random.pick([30, 45, 50, 100, 200]),
        requires,
        restrictions:
          random.next() < 0.1
            ? { moves: { kind: 'canUse', moveTypes: ['cavalry'] }, weapons: { kind: 'none' } }
            : undefined,
      }
      tiers.push(id)
    }
    chains.push(tiers)
  }
  const skillIds = Object.keys(skills)
  const heroes: Record<string, HeroSpec> = {}
  const targetCount = random.integer(1, 2)
  for (let index = 0; index < targetCount; index += 1) {
    const kit: Record<string, Rarity> = {}
    if (random.next() < 0.5) kit[random.pick(skillIds)] = random.integer(1, 5) as Rarity
    heroes[`target${index}`] = { kit, moveType: random.pick(['infantry', 'cavalry']) }
  }
  const donorCount = random.integer(2, 4)
  for (let index = 0; index < donorCount; index += 1) {
    const kit: Record<string, Rarity> = {}
    for (const skillId of skillIds) {
      if (random.next() < 0.45) kit[skillId] = random.integer(1, 5) as Rarity
    }
    heroes[`donor${index}`] = {
      kit,
      lowestRarities: random.pick(POOLS),
      traits: random.next() < 0.1 ? ['rearmed'] : [],
    }
  }
  const entries: BarracksEntry[] = []
  const manuals: CombatManual[] = []
  for (let index = 0; index < donorCount; index += 1) {
    if (random.next() < 0.8) {
      entries.push(
        copyOf(`donor${index}`, {
          id: `entry${index}`,
          rarity: random.integer(1, 5) as Rarity,
          copies: random.integer(1, 2),
          merges: random.pick([0, 0, 1, 3]),
          role: random.pick<BarracksRole>([null, null, 'fodder', 'keep']),
          learned: random.next() < 0.15 ? [random.pick(skillIds)] : [],
        }),
      )
    }
    if (random.next() < 0.3) manuals.push(manualOf(`donor${index}`, random.integer(1, 5) as Rarity))
  }
  const targets = Array.from({ length: targetCount }, (_, index) => {
    const wants = [...new Set([random.pick(skillIds), random.pick(skillIds)])].slice(
      0,
      random.integer(1, 2),
    )
    return targetOf(`target${index}`, wants, {
      key: `t${index}`,
      rarity: random.integer(3, 5) as Rarity,
    })
  })
  return {
    data: buildPlanData(heroes, skills),
    barracks: { entries, manuals },
    targets,
    protectedCategories:
      random.next() < 0.2 ? [random.pick(['limited5', 'generic5'] as const)] : [],
  }
}

/** How many whole choices the exhaustive search tries: kept small, so the tests stay quick. */
function countChoices(problem: PlanProblem): number {
  const givers = new Map<string, number>()
  for (const offer of problem.offers) {
    const key = `${offer.targetIndex}\n${offer.skillId}`
    givers.set(key, (givers.get(key) ?? 0) + 1)
  }
  return [...givers.values()].reduce((total, count) => total * (count + 1), 1)
}

const INSTANCE_COUNT = 240
const SEED = 20261124

function listInstances(): { readonly problem: PlanProblem; readonly number: number }[] {
  const random = createRandom(SEED)
  const result: { problem: PlanProblem; number: number }[] = []
  let number = 0
  while (result.length < INSTANCE_COUNT) {
    number += 1
    const instance = createInstance(random)
    const problem = buildPlanProblem({
      data: instance.data,
      barracks: instance.barracks,
      targets: instance.targets,
      settings: { ...DEFAULT_PLAN_SETTINGS, protectedCategories: instance.protectedCategories },
    })
    if (problem.offers.length > 0 && countChoices(problem) <= 50_000)
      result.push({ problem, number })
  }
  return result
}

describe('HiGHS and the exhaustive search agree', () => {
  test(`on ${INSTANCE_COUNT} seeded random small barracks`, () => {
    const instances = listInstances()
    let withCuts = 0
    let withReorders = 0
    let withPromotions = 0
    let withMisses = 0
    for (const { problem, number } of instances) {
      const exhaustive = solvePlanExhaustively(problem)
      const solved = solveWithHighs(problem)
      if (!solved.ok) throw new Error(`instance ${number}: ${solved.error}`)
      expect(solved.cost, `instance ${number}`).toEqual(exhaustive.cost)
      // The solver's plan is one the rules allow, priced the same.
      const selection = problem.offers.flatMap((offer, index) =>
        solved.uses.some(
          (use) =>
            use.unitIndex === offer.unitIndex &&
            use.targetIndex === offer.targetIndex &&
            use.skillIds.includes(offer.skillId),
        )
          ? [index]
          : [],
      )
      expect(checkSelection(problem, selection)).toMatchObject({ ok: true, cost: exhaustive.cost })
      if (solved.cuts > 0) withCuts += 1
      if (solved.reorders > 0) withReorders += 1
      if (exhaustive.cost.feathers > 0) withPromotions += 1
      if (exhaustive.cost.missed > 0) withMisses += 1
    }
    // The instances reach the rules that matter: promotions, left-out wants, donors put in
    // order by reordering and by cuts.
    expect(withPromotions).toBeGreaterThan(50)
    expect(withMisses).toBeGreaterThan(50)
    expect(withCuts).toBeGreaterThan(0)
    expect(withReorders).toBeGreaterThan(0)
  }, 120_000)
})

describe('solvePlanModel', () => {
  test('nothing to give: the empty plan, without a solve', () => {
    const data = buildPlanData({ ike: {} }, { db1: {} })
    const problem = buildPlanProblem({
      data,
      barracks: { entries: [], manuals: [] },
      targets: [targetOf('ike', ['db1'])],
      settings: DEFAULT_PLAN_SETTINGS,
    })
    expect(solveWithHighs(problem)).toMatchObject({ ok: true, solves: 0, cost: { missed: 1 } })
  })

  test('donors that would wait on each other get a cut, and the plan is put in order', () => {
    // Each donor has the low tier of one chain and the high tier of the other, and both
    // chains need two tiers: the cheapest split crosses, the cut turns it round.
    const data = buildPlanData(
      {
        ike: {},
        a: { kit: { x1: 1, x2: 1, y2: 1 } },
        b: { kit: { y1: 1, y2: 1, x2: 1 } },
      },
      { x1: {}, x2: { requires: ['x1'] }, y1: {}, y2: { requires: ['y1'] } },
    )
    const problem = buildPlanProblem({
      data,
      barracks: { entries: [copyOf('a'), copyOf('b')], manuals: [] },
      targets: [targetOf('ike', ['x2', 'y2'])],
      settings: DEFAULT_PLAN_SETTINGS,
    })
    const solved = solveWithHighs(problem)
    expect(solved).toMatchObject({ ok: true, cost: solvePlanExhaustively(problem).cost })
  })

  test('a time-out is said, not a plan', () => {
    const data = buildPlanData({ ike: {}, a: { kit: { x1: 1 } } }, { x1: {} })
    const problem = buildPlanProblem({
      data,
      barracks: { entries: [copyOf('a')], manuals: [] },
      targets: [targetOf('ike', ['x1'])],
      settings: DEFAULT_PLAN_SETTINGS,
    })
    const solver = createHighsSolver(highs, { secondsLeft: () => 0 })
    expect(solvePlanModel(problem, buildPlanModel(problem), solver)).toEqual({
      ok: false,
      error: 'time-limit',
    })
  })
})

describe('createHighsSolver', () => {
  // Pick one of x0, x1 (x0 + x1 = 1); either brings x2 (x0 + x1 ≤ 2·x2). The relaxation
  // pays half of x2 (1.5); a whole plan costs 2, the relaxation's bound rounded up.
  const request = {
    columnCount: 3,
    columnUpper: [1, 1, 1],
    rows: [
      { columns: [0, 1], coefficients: [1, 1], lower: 1, upper: 1 },
      { columns: [0, 1, 2], coefficients: [1, 1, -2], lower: -Infinity, upper: 0 },
    ],
    objective: [1, 1, 1],
  } as const

  test('a start that meets the relaxation bound is the optimum', () => {
    const solver = createHighsSolver(highs, { secondsLeft: () => 30 })
    const outcome = solver({ ...request, start: [0, 1, 1] })
    expect(outcome.status).toBe('optimal')
    if (outcome.status === 'optimal') expect(Array.from(outcome.values)).toEqual([0, 1, 1])
  })

  test('a start that breaks a row is not trusted, though it costs less than the bound', () => {
    const solver = createHighsSolver(highs, { secondsLeft: () => 30 })
    const outcome = solver({ ...request, start: [0, 0, 0] })
    expect(outcome.status).toBe('optimal')
    if (outcome.status === 'optimal') {
      const values = Array.from(outcome.values, Math.round)
      expect((values[0] ?? 0) + (values[1] ?? 0)).toBe(1)
      expect(values[2]).toBe(1)
    }
  })
})
