import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { buildPlan, buildPlanProblem, DEFAULT_PLAN_SETTINGS } from '#app/domain/inheritance-plan.ts'
import { solvePlanExhaustively } from '#app/domain/inheritance-plan-exhaustive.ts'
import {
  buildPlanData,
  copyOf,
  manualOf,
  targetOf,
} from '../../../../test/inheritance-plan-fixture.ts'
import { renderWithApp } from '../../../../test/render-with-app.tsx'
import type { PlanResult } from '../plan-solve.ts'
import { PlanView } from './plan-view.tsx'

// Ike wants Death Blow 2 and Glimmer: Klein (a 4★ generic) gives the Death Blows, a 3★ manual
// of Peri, promoted, gives Glimmer; nobody has Swap.
const data = buildPlanData(
  {
    ike: {},
    klein: { kit: { db1: 1, db2: 1 } },
    peri: { lowestRarities: { genericSummonPool: 3 }, kit: { glimmer: 4 } },
    seth: {},
  },
  {
    db1: { sp: 50 },
    db2: { sp: 100, requires: ['db1'] },
    glimmer: { sp: 100, category: 'special' },
    swap: { sp: 150, category: 'assist' },
  },
)

function solvedResult(): PlanResult {
  const problem = buildPlanProblem({
    data,
    barracks: { entries: [copyOf('klein', { rarity: 4 })], manuals: [manualOf('peri', 3)] },
    targets: [targetOf('ike', ['db2', 'glimmer', 'swap'])],
    settings: DEFAULT_PLAN_SETTINGS,
  })
  const { uses, cost } = solvePlanExhaustively(problem)
  return { ok: true, problem, plan: buildPlan({ data, problem, uses, cost }), solveMs: 5 }
}

describe('PlanView', () => {
  test('nothing wanted yet: said, no steps', () => {
    renderWithApp(
      <PlanView
        data={data}
        state={{ status: 'idle' }}
        onRetry={vi.fn()}
        onKeep={vi.fn()}
        done={[]}
        onTick={vi.fn()}
      />,
    )
    expect(screen.getByRole('status').textContent).toContain(
      'Add a hero and at least one skill it should learn',
    )
    expect(screen.queryByRole('list', { name: "The plan's steps" })).toBeNull()
  })

  test('a solved plan: steps in order, totals, what to get, ticks and keep', async () => {
    const onKeep = vi.fn()
    const onTick = vi.fn()
    renderWithApp(
      <PlanView
        data={data}
        state={{ status: 'done', result: solvedResult() }}
        onRetry={vi.fn()}
        onKeep={onKeep}
        done={['manual:peri:3:0 3→4']}
        onTick={onTick}
      />,
    )
    expect(screen.getByRole('status').textContent).toContain('Plan ready. Steps to follow: 3.')
    const steps = within(screen.getByRole('list', { name: "The plan's steps" })).getAllByRole(
      'listitem',
    )
    expect(steps.map((step) => step.querySelector('span')?.textContent)).toEqual([
      'Feed klein: Test 4★ to ike: Test: db1, db2',
      'Promote the peri: Test combat manual 3★→4★ (2,000 feathers)',
      'Use a 4★ peri: Test manual on ike: Test: glimmer',
    ])
    const totals = within(screen.getByRole('region', { name: 'Totals' }))
    // 1.5 × (50 + 100 + 100) SP.
    expect(totals.getAllByRole('definition').map((each) => each.textContent)).toEqual([
      '1',
      '1',
      '2,000',
      '375',
    ])
    expect(screen.getByRole('region', { name: 'Per hero' }).textContent).toContain(
      'No donor in your barracks gives swap.',
    )
    // A tick is kept by the step's donor, target and tiers: the promotion was ticked before.
    const promotion = screen.getByRole('checkbox', { name: 'Done: step 2' }) as HTMLInputElement
    expect(promotion.checked).toBe(true)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Done: step 1' }))
    expect(onTick).toHaveBeenCalledWith('copy:klein:0 → ike:ike db1,db2', true)
    await userEvent.click(screen.getByRole('button', { name: 'Keep klein: Test' }))
    expect(onKeep).toHaveBeenCalledWith('klein')
  })

  test('why a donor, in numbers: its cost, and a cheaper one that was not enough', async () => {
    // Klein is a limited 5★ with Death Blow 1–2; Cain, generic, has only Death Blow 1.
    const world = buildPlanData(
      {
        ike: {},
        klein: { lowestRarities: { focusOnly: 5 }, kit: { db1: 1, db2: 1 } },
        cain: { kit: { db1: 1 } },
      },
      { db1: { sp: 50 }, db2: { sp: 100, requires: ['db1'] } },
    )
    const problem = buildPlanProblem({
      data: world,
      barracks: { entries: [copyOf('klein'), copyOf('cain', { rarity: 3 })], manuals: [] },
      targets: [targetOf('ike', ['db2'])],
      settings: DEFAULT_PLAN_SETTINGS,
    })
    const { uses, cost } = solvePlanExhaustively(problem)
    const result: PlanResult = {
      ok: true,
      problem,
      plan: buildPlan({ data: world, problem, uses, cost }),
      solveMs: 5,
    }
    renderWithApp(
      <PlanView
        data={world}
        state={{ status: 'done', result }}
        onRetry={vi.fn()}
        onKeep={vi.fn()}
        done={[]}
        onTick={vi.fn()}
      />,
    )
    await userEvent.click(screen.getByText('Why klein: Test'))
    const why = screen.getByText('Why klein: Test').closest('details') as HTMLElement
    expect(why.textContent).toContain(
      'Costs Limited 5★ (value 100), 0 feathers and 225 SP for the 2 skills it gives.',
    )
    expect(within(why).getByRole('listitem').textContent).toBe(
      'cain: Test 3★: Generic 3–4★ (value 1), 0 feathers; gives only 1 of these 2 skills.',
    )
  })

  test('while the next plan is made, the last one stays, and the page says so', () => {
    renderWithApp(
      <PlanView
        data={data}
        state={{ status: 'solving', previous: solvedResult() }}
        onRetry={vi.fn()}
        onKeep={vi.fn()}
        done={[]}
        onTick={vi.fn()}
      />,
    )
    expect(screen.getByRole('status').textContent).toContain('Making the plan…')
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0)
  })

  test.each([
    { error: 'time-limit' as const, text: 'The solver ran out of time' },
    { error: 'solver-failed' as const, text: 'The solver failed on this plan' },
    { error: 'data-failed' as const, text: 'The solver or its data could not be loaded' },
  ])('a failure is said, with a retry: $error', async ({ error, text }) => {
    const onRetry = vi.fn()
    renderWithApp(
      <PlanView
        data={data}
        state={{ status: 'done', result: { ok: false, error } }}
        onRetry={onRetry}
        onKeep={vi.fn()}
        done={[]}
        onTick={vi.fn()}
      />,
    )
    expect(screen.getByRole('alert').textContent).toContain(text)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
