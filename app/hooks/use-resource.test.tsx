import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'
import { setErrorReporter } from '#app/lib/monitoring.ts'
import { settleResource, useResource } from './use-resource.ts'

function Thing() {
  const thing = useResource<{ name: string }>('/api/things/1')
  return (
    <>
      <p>{thing.status === 'ready' ? thing.data.name : thing.status}</p>
      <button type="button" onClick={thing.retry}>
        Retry
      </button>
    </>
  )
}

const report = vi.fn()

afterEach(() => {
  report.mockReset()
})

function renderThing(answer: () => Promise<{ name: string }>) {
  setErrorReporter(report)
  const Stub = createRoutesStub([
    { path: '/', Component: Thing },
    // As a resource route's clientLoader does: its request, settled.
    { path: '/api/things/:id', loader: () => settleResource(answer(), 'things') },
  ])
  render(<Stub initialEntries={['/']} />)
}

test('the resource loads when the view mounts', async () => {
  const answer = vi.fn(async () => ({ name: 'Distant Counter' }))
  renderThing(answer)
  expect(await screen.findByText('Distant Counter')).toBeDefined()
  expect(answer).toHaveBeenCalledTimes(1)
})

test('a request that fails is a state, reported, and a retry asks again', async () => {
  const answer = vi
    .fn<() => Promise<{ name: string }>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce({ name: 'Distant Counter' })
  renderThing(answer)
  expect(await screen.findByText('failed')).toBeDefined()
  expect(report).toHaveBeenCalledWith(expect.any(TypeError), {
    source: 'resource',
    resource: 'things',
  })
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByText('Distant Counter')).toBeDefined()
  expect(answer).toHaveBeenCalledTimes(2)
})
