import { act, render, screen } from '@testing-library/react'
import { lazy, Suspense } from 'react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { DelayedFallback } from './delayed-fallback.tsx'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('a slow asynchronous component shows its loading state after 200 ms, not before', async () => {
  const Slow = lazy(() => new Promise<{ default: () => null }>(() => undefined))
  render(
    <Suspense
      fallback={
        <DelayedFallback>
          <p>Loading</p>
        </DelayedFallback>
      }
    >
      <Slow />
    </Suspense>,
  )
  await act(() => vi.advanceTimersByTimeAsync(199))
  expect(screen.queryByText('Loading')).toBeNull()
  await act(() => vi.advanceTimersByTimeAsync(1))
  expect(screen.getByText('Loading')).toBeDefined()
})
