import { type RefObject, useDeferredValue } from 'react'

function hasSameRows<Row>(first: readonly Row[], second: readonly Row[]): boolean {
  return first.length === second.length && first.every((row, index) => row === second[index])
}

/**
 * The rows of a list to draw now. When the rows change (a keystroke in a search), the first
 * render draws them down to the last one the window shows, and a deferred render, which React
 * does once the browser has painted those, draws the rest: the rows below the view are half of
 * a keystroke's work on a table page (decision 0044). `bodyRef` is the list's element; its rows
 * are at least `rowHeight` tall, so no row in view is left out.
 */
export function useRowsInViewFirst<Row>(
  rows: readonly Row[],
  rowHeight: number,
  bodyRef: RefObject<HTMLElement | null>,
): readonly Row[] {
  const settledRows = useDeferredValue(rows)
  const body = bodyRef.current
  // The same rows in a new array (the URL catching up with the typing) are drawn whole.
  if (body === null || settledRows === rows || hasSameRows(settledRows, rows)) return rows
  // Read while rendering, and only when the rows change: the input's edit has just laid the
  // page out, so this lays out little.
  const inView = Math.ceil((window.innerHeight - body.getBoundingClientRect().top) / rowHeight)
  return inView >= rows.length ? rows : rows.slice(0, Math.max(0, inView))
}
