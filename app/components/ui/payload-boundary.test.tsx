import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ReactElement, Suspense, use } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { type PayloadDemand, usePayloadOnDemand } from '#app/hooks/use-payload-on-demand.ts'
import { setErrorReporter } from '#app/lib/monitoring.ts'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { PayloadBoundary } from './payload-boundary.tsx'

// The payload cache over a stubbed network. The cache outlives a test: each has its own file.
const network = { isOffline: false, names: [] as readonly string[] }
const fetchMock = vi.fn<typeof fetch>(async () => {
  if (network.isOffline) throw new TypeError('Failed to fetch')
  return Response.json(network.names)
})
vi.stubGlobal('fetch', fetchMock)
afterEach(() => {
  fetchMock.mockClear()
  network.isOffline = false
})

// Module level, as loadPayloadFile asks: the cache decodes once per decoder.
const decodeNames = (file: readonly string[]) => file.join(', ')

function NameList({ demand }: { demand: PayloadDemand<string> }) {
  const names = demand.promise === null ? null : use(demand.promise)
  return (
    <>
      <button type="button" onClick={demand.ask}>
        {demand.isPending ? 'Loading names' : 'Show names'}
      </button>
      <p>{names ?? 'No names yet'}</p>
    </>
  )
}

function Names({ hash, isNeeded = false }: { hash: number; isNeeded?: boolean }) {
  const demand = usePayloadOnDemand(`/payloads/names.${hash}.json`, decodeNames, isNeeded)
  return (
    <Suspense fallback={<p>Fallback</p>}>
      <PayloadBoundary onRetry={demand.ask}>
        <NameList demand={demand} />
      </PayloadBoundary>
    </Suspense>
  )
}

// A component that suspends is drawn, and clicked, in an awaited act (React's rule).
const draw = (element: ReactElement) =>
  act(async () => {
    renderWithApp(element)
  })
const click = (name: string) =>
  act(async () => {
    await userEvent.click(screen.getByRole('button', { name }))
  })

test('nothing is fetched until asked; then the data replaces what was drawn', async () => {
  network.names = ['Abel', 'Cain']
  await draw(<Names hash={1} />)
  expect(screen.getByText('No names yet')).toBeTruthy()
  expect(fetchMock).not.toHaveBeenCalled()
  await click('Show names')
  expect(await screen.findByText('Abel, Cain')).toBeTruthy()
})

test('needed at once, the data is read on the first draw, fetched once', async () => {
  network.names = ['Est']
  await draw(<Names hash={2} isNeeded />)
  expect(await screen.findByText('Est')).toBeTruthy()
  await click('Show names')
  expect(fetchMock).toHaveBeenCalledTimes(1)
})

test('a payload that does not arrive is said and reported, once; the retry fetches it', async () => {
  const reports: Record<string, string>[] = []
  setErrorReporter((_error, context) => reports.push(context))
  network.isOffline = true
  await draw(<Names hash={3} />)
  await click('Show names')
  const failure = await screen.findByRole('alert')
  expect(failure.textContent).toContain('could not be loaded')
  expect(reports).toEqual([{ payload: 'names', status: 'none' }])
  // Said, not fetched again by the next draw (the HTTP client tried twice).
  expect(fetchMock).toHaveBeenCalledTimes(2)
  network.isOffline = false
  network.names = ['Palla']
  await click('Try again')
  expect(await screen.findByText('Palla')).toBeTruthy()
  expect(screen.queryByRole('alert')).toBeNull()
})
