import { describe, expect, test } from 'vitest'
import type { Barracks } from '#app/domain/barracks-model.ts'
import {
  buildPlan,
  buildPlanProblem,
  DEFAULT_PLAN_SETTINGS,
  type PlanTarget,
} from '#app/domain/inheritance-plan.ts'
import { solvePlanExhaustively } from '#app/domain/inheritance-plan-exhaustive.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import { translate } from '#app/i18n/messages.ts'
import english from '#app/locales/en.json' with { type: 'json' }
import {
  buildPlanData,
  copyOf,
  manualOf,
  targetOf,
} from '../../../test/inheritance-plan-fixture.ts'
import { describeStep } from './plan-text.ts'

const t: Translate = (key, params) => translate(english, key, params)

// Death Blow 1–2 from three kinds of donor: a merged copy, a Rearmed hero, a 3★ manual.
const data = buildPlanData(
  {
    ike: {},
    klein: { kit: { db1: 1, db2: 1 } },
    lif: { lowestRarities: { focusOnly: 5 }, traits: ['rearmed'], kit: { db1: 1, db2: 1 } },
    peri: { kit: { db1: 1, db2: 4 } },
  },
  { db1: { sp: 50 }, db2: { sp: 100, requires: ['db1'] } },
)

function describePlan(barracks: Barracks, targets: readonly PlanTarget[]): string[] {
  const problem = buildPlanProblem({ data, barracks, targets, settings: DEFAULT_PLAN_SETTINGS })
  const { uses, cost } = solvePlanExhaustively(problem)
  const plan = buildPlan({ data, problem, uses, cost })
  return plan.steps.map((step) => describeStep({ data, problem, step, t }))
}

describe('describeStep (issue 24 §2: the steps as the player follows them)', () => {
  test.each([
    {
      name: 'feed a merged copy',
      barracks: { entries: [copyOf('klein', { rarity: 4, merges: 3 })], manuals: [] },
      expected: ['Feed klein: Test 4★ +3 to ike: Test: db1, db2'],
    },
    {
      name: 'a Rearmed hero gives and stays',
      barracks: { entries: [copyOf('lif')], manuals: [] },
      expected: ['Feed lif: Test 5★ to ike: Test (Rearmed or Attuned: it stays): db1, db2'],
    },
    {
      name: 'a manual promoted, then used',
      barracks: { entries: [], manuals: [manualOf('peri', 3)] },
      expected: [
        'Promote the peri: Test combat manual 3★→4★ (2,000 feathers)',
        'Use a 4★ peri: Test manual on ike: Test: db1, db2',
      ],
    },
  ])('$name', ({ barracks, expected }) => {
    expect(describePlan(barracks, [targetOf('ike', ['db2'])])).toEqual(expected)
  })
})
