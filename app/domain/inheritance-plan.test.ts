import { describe, expect, test } from 'vitest'
import { buildPlanData, copyOf, manualOf, targetOf } from '../../test/inheritance-plan-fixture.ts'
import type { Barracks } from './barracks-model.ts'
import { listSpentCopies } from './given-copies.ts'
import type { HeroId } from './hero.ts'
import {
  applyPlan,
  buildPlan,
  buildPlanProblem,
  calculateDonorValue,
  calculateInheritedSp,
  calculatePromotionFeathers,
  checkSelection,
  DEFAULT_PLAN_SETTINGS,
  getDonorCategory,
  listWantableSkills,
  type PlanData,
  type PlanSettings,
  type PlanTarget,
  reorderSelection,
  splitWantableSkills,
} from './inheritance-plan.ts'
import { solvePlanExhaustively } from './inheritance-plan-exhaustive.ts'
import type { SkillId } from './skill.ts'

describe('calculatePromotionFeathers', () => {
  test.each([
    { name: '1★ → 2★', from: 1, to: 2, expected: 20 },
    { name: '2★ → 3★', from: 2, to: 3, expected: 200 },
    { name: '3★ → 4★', from: 3, to: 4, expected: 2000 },
    { name: '4★ → 5★', from: 4, to: 5, expected: 20000 },
    { name: '3★ → 5★ adds up', from: 3, to: 5, expected: 22000 },
    { name: 'no promotion', from: 5, to: 5, expected: 0 },
  ] as const)('$name', ({ from, to, expected }) => {
    expect(calculatePromotionFeathers(from, to)).toBe(expected)
  })
})

describe('getDonorCategory and calculateDonorValue', () => {
  test.each([
    {
      name: 'a 3★ generic hero at 4★',
      lowest: { genericSummonPool: 3 },
      rarity: 4,
      expected: 'generic4',
    },
    {
      name: 'the same hero at 5★ is worth a 5★',
      lowest: { genericSummonPool: 3 },
      rarity: 5,
      expected: 'generic5',
    },
    { name: 'a limited 5★', lowest: { focusOnly: 5 }, rarity: 5, expected: 'limited5' },
    {
      name: 'the grails before a 5★ generic',
      lowest: { genericSummonPool: 5, heroicGrails: 4 },
      rarity: 5,
      expected: 'heroicGrails5',
    },
    { name: 'in no pool', lowest: {}, rarity: 5, expected: 'other' },
  ] as const)('$name', ({ lowest, rarity, expected }) => {
    expect(getDonorCategory(lowest, rarity)).toBe(expected)
  })

  test.each([
    { name: 'one generic 4★', category: 'generic4', merges: 0, isNotUsedUp: false, expected: 1 },
    {
      name: 'merges are copies given up',
      category: 'generic4',
      merges: 3,
      isNotUsedUp: false,
      expected: 4,
    },
    {
      name: 'a limited 5★ outweighs generic fodder',
      category: 'limited5',
      merges: 0,
      isNotUsedUp: false,
      expected: 100,
    },
    {
      name: 'a Rearmed hero stays',
      category: 'limited5',
      merges: 10,
      isNotUsedUp: true,
      expected: 0,
    },
  ] as const)('$name', ({ expected, ...options }) => {
    expect(calculateDonorValue(options)).toBe(expected)
  })
})

describe('calculateInheritedSp', () => {
  test.each([
    { name: 'inherited: 1.5×', sp: 200, higher: false, expected: 300 },
    { name: 'rounded as the game shows', sp: 45, higher: false, expected: 68 },
    { name: 'its own at a higher rarity: normal SP', sp: 200, higher: true, expected: 200 },
  ])('$name', ({ sp, higher, expected }) => {
    expect(calculateInheritedSp(sp, higher)).toBe(expected)
  })
})

/** The best plan by exhaustive search, as lines a test can read. */
function planLines(
  data: PlanData,
  barracks: Barracks,
  targets: readonly PlanTarget[],
  settings: PlanSettings = DEFAULT_PLAN_SETTINGS,
) {
  const problem = buildPlanProblem({ data, barracks, targets, settings })
  const { uses, cost } = solvePlanExhaustively(problem)
  const plan = buildPlan({ data, problem, uses, cost })
  const steps = plan.steps.map((step) => {
    const unit = problem.units[step.unitIndex]
    const who = `${unit?.origin === 'manual' ? 'manual ' : ''}${unit?.heroId}`
    if (step.kind === 'promote') return `promote ${who} ${step.from}→${step.to}`
    const target = problem.targets[step.targetIndex]?.target.key
    return `${who}→${target}: ${step.skillIds.join(' ')}`
  })
  return { steps, cost, plan, problem }
}

