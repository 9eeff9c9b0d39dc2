import { type RefObject, useDeferredValue, useEffect, useState } from 'react'

function hasSameRows<Row>(first: readonly Row[], second: readonly Row[]): boolean {
  return first.length === second.length && first.every((row, index) => row === second[index])
}

/**
 * The rows of a list to draw now. When the rows change (a keystroke in a search), the first
 * render draws them down to the last one the window shows, and a deferred render, which React
 * does once the browser has painted those, draws the rest: the rows below the view are half of
 * a keystroke's work on a table page (decision 0044). `listRef` is the list's element; its rows
 * are at least `rowHeight` tall, so no row in view is left out (taller rows only draw more).
 */
export function useRowsInViewFirst<Row>(
  rows: readonly Row[],
  rowHeight: number,
  listRef: RefObject<HTMLElement | null>,
): readonly Row[] {
  const settledRows = useDeferredValue(rows)
  const rowsToWindowEnd = useRowsToWindowEnd(listRef, rowHeight)
  // The same rows in a new array (the URL catching up with the typing) are drawn whole.
  if (rowsToWindowEnd === null || settledRows === rows || hasSameRows(settledRows, rows))
    return rows
  return rowsToWindowEnd >= rows.length ? rows : rows.slice(0, rowsToWindowEnd)
}

/**
 * How many rows of `rowHeight` fit between the list's top and the window's bottom; null until
 * measured. Measured when the page scrolls or changes size (once a frame at most), never while
 * rendering: a keystroke's render reads no layout.
 */
function useRowsToWindowEnd(
  listRef: RefObject<HTMLElement | null>,
  rowHeight: number,
): number | null {
  const [count, setCount] = useState<number | null>(null)
  useEffect(() => {
    const list = listRef.current
    if (list === null) return
    let frame = 0
    const measure = () => {
      frame = 0
      const top = list.getBoundingClientRect().top
      setCount(Math.max(0, Math.ceil((window.innerHeight - top) / rowHeight)))
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    // What is above the list (a toolbar that wraps, larger text) moves it: the body resizes.
    const observer = new ResizeObserver(schedule)
    observer.observe(document.body)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      observer.disconnect()
    }
  }, [listRef, rowHeight])
  return count
}
