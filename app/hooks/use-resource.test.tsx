import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { expect, test, vi } from 'vitest'
import { setErrorReporter } from '#app/lib/monitoring.ts'
import { settleResource, useResource } from './use-resource.ts'

type Hero = { readonly name: string } | { readonly error: 'not-found' }

function HeroView({ href }: { href: string | null }) {
  const resource = useResource<Hero>(href)
  switch (resource.status) {
    case 'idle':
      return <p>Not asked</p>
    case 'loading':
      return <p>Loading</p>
    case 'failed':
      return (
        <button type="button" onClick={resource.retry}>
          Try again
        </button>
      )
    case 'ready':
      return <p>{'error' in resource.data ? 'Unknown hero' : resource.data.name}</p>
  }
}

/** A page with the view, and the resource route answering with `answer` (its clientLoader). */
function renderView(href: string | null, answer: (id: string) => Promise<Hero>) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => <HeroView href={href} />,
      // The page's boundary: a failed request must never reach it.
      ErrorBoundary: () => <p>Page error</p>,
    },
    {
      path: '/api/heroes/:id',
      loader: ({ request, params }) =>
        settleResource({ request, serverLoader: () => answer(params.id ?? '') }),
    },
  ])
  render(<Stub initialEntries={['/']} />)
}

test('the resource is asked for when the view opens, and its body arrives', async () => {
  const answer = vi.fn(async (id: string) => ({ name: `Hero ${id}` }))
  renderView('/api/heroes/abel', answer)
  expect(await screen.findByText('Hero abel')).toBeTruthy()
  expect(answer).toHaveBeenCalledTimes(1)
})

test('an unknown id is a value of the body, not an error', async () => {
  renderView('/api/heroes/nobody', async () => ({ error: 'not-found' }))
  expect(await screen.findByText('Unknown hero')).toBeTruthy()
})

test('nothing is asked for without an href', async () => {
  const answer = vi.fn(async () => ({ name: 'Abel' }))
  renderView(null, answer)
  expect(await screen.findByText('Not asked')).toBeTruthy()
  expect(answer).not.toHaveBeenCalled()
})

test('a request that does not come back is said in the view, reported, and retried', async () => {
  const reports: Record<string, string>[] = []
  setErrorReporter((_error, context) => reports.push(context))
  let isOffline = true
  renderView('/api/heroes/abel', async () => {
    if (isOffline) throw new TypeError('Failed to fetch')
    return { name: 'Abel' }
  })
  const retry = await screen.findByRole('button', { name: 'Try again' })
  expect(screen.queryByText('Page error')).toBeNull()
  expect(reports).toEqual([{ resource: '/api/heroes/abel' }])
  isOffline = false
  await userEvent.click(retry)
  expect(await screen.findByText('Abel')).toBeTruthy()
})