// Death Blow 1–4, the chain of the examples (A skill, tiers one above the other).
const DEATH_BLOW = {
  db1: { sp: 50 },
  db2: { sp: 100, requires: ['db1'] },
  db3: { sp: 200, requires: ['db2'] },
  db4: { sp: 300, requires: ['db3'] },
}

describe('the rules, one case each', () => {
  test('tiers split across donors: a 4★ generic gives 1–3, the 5★ the rest', () => {
    const data = buildPlanData(
      {
        ike: {},
        // Cheap: gives Death Blow 1–3 at 4★.
        klein: { kit: { db1: 1, db2: 2, db3: 4 } },
        // Dear: the only one with Death Blow 4 and Swift Sparrow, six tiers in all.
        dimitri: {
          lowestRarities: { focusOnly: 5 },
          kit: { db1: 1, db2: 2, db3: 3, db4: 5, s1: 1, s2: 1 },
        },
      },
      { ...DEATH_BLOW, s1: {}, s2: { requires: ['s1'] } },
    )
    const { steps, cost } = planLines(
      data,
      { entries: [copyOf('klein', { rarity: 4 }), copyOf('dimitri')], manuals: [] },
      [targetOf('ike', ['db4', 's2'])],
    )
    expect(steps).toEqual(['klein→ike: db1 db2 db3', 'dimitri→ike: db4 s1 s2'])
    expect(cost).toMatchObject({ missed: 0, value: 101, feathers: 0 })
  })

  test('one dear donor rather than a cheap and a dear one', () => {
    const data = buildPlanData(
      {
        ike: {},
        klein: { kit: { db1: 1, db2: 2, db3: 4 } },
        dimitri: { lowestRarities: { focusOnly: 5 }, kit: { db1: 1, db2: 2, db3: 3, db4: 5 } },
      },
      DEATH_BLOW,
    )
    const { steps } = planLines(
      data,
      { entries: [copyOf('klein', { rarity: 4 }), copyOf('dimitri')], manuals: [] },
      [targetOf('ike', ['db4'])],
    )
    expect(steps).toEqual(['dimitri→ike: db1 db2 db3 db4'])
  })

  test('five skills per donor at most: a sixth tier needs a second donor', () => {
    const data = buildPlanData(
      {
        ike: {},
        // Gives all six tiers, but only five in one go.
        lyn: { kit: { db1: 1, db2: 1, db3: 1, s1: 1, s2: 1, s3: 1 } },
        // A second donor of the first swift tier.
        sully: { lowestRarities: { genericSummonPool: 5 }, kit: { s1: 1 } },
      },
      { ...DEATH_BLOW, s1: {}, s2: { requires: ['s1'] }, s3: { requires: ['s2'] } },
    )
    const { steps } = planLines(
      data,
      { entries: [copyOf('lyn', { rarity: 4 }), copyOf('sully')], manuals: [] },
      [targetOf('ike', ['db3', 's3'])],
    )
    expect(steps).toEqual(['sully→ike: s1', 'lyn→ike: db1 db2 db3 s2 s3'])
  })

  test('five skills per donor at most: with one donor, one wanted skill is left out', () => {
    const data = buildPlanData(
      { ike: {}, lyn: { kit: { db1: 1, db2: 1, db3: 1, s1: 1, s2: 1, s3: 1 } } },
      { ...DEATH_BLOW, s1: {}, s2: { requires: ['s1'] }, s3: { requires: ['s2'] } },
    )
    const { cost, plan } = planLines(
      data,
      { entries: [copyOf('lyn', { rarity: 4 })], manuals: [] },
      [targetOf('ike', ['db3', 's3'])],
    )
    expect(cost.missed).toBe(1)
    expect(plan.targets[0]?.missing).toHaveLength(1)
  })

  test('promotion is worth it when it saves a dearer donor', () => {
    const data = buildPlanData(
      {
        ike: {},
        // A 3★ copy that has Death Blow 3 only from 4★.
        klein: { kit: { db1: 1, db2: 2, db3: 4 } },
        // A 5★ limited hero with Death Blow 3 now.
        dimitri: { lowestRarities: { focusOnly: 5 }, kit: { db1: 1, db2: 2, db3: 3 } },
      },
      DEATH_BLOW,
    )
    const { steps, cost } = planLines(
      data,
      { entries: [copyOf('klein', { rarity: 3 }), copyOf('dimitri')], manuals: [] },
      [targetOf('ike', ['db3'])],
    )
    expect(steps).toEqual(['promote klein 3→4', 'klein→ike: db1 db2 db3'])
    expect(cost.feathers).toBe(2000)
  })

  test('promotion is not worth it when an equal donor gives it now', () => {
    const data = buildPlanData(
      {
        ike: {},
        klein: { kit: { db1: 1, db2: 2, db3: 4 } },
        // As cheap as Klein, and gives Death Blow 3 at its rarity.
        raven: { kit: { db1: 1, db2: 2, db3: 3 } },
      },
      DEATH_BLOW,
    )
    const { steps } = planLines(
      data,
      { entries: [copyOf('klein', { rarity: 3 }), copyOf('raven', { rarity: 3 })], manuals: [] },
      [targetOf('ike', ['db3'])],
    )
    expect(steps).toEqual(['raven→ike: db1 db2 db3'])
  })

  test('a manual gives its hero’s kit at its rarity, and can be promoted', () => {
    const data = buildPlanData(
      {
        ike: {},
        reinhardt: {
          lowestRarities: { genericSummonPool: 5 },
          kit: { db1: 1, db2: 2, db3: 3, db4: 5 },
        },
      },
      DEATH_BLOW,
    )
    expect(
      planLines(data, { entries: [], manuals: [manualOf('reinhardt', 5)] }, [
        targetOf('ike', ['db4']),
      ]).steps,
    ).toEqual(['manual reinhardt→ike: db1 db2 db3 db4'])
    expect(
      planLines(data, { entries: [], manuals: [manualOf('reinhardt', 4)] }, [
        targetOf('ike', ['db4']),
      ]).steps,
    ).toEqual(['promote manual reinhardt 4→5', 'manual reinhardt→ike: db1 db2 db3 db4'])
  })

  test('a Rearmed hero gives and stays, at no value; once per plan', () => {
    const data = buildPlanData(
      {
        ike: {},
        eliwood: {},
        // Rearmed: not used up, so cheaper than any fodder.
        lif: {
          lowestRarities: { focusOnly: 5 },
          traits: ['rearmed'],
          kit: { db1: 1, db2: 1, db3: 1 },
        },
        // The fodder the second target gets.
        klein: { kit: { db1: 1, db2: 1, db3: 1 } },
      },
      DEATH_BLOW,
    )
    const { steps, cost, plan } = planLines(
      data,
      { entries: [copyOf('lif'), copyOf('klein', { rarity: 4 })], manuals: [] },
      [targetOf('ike', ['db3']), targetOf('eliwood', ['db3'])],
    )
    expect(steps).toEqual(['lif→ike: db1 db2 db3', 'klein→eliwood: db1 db2 db3'])
    expect(cost.value).toBe(1)
    expect(plan.totals).toMatchObject({ copiesUsed: 1, copiesKept: 1 })
  })

  test('a Rearmed hero that has given waits for a fresh merge', () => {
    const data = buildPlanData(
      {
        ike: {},
        lif: { lowestRarities: { focusOnly: 5 }, traits: ['rearmed'], kit: { db1: 1 } },
      },
      DEATH_BLOW,
    )
    const settings = { ...DEFAULT_PLAN_SETTINGS, spentCopies: new Map([['lif', 1]]) }
    const { steps, problem } = planLines(
      data,
      { entries: [copyOf('lif')], manuals: [] },
      [targetOf('ike', ['db1'])],
      settings,
    )
    expect(steps).toEqual([])
    expect(problem.excluded.map((donor) => donor.reason)).toEqual(['spent'])
  })

  test('restrictions: a skill the target may not use is ruled out, never planned', () => {
    const data = buildPlanData(
      {
        // An armoured lance: may not use the cavalry-only skill, nor sword weapons.
        sheena: { weaponType: 'blueLance', moveType: 'armored' },
        donor: { kit: { charge: 1, ironSword: 1, falchion: 5 } },
      },
      {
        charge: {
          restrictions: {
            moves: { kind: 'canUse', moveTypes: ['cavalry'] },
            weapons: { kind: 'none' },
          },
        },
        ironSword: {
          category: 'weapon',
          restrictions: {
            moves: { kind: 'none' },
            weapons: { kind: 'canUse', weapons: [{ kind: 'weaponType', weaponType: 'redSword' }] },
          },
        },
        falchion: { category: 'weapon', isExclusive: true },
      },
    )
    const { problem, steps } = planLines(data, { entries: [copyOf('donor')], manuals: [] }, [
      targetOf('sheena', ['charge', 'ironSword', 'falchion']),
    ])
    expect(problem.targets[0]?.wants.map((want) => want.status)).toEqual([
      { kind: 'ruledOut', reason: 'move' },
      { kind: 'ruledOut', reason: 'weapon' },
      { kind: 'ruledOut', reason: 'exclusive' },
    ])
    expect(steps).toEqual([])
  })

  test('keep: a copy marked keep is never used, and said as a cheaper option left out', () => {
    const data = buildPlanData(
      {
        ike: {},
        klein: { kit: { db1: 1 } },
        dimitri: { lowestRarities: { focusOnly: 5 }, kit: { db1: 1 } },
      },
      DEATH_BLOW,
    )
    const { steps, plan } = planLines(
      data,
      { entries: [copyOf('klein', { role: 'keep' }), copyOf('dimitri')], manuals: [] },
      [targetOf('ike', ['db1'])],
    )
    expect(steps).toEqual(['dimitri→ike: db1'])
    expect(plan.reasons[0]?.cheaper).toEqual([
      expect.objectContaining({ heroId: 'klein', reason: 'keep' }),
    ])
  })

  test('why, in numbers: the donor’s value, feathers and SP, and the cheaper ones not enough', () => {
    const data = buildPlanData(
      {
        ike: {},
        // Generic 3★: gives Death Blow 1 only. A second, also generic, gives 1–2 once promoted.
        cain: { kit: { db1: 1 } },
        abel: { kit: { db1: 1, db2: 5 } },
        // Limited 5★: gives 1–3.
        dimitri: { lowestRarities: { focusOnly: 5 }, kit: { db1: 1, db2: 1, db3: 1 } },
      },
      DEATH_BLOW,
    )
    const { steps, plan } = planLines(
      data,
      {
        entries: [copyOf('cain', { rarity: 3 }), copyOf('abel', { rarity: 4 }), copyOf('dimitri')],
        manuals: [],
      },
      [targetOf('ike', ['db3'])],
    )
    expect(steps).toEqual(['dimitri→ike: db1 db2 db3'])
    expect(plan.reasons).toEqual([
      {
        unitIndex: expect.any(Number),
        category: 'limited5',
        value: 100,
        feathers: 0,
        // 1.5 × (50 + 100 + 200).
        sp: 525,
        tiers: 3,
        cheaper: [
          {
            heroId: 'cain',
            origin: 'copy',
            rarity: 3,
            category: 'generic4',
            value: 1,
            feathers: 0,
            tiers: 1,
            reason: 'notEnough',
          },
          {
            heroId: 'abel',
            origin: 'copy',
            rarity: 4,
            category: 'generic4',
            value: 1,
            // Death Blow 2 only at 5★: 20,000 feathers from 4★.
            feathers: 20000,
            tiers: 2,
            reason: 'notEnough',
          },
        ],
      },
    ])
  })

  test('protected pools are never used', () => {
    const data = buildPlanData(
      { ike: {}, dimitri: { lowestRarities: { focusOnly: 5 }, kit: { db1: 1 } } },
      DEATH_BLOW,
    )
    const { steps, cost } = planLines(
      data,
      { entries: [copyOf('dimitri')], manuals: [] },
      [targetOf('ike', ['db1'])],
      { ...DEFAULT_PLAN_SETTINGS, protectedCategories: ['limited5'] },
    )
    expect(steps).toEqual([])
    expect(cost.missed).toBe(1)
  })

  test('alternative prerequisites: the cheaper chain counts', () => {
    const data = buildPlanData(
      {
        ike: {},
        // Has both roads to the top skill; the second is cheaper in SP.
        soren: { kit: { roadA: 1, roadB: 1, top: 1 } },
      },
      { roadA: { sp: 200 }, roadB: { sp: 100 }, top: { sp: 300, requires: ['roadA', 'roadB'] } },
    )
    const { steps, cost } = planLines(data, { entries: [copyOf('soren')], manuals: [] }, [
      targetOf('ike', ['top']),
    ])
    expect(steps).toEqual(['soren→ike: roadB top'])
    expect(cost.sp).toBe(600)
  })

  test('a prerequisite the target knows is not needed again; an owned target’s learned skills count', () => {
    const data = buildPlanData(
      { ike: { kit: { db1: 1 } }, klein: { kit: { db1: 1, db2: 1, db3: 1 } } },
      DEATH_BLOW,
    )
    const { steps } = planLines(
      data,
      { entries: [copyOf('ike', { id: 'ike-1', learned: ['db2'] }), copyOf('klein')], manuals: [] },
      [targetOf('ike', ['db3'], { entryId: 'ike-1' })],
    )
    expect(steps).toEqual(['klein→ike: db3'])
  })

  test('SP: 1.5× for inherited tiers, normal for what the target learns itself at a higher rarity', () => {
    const data = buildPlanData(
      // Ike learns Death Blow 2 himself, but only at 5★; he is 3★.
      { ike: { kit: { db1: 1, db2: 5 } }, klein: { kit: { db1: 1, db2: 1 } } },
      DEATH_BLOW,
    )
    const { cost, plan } = planLines(data, { entries: [copyOf('klein')], manuals: [] }, [
      targetOf('ike', ['db2'], { rarity: 3 }),
    ])
    // Death Blow 1 is his at 3★ already; Death Blow 2 costs its normal 100 SP.
    expect(plan.targets[0]?.gained).toEqual(['db2'])
    expect(cost.sp).toBe(100)
  })

  test('a donor gives only what it has at its rarity; a learned skill at any rarity', () => {
    const data = buildPlanData({ ike: {}, klein: { kit: { db1: 5 } } }, DEATH_BLOW)
    const { steps } = planLines(
      data,
      { entries: [copyOf('klein', { rarity: 1, learned: ['db2'] })], manuals: [] },
      [targetOf('ike', ['db2'])],
    )
    // Learned Death Blow 2 means it had Death Blow 1: both pass without a promotion.
    expect(steps).toEqual(['klein→ike: db1 db2'])
  })

  test('one copy of an entry is the target, the others may give', () => {
    const data = buildPlanData({ ike: { kit: { db1: 5 } } }, DEATH_BLOW)
    const { steps } = planLines(
      data,
      { entries: [copyOf('ike', { id: 'ikes', copies: 2, rarity: 5 })], manuals: [] },
      [targetOf('ike', ['db1'], { entryId: 'ikes', rarity: 3 })],
    )
    expect(steps).toEqual(['ike→ike: db1'])
  })

  test('a target whose hero left the data, or whose entry is gone, is said', () => {
    const data = buildPlanData({ ike: {} }, DEATH_BLOW)
    const problem = buildPlanProblem({
      data,
      barracks: { entries: [], manuals: [] },
      targets: [
        targetOf('gone', ['db1']),
        targetOf('ike', ['db1', 'nothing'], { entryId: 'sold' }),
      ],
      settings: DEFAULT_PLAN_SETTINGS,
    })
    expect(problem.targets.map((target) => [target.isUnknownHero, target.isEntryMissing])).toEqual([
      [true, false],
      [false, true],
    ])
    expect(problem.targets[1]?.wants[1]?.status).toEqual({ kind: 'unknownSkill' })
  })
})

