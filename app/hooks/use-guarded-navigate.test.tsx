import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useLocation } from 'react-router'
import { expect, test } from 'vitest'
import { useGuardedNavigate } from './use-guarded-navigate.ts'

function Navigator({ to }: { to: string }) {
  const navigate = useGuardedNavigate()
  const location = useLocation()
  return (
    <>
      <button type="button" onClick={() => navigate(to)}>
        Go
      </button>
      <p>At {location.pathname}</p>
    </>
  )
}

test.each([
  { name: 'a path of the site is followed', to: '/units?sort=name', expected: 'At /units' },
  { name: 'a javascript URL is blocked', to: 'javascript:alert(1)', expected: 'At /' },
  {
    name: 'another site without the flag is blocked',
    to: 'https://example.org/',
    expected: 'At /',
  },
])('$name', async ({ to, expected }) => {
  const Stub = createRoutesStub([{ path: '*', Component: () => <Navigator to={to} /> }])
  render(<Stub initialEntries={['/']} />)
  await userEvent.click(screen.getByRole('button', { name: 'Go' }))
  expect(screen.getByText(/^At /).textContent).toBe(expected)
})
