import { screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { buildPlanData } from '../../../../test/inheritance-plan-fixture.ts'
import { renderWithApp } from '../../../../test/render-with-app.tsx'
import { PLANNER_SEARCH_DEFAULTS, type PlannerSearch } from '../planner-search.ts'
import { DonorSettings } from './donor-settings.tsx'

const data = buildPlanData({ ike: { kit: {} } }, {})

let pageDraws = 0
function Harness() {
  const [search, setSearch] = useState<PlannerSearch>(PLANNER_SEARCH_DEFAULTS)
  pageDraws += 1
  return (
    <>
      <p>Protected [{search.protect.join(',')}]</p>
      <DonorSettings data={data} search={search} onChange={setSearch} />
    </>
  )
}

// The test drives the page as the browser does, task by task: act() would run the page's
// later work inside the click and hide what the click's own task does.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
let wasActEnvironment: boolean | undefined
beforeEach(() => {
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
})
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment
})

test("a pool's tick shows in the click's own task; the page draws the change in a later one", async () => {
  renderWithApp(<Harness />)
  const box = await screen.findByRole('checkbox', { name: 'Not to be had' })
  const drawsBefore = pageDraws
  box.click()
  // The end of the click's task (React draws the sync lane in a microtask): the box is ticked,
  // the page around it is not drawn yet.
  await Promise.resolve()
  expect((box as HTMLInputElement).checked).toBe(true)
  expect(pageDraws).toBe(drawsBefore)
  expect(screen.getByText(/^Protected/).textContent).toBe('Protected []')
  await waitFor(() => expect(screen.getByText(/^Protected/).textContent).toBe('Protected [other]'))
  expect((box as HTMLInputElement).checked).toBe(true)
  // And back: the tick cleared at once, the change made after.
  box.click()
  await Promise.resolve()
  expect((box as HTMLInputElement).checked).toBe(false)
  await waitFor(() => expect(screen.getByText(/^Protected/).textContent).toBe('Protected []'))
  expect((box as HTMLInputElement).checked).toBe(false)
})