describe('checkSelection', () => {
  // Two donors, each with the low tier of one chain and the high tier of the other.
  const data = buildPlanData(
    {
      ike: {},
      a: { kit: { x1: 1, y2: 1, y1: 1 } },
      b: { kit: { y1: 1, x2: 1, x1: 1 } },
    },
    { x1: {}, x2: { requires: ['x1'] }, y1: {}, y2: { requires: ['y1'] } },
  )
  const problem = buildPlanProblem({
    data,
    barracks: { entries: [copyOf('a'), copyOf('b')], manuals: [] },
    targets: [targetOf('ike', ['x2', 'y2'])],
    settings: DEFAULT_PLAN_SETTINGS,
  })
  const offerOf = (hero: string, skill: string) =>
    problem.offers.findIndex(
      (offer) => problem.units[offer.unitIndex]?.heroId === hero && offer.skillId === skill,
    )

  test('donors that wait on each other cannot be put in order', () => {
    const checked = checkSelection(problem, [
      offerOf('a', 'x1'),
      offerOf('a', 'y2'),
      offerOf('b', 'y1'),
      offerOf('b', 'x2'),
    ])
    expect(checked).toMatchObject({ ok: false, problem: 'order' })
  })

  test('the same tiers the other way round are fine', () => {
    const checked = checkSelection(problem, [
      offerOf('a', 'x1'),
      offerOf('b', 'x2'),
      offerOf('b', 'y1'),
      offerOf('a', 'y2'),
    ])
    expect(checked).toMatchObject({ ok: false, problem: 'order' })
    const fine = checkSelection(problem, [
      offerOf('a', 'x1'),
      offerOf('a', 'y1'),
      offerOf('a', 'y2'),
      offerOf('b', 'x2'),
    ])
    expect(fine.ok).toBe(true)
  })

  test('crossed donors are put in order by sharing the same tiers out another way', () => {
    const crossed = [offerOf('a', 'x1'), offerOf('a', 'y2'), offerOf('b', 'y1'), offerOf('b', 'x2')]
    const reordered = reorderSelection(problem, crossed)
    expect(reordered).not.toBeNull()
    const checked = checkSelection(problem, reordered ?? [])
    expect(checked.ok && checked.cost).toEqual(
      (
        checkSelection(problem, [
          offerOf('a', 'x1'),
          offerOf('a', 'y1'),
          offerOf('a', 'y2'),
          offerOf('b', 'x2'),
        ]) as { cost: unknown }
      ).cost,
    )
  })

  test('a tier from two donors, or a donor for two targets, is refused', () => {
    expect(checkSelection(problem, [offerOf('a', 'x1'), offerOf('b', 'x1')])).toMatchObject({
      ok: false,
      problem: 'twice',
    })
  })
})

