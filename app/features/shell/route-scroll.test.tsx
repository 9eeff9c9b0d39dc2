import { act, render } from '@testing-library/react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { RouteScroll, SCROLL_DELAY_MS } from './route-scroll.tsx'

let scrolls: number[]

beforeEach(() => {
  vi.useFakeTimers()
  scrolls = []
  vi.spyOn(window, 'scrollTo').mockImplementation(((_: number, top: number) => {
    scrolls.push(top)
  }) as typeof window.scrollTo)
  // Reduced motion: the scroll to an anchor is one jump, as a test can read it.
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: true, media: query }) as MediaQueryList,
  )
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <RouteScroll />
            <Outlet />
          </>
        ),
        children: [
          { path: '/planner', element: <p id="steps">planner</p> },
          { path: '/units', element: <p>units</p> },
        ],
      },
    ],
    { initialEntries: [entry] },
  )
  render(<RouterProvider router={router} />)
  return router
}

async function go(router: ReturnType<typeof renderAt>, to: string) {
  await act(() => router.navigate(to))
  await act(() => vi.advanceTimersByTime(SCROLL_DELAY_MS + 10))
}

test('a search change that keeps a data fragment is the same page: no scroll, no anchor sought', async () => {
  const router = renderAt('/planner?targets=1#barracks=AAAA')
  const findAnchor = vi.spyOn(document, 'getElementById')
  await go(router, '/planner?targets=2#barracks=AAAA')
  expect(scrolls).toEqual([])
  expect(findAnchor).not.toHaveBeenCalled()
})

test('a new fragment on the same page goes to its anchor; another page starts at the top', async () => {
  const router = renderAt('/planner')
  await go(router, '/planner#steps')
  expect(scrolls).toHaveLength(1)
  // The same link again, after the reader scrolled away: it goes there again.
  await go(router, '/planner#steps')
  expect(scrolls).toHaveLength(2)
  await go(router, '/units')
  expect(scrolls.at(-1)).toBe(0)
})
