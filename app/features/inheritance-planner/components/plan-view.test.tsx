import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  buildPlan,
  buildPlanProblem,
  checkSelection,
  DEFAULT_PLAN_SETTINGS,
} from '#app/domain/inheritance-plan.ts'
import { solvePlanExhaustively } from '#app/domain/inheritance-plan-exhaustive.ts'
import { stubInertResizeObserver } from '../../../../test/inert-resize-observer.ts'
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

/** `count` copies of Klein, each giving Death Blow 1 to one of `count` Ikes: `count` steps. */
function manyStepsResult(count: number): PlanResult {
  const problem = buildPlanProblem({
    data,
    barracks: {
      entries: Array.from({ length: count }, (_, index) =>
        copyOf('klein', { id: `klein-${index}`, rarity: 4 }),
      ),
      manuals: [],
    },
    targets: Array.from({ length: count }, (_, index) =>
      targetOf('ike', ['db1'], { key: `ike-${index}` }),
    ),
    settings: DEFAULT_PLAN_SETTINGS,
  })
  const taken = new Set<number>()
  const selection = problem.targets.map((_, targetIndex) => {
    const offer = problem.offers.findIndex(
      (each) => each.targetIndex === targetIndex && !taken.has(each.unitIndex),
    )
    taken.add(problem.offers[offer]?.unitIndex ?? -1)
    return offer
  })
  const checked = checkSelection(problem, selection)
  if (!checked.ok) throw new Error(`The selection is not a plan: ${checked.problem}`)
  const plan = buildPlan({ data, problem, uses: checked.uses, cost: checked.cost })
  return { ok: true, problem, plan, solveMs: 5 }
}

// The steps are windowed (TanStack Virtual): each drawn step is 137 px tall in happy-dom's
// 1024 × 768 window, as the browser would measure it.
const STEP_HEIGHT = 137

beforeEach(() => {
  stubInertResizeObserver()
  vi.spyOn(HTMLLIElement.prototype, 'offsetHeight', 'get').mockReturnValue(STEP_HEIGHT)
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  act(() => {
    window.scrollTo(0, 0)
  })
})

/** The steps list, once its lazily loaded code is in. */
const findSteps = () => screen.findByRole('list', { name: "The plan's steps" })

/** The steps drawn, in order (not the cheaper donors listed inside a step's "Why"). */
const drawnSteps = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>(':scope > li')]

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
    const steps = drawnSteps(await findSteps())
    expect(screen.getByRole('status').textContent).toContain('Plan ready. Steps to follow: 3.')
    expect(steps.map((step) => step.querySelector('span')?.textContent)).toEqual([
      '1. Feed klein: Test 4★ to ike: Test: db1, db2',
      '2. Promote the peri: Test combat manual 3★→4★ (2,000 feathers)',
      '3. Use a 4★ peri: Test manual on ike: Test: glimmer',
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
    await findSteps()
    await userEvent.click(screen.getByText('Why klein: Test'))
    const why = screen.getByText('Why klein: Test').closest('details') as HTMLElement
    expect(why.textContent).toContain(
      'Costs Limited 5★ (value 100), 0 feathers and 225 SP for the 2 skills it gives.',
    )
    expect(within(why).getByRole('listitem').textContent).toBe(
      'cain: Test 3★: Generic 3–4★ (value 1), 0 feathers; gives only 1 of these 2 skills.',
    )
  })

  test('while the next plan is made, the last one stays, and the page says so', async () => {
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
    expect(drawnSteps(await findSteps())).toHaveLength(3)
  })

  test('a long plan draws the steps near the view, each saying its place; a scroll draws the last', async () => {
    const onTick = vi.fn()
    renderWithApp(
      <PlanView
        data={data}
        state={{ status: 'done', result: manyStepsResult(60) }}
        onRetry={vi.fn()}
        onKeep={vi.fn()}
        done={[]}
        onTick={onTick}
      />,
    )
    const list = await findSteps()
    const drawn = drawnSteps(list)
    // A 768 px window and a 200 px buffer: about ten steps, not sixty.
    expect(drawn.length).toBeGreaterThan(5)
    expect(drawn.length).toBeLessThan(20)
    expect(drawn[0]?.getAttribute('aria-posinset')).toBe('1')
    expect(drawn[0]?.getAttribute('aria-setsize')).toBe('60')
    expect(drawn[0]?.textContent).toMatch(/^1\. Feed klein: Test 4★ to ike: Test: db1/)
    act(() => {
      window.scrollTo(0, 60 * STEP_HEIGHT)
      window.dispatchEvent(new Event('scroll'))
    })
    const last = drawnSteps(list).at(-1)
    expect(last?.getAttribute('aria-posinset')).toBe('60')
    // Numbered by its place in the plan, not among the steps drawn.
    expect(last?.querySelector('span')?.textContent).toMatch(/^60\. Feed/)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Done: step 60' }))
    expect(onTick).toHaveBeenCalledWith(expect.stringMatching(/→ ike-59:ike db1$/), true)
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