describe('applyPlan and listSpentCopies (issue 24 §4: apply the plan to the barracks)', () => {
  const data = buildPlanData(
    {
      ike: {},
      klein: { kit: { db1: 1, db2: 1, db3: 1 } },
      reinhardt: { lowestRarities: { genericSummonPool: 5 }, kit: { db1: 1, db2: 1, db3: 1 } },
      lif: {
        lowestRarities: { focusOnly: 5 },
        traits: ['rearmed'],
        kit: { db1: 1, db2: 1, db3: 1 },
      },
    },
    DEATH_BLOW,
  )
  function applyTo(barracks: Barracks, targets: readonly PlanTarget[]) {
    const problem = buildPlanProblem({ data, barracks, targets, settings: DEFAULT_PLAN_SETTINGS })
    const { uses, cost } = solvePlanExhaustively(problem)
    const plan = buildPlan({ data, problem, uses, cost })
    return applyPlan({ barracks, problem, plan, given: [], makeId: () => 'new' })
  }

  test('a used copy leaves its line; the owned target learns the tiers', () => {
    const result = applyTo(
      { entries: [copyOf('ike'), copyOf('klein', { rarity: 4, copies: 2 })], manuals: [] },
      [targetOf('ike', ['db3'], { entryId: 'ike' })],
    )
    expect(result.barracks.entries).toEqual([
      copyOf('ike', { learned: ['db1', 'db2', 'db3'] }),
      copyOf('klein', { rarity: 4, copies: 1 }),
    ])
  })

  test('a target entry of several copies: one learns, split off, the others stay', () => {
    const result = applyTo(
      { entries: [copyOf('ike', { copies: 2 }), copyOf('klein', { rarity: 4 })], manuals: [] },
      [targetOf('ike', ['db1'], { entryId: 'ike' })],
    )
    expect(result.barracks.entries).toEqual([
      copyOf('ike', { copies: 1 }),
      copyOf('ike', { id: 'new', learned: ['db1'] }),
    ])
  })

  test('a used manual is spent; a hero the player will get changes no entry', () => {
    const result = applyTo({ entries: [], manuals: [manualOf('reinhardt', 5, 2)] }, [
      targetOf('ike', ['db3']),
    ])
    expect(result.barracks).toEqual({ entries: [], manuals: [manualOf('reinhardt', 5, 1)] })
  })

  test('a Rearmed donor stays, recorded as having given until a fresh merge', () => {
    const barracks = { entries: [copyOf('lif')], manuals: [] }
    const result = applyTo(barracks, [targetOf('ike', ['db3'])])
    expect(result.barracks.entries).toEqual([copyOf('lif')])
    expect(result.given).toEqual([{ entryId: 'lif', merges: 0, copies: 1 }])
    expect(listSpentCopies(result.barracks, result.given)).toEqual(new Map([['lif', 1]]))
    const merged = { entries: [copyOf('lif', { merges: 1 })], manuals: [] }
    expect(listSpentCopies(merged, result.given)).toEqual(new Map())
  })
})

