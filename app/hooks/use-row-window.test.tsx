import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { expect, test } from 'vitest'
import { type RowScroller, useRowWindow } from './use-row-window.ts'

const ROW_HEIGHT = 40

function Rows({ kind, rowCount }: { kind: RowScroller['kind']; rowCount: number }) {
  const ref = useRef<HTMLDivElement>(null)
  const { start, end } = useRowWindow({
    scroller: { kind, ref },
    rowCount,
    rowHeight: ROW_HEIGHT,
  })
  return (
    <div ref={ref} data-testid="list">
      {start}–{end}
    </div>
  )
}

function setBox(
  element: HTMLElement,
  { scrollTop, height }: { scrollTop: number; height: number },
) {
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: height })
  element.scrollTop = scrollTop
}

test('a box: the rows in its view and five rows (200 px) of buffer, drawn again as it scrolls', () => {
  const { rerender } = render(<Rows kind="box" rowCount={1000} />)
  const list = screen.getByTestId('list')
  act(() => {
    setBox(list, { scrollTop: 400, height: 200 })
    list.dispatchEvent(new Event('scroll'))
  })
  // Rows 10–14 are in view.
  expect(list.textContent).toBe('5–20')
  // Fewer rows than the window reaches.
  rerender(<Rows kind="box" rowCount={12} />)
  expect(list.textContent).toBe('5–12')
})

test('the page: the rows above the top of the window are out of view', () => {
  render(<Rows kind="window" rowCount={1000} />)
  const list = screen.getByTestId('list')
  act(() => {
    list.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: -2000, width: 300, height: 1 })
    window.dispatchEvent(new Event('scroll'))
  })
  const rowsInView = Math.ceil(window.innerHeight / ROW_HEIGHT)
  expect(list.textContent).toBe(`45–${55 + rowsInView}`)
})
