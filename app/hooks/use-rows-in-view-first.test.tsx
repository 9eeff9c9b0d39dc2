import { act, render, screen } from '@testing-library/react'
import { useLayoutEffect, useRef } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { useRowsInViewFirst } from './use-rows-in-view-first.ts'

const ROW_HEIGHT = 50

/** The rows drawn by each commit, in order. */
let commits: number[] = []

function List({ rows }: { rows: readonly string[] }) {
  const ref = useRef<HTMLUListElement>(null)
  const drawnRows = useRowsInViewFirst(rows, ROW_HEIGHT, ref)
  useLayoutEffect(() => {
    commits.push(drawnRows.length)
  })
  return (
    <ul ref={ref} aria-label="Heroes">
      {drawnRows.map((row) => (
        <li key={row}>{row}</li>
      ))}
    </ul>
  )
}

function listRows(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `Hero ${index + 1}`)
}

afterEach(() => {
  commits = []
  vi.restoreAllMocks()
})

/** Mounts the list, measured, and forgets the commits of mounting. */
function mountList(rows: readonly string[]) {
  const rendered = render(<List rows={rows} />)
  commits = []
  return rendered
}

test('new rows: those down to the window’s bottom first, then all of them', () => {
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(600)
  // The list starts 100 px down: rows 1–10 reach the window's bottom.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 100))
  const { rerender } = mountList(listRows(3))
  act(() => rerender(<List rows={listRows(25)} />))
  expect(commits).toEqual([10, 25])
  expect(screen.getAllByRole('listitem')).toHaveLength(25)
})

test('the same rows in a new array, or fewer than the view holds, are drawn whole at once', () => {
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(600)
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 100))
  const { rerender } = mountList(listRows(25))
  act(() => rerender(<List rows={listRows(25)} />))
  act(() => rerender(<List rows={listRows(4)} />))
  // Each change commits twice (the deferred render), never a part of the rows.
  expect(commits).toEqual([25, 25, 4, 4])
})

test('a list scrolled above the window: the rows before the view are drawn first too', () => {
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(600)
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -500))
  const { rerender } = mountList(listRows(3))
  act(() => rerender(<List rows={listRows(40)} />))
  expect(commits).toEqual([22, 40])
})

test('a keystroke’s render reads no layout: the list is measured when the page scrolls', async () => {
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(600)
  const readLayout = vi
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue(new DOMRect(0, 100))
  const { rerender } = mountList(listRows(3))
  readLayout.mockClear()
  act(() => rerender(<List rows={listRows(25)} />))
  expect(readLayout).not.toHaveBeenCalled()
  // Scrolled 200 px down: rows 1–14 reach the window's bottom.
  readLayout.mockReturnValue(new DOMRect(0, -100))
  window.dispatchEvent(new Event('scroll'))
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)))
  expect(readLayout).toHaveBeenCalled()
  commits = []
  act(() => rerender(<List rows={listRows(30)} />))
  expect(commits).toEqual([14, 30])
})