describe('listWantableSkills (reference §3.6: what a target may inherit)', () => {
  const data = buildPlanData(
    {
      // A sword infantry target, and the heroes whose kits hold the skills.
      ike: { kit: { sword: 5 } },
      klein: {
        weaponType: 'redBow',
        kit: { bow: 1, db1: 1, db2: 1, flier: 1, prf: 5, swap: 1 },
      },
    },
    {
      db1: {},
      db2: { requires: ['db1'] },
      // In no hero's kit: no donor could give it.
      orphan: {},
      flier: {
        restrictions: {
          moves: { kind: 'canUse', moveTypes: ['flying'] },
          weapons: { kind: 'none' },
        },
      },
      prf: { isExclusive: true },
      sword: {
        category: 'weapon',
        restrictions: {
          moves: { kind: 'none' },
          weapons: { kind: 'canUse', weapons: [{ kind: 'weaponType', weaponType: 'redSword' }] },
        },
      },
      bow: {
        category: 'weapon',
        restrictions: {
          moves: { kind: 'none' },
          weapons: { kind: 'canUse', weapons: [{ kind: 'weaponType', weaponType: 'redBow' }] },
        },
      },
      swap: { category: 'assist' },
    },
  )
  test.each([
    {
      name: 'every tier, by name; not a skill no hero has, nor another move’s, nor an exclusive',
      heroId: 'ike',
      slot: 'passiveA' as const,
      expected: ['db1', 'db2'],
    },
    {
      name: 'weapons of its own type only',
      heroId: 'ike',
      slot: 'weapon' as const,
      expected: ['sword'],
    },
    { name: 'another slot', heroId: 'ike', slot: 'assist' as const, expected: ['swap'] },
    {
      name: 'a hero the data does not know',
      heroId: 'nobody',
      slot: 'passiveA' as const,
      expected: [],
    },
  ])('$name', ({ heroId, slot, expected }) => {
    expect(listWantableSkills(data, heroId as HeroId, slot).map((skill) => skill.id)).toEqual(
      expected,
    )
  })
})

