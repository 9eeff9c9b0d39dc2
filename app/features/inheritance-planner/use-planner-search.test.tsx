import { render, screen, waitFor } from '@testing-library/react'
import { createRoutesStub, useLocation, useNavigate } from 'react-router'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { usePlannerSearch } from './use-planner-search.ts'

const SHARED = '#barracks=shared-copies'

function Planner() {
  const [search, setSearch] = usePlannerSearch()
  const { search: query, hash } = useLocation()
  const navigate = useNavigate()
  return (
    <>
      <p>Shown {search.protect.join(',') || 'none'}</p>
      <p>URL [{`${query}${hash}`}]</p>
      <button
        type="button"
        onClick={() => setSearch((current) => ({ ...current, protect: ['limited5'] }))}
      >
        Protect
      </button>
      <button
        type="button"
        onClick={() => setSearch((current) => ({ ...current, keep: ['PID_Abel' as never] }))}
      >
        Keep
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  )
}

const textOf = (prefix: string) => screen.getByText(new RegExp(`^${prefix} `)).textContent

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

function renderPlanner(entry: string) {
  const Stub = createRoutesStub([{ path: '/inheritance-planner', Component: Planner }])
  render(<Stub initialEntries={[entry]} />)
}

test('a change is shown in its own task and written to the URL later, the fragment kept', async () => {
  renderPlanner(`/inheritance-planner?target=PID_Ike.5.g.${SHARED}`)
  await screen.findByText('Shown none')
  screen.getByRole('button', { name: 'Protect' }).click()
  // The end of the click's task (React draws a discrete event's change in a microtask): the
  // page shows the change; the URL is not written yet.
  await Promise.resolve()
  expect(textOf('Shown')).toBe('Shown limited5')
  expect(textOf('URL')).toBe(`URL [?target=PID_Ike.5.g.${SHARED}]`)
  await waitFor(() =>
    expect(textOf('URL')).toBe(`URL [?target=PID_Ike.5.g.&protect=limited5${SHARED}]`),
  )
  expect(textOf('Shown')).toBe('Shown limited5')
})

test('changes made before the URL is written are all kept, each from the one before', async () => {
  renderPlanner('/inheritance-planner')
  await screen.findByText('Shown none')
  screen.getByRole('button', { name: 'Protect' }).click()
  screen.getByRole('button', { name: 'Keep' }).click()
  await waitFor(() => expect(textOf('URL')).toBe('URL [?keep=PID_Abel&protect=limited5]'))
})

test('back to the entry before a change shows that entry, not the change', async () => {
  renderPlanner('/inheritance-planner')
  await screen.findByText('Shown none')
  screen.getByRole('button', { name: 'Protect' }).click()
  await waitFor(() => expect(textOf('URL')).toBe('URL [?protect=limited5]'))
  screen.getByRole('button', { name: 'Back' }).click()
  await waitFor(() => expect(textOf('URL')).toBe('URL []'))
  expect(textOf('Shown')).toBe('Shown none')
})
