import { act, screen } from '@testing-library/react'
import { useLocation } from 'react-router'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { renderWithApp } from '../../test/render-with-app.tsx'
import {
  type SetTypedSearchParams,
  TYPING_PAUSE_MS,
  useTypedSearchParams,
} from './use-typed-search-params.ts'

let setParams: SetTypedSearchParams = () => {
  throw new Error('The page has not rendered yet')
}

function Page() {
  const [params, set] = useTypedSearchParams()
  setParams = set
  const location = useLocation()
  return (
    <>
      <p data-testid="shown">{params.get('q') ?? ''}</p>
      <p data-testid="url">{location.search}</p>
    </>
  )
}

const shown = () => screen.getByTestId('shown').textContent
const url = () => screen.getByTestId('url').textContent

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const withQuery = (q: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current)
  next.set('q', q)
  return next
}

test('typing shows at once and reaches the URL after a pause', () => {
  renderWithApp(<Page />, { path: '/units' })
  act(() => setParams(withQuery('ab'), { isTyping: true }))
  act(() => setParams(withQuery('abe'), { isTyping: true }))
  expect(shown()).toBe('abe')
  expect(url()).toBe('')
  act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS - 1))
  expect(url()).toBe('')
  act(() => vi.advanceTimersByTime(1))
  expect(url()).toBe('?q=abe')
  expect(shown()).toBe('abe')
})

test('a discrete change shows at once, reaches the URL after the next paint and builds on what was typed', () => {
  renderWithApp(<Page />, { path: '/units' })
  act(() => setParams(withQuery('abe'), { isTyping: true }))
  act(() =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      next.set('page', '2')
      return next
    }),
  )
  expect(shown()).toBe('abe')
  expect(url()).toBe('')
  act(() => vi.advanceTimersByTime(32)) // a frame, then the timer after its paint
  expect(url()).toBe('?q=abe&page=2')
  // The pending write of the typing was cancelled: nothing changes after the pause.
  act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS * 2))
  expect(url()).toBe('?q=abe&page=2')
  expect(shown()).toBe('abe')
})