describe('splitWantableSkills (a skill list’s build given a hero)', () => {
  const data = buildPlanData(
    {
      ike: { kit: { sword: 5 } },
      klein: { weaponType: 'redBow', kit: { bow: 1, db1: 1, fury: 1, flier: 1, swap: 1 } },
    },
    {
      db1: {},
      fury: {},
      orphan: {},
      flier: {
        restrictions: {
          moves: { kind: 'canUse', moveTypes: ['flying'] },
          weapons: { kind: 'none' },
        },
      },
      bow: {
        category: 'weapon',
        restrictions: {
          moves: { kind: 'none' },
          weapons: { kind: 'canUse', weapons: [{ kind: 'weaponType', weaponType: 'redBow' }] },
        },
      },
      swap: { category: 'assist' },
    },
  )
  test.each([
    {
      name: 'in the slots’ order, whatever the list’s',
      heroId: 'ike',
      skillIds: ['db1', 'swap'],
      expected: { wants: ['swap', 'db1'], refused: [] },
    },
    {
      name: 'one per slot: the first kept, the second refused',
      heroId: 'ike',
      skillIds: ['fury', 'db1'],
      expected: { wants: ['fury'], refused: ['db1'] },
    },
    {
      name: 'another weapon type, another move, no donor, not in the data: refused',
      heroId: 'ike',
      skillIds: ['bow', 'flier', 'orphan', 'gone'],
      expected: { wants: [], refused: ['bow', 'flier', 'orphan', 'gone'] },
    },
    {
      name: 'a hero the data does not know: everything refused',
      heroId: 'nobody',
      skillIds: ['db1'],
      expected: { wants: [], refused: ['db1'] },
    },
  ])('$name', ({ heroId, skillIds, expected }) => {
    expect(splitWantableSkills(data, heroId as HeroId, skillIds as SkillId[])).toEqual(expected)
  })
})
