import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual'
import { type RefObject, useCallback, useEffect, useLayoutEffect, useState } from 'react'

/**
 * The rows of a long list that the page scrolls, only those near the view drawn (TanStack
 * Virtual). `listRef` is the list's element: where its first row is; row offsets are from the
 * page's top, so a row is placed at `start - listTop`.
 *
 * `rowHeights: 'uniform'`: every row is as tall as the first drawn one (rows that never wrap):
 * one measurement, so scrolling 2,000 rows mounts rows and nothing else. `'measured'`: each row
 * is measured as drawn (its `ref` is `virtualizer.measureElement`).
 */
export function useWindowRows<Row extends Element>({
  count,
  estimateRowHeight,
  rowHeights,
  keyOf,
  listRef,
}: {
  count: number
  estimateRowHeight: number
  rowHeights: 'uniform' | 'measured'
  /** A row's key; keep its identity across renders (useCallback). */
  keyOf: (index: number) => string
  listRef: RefObject<HTMLElement | null>
}): { virtualizer: Virtualizer<Window, Row>; listTop: number } {
  const [listTop, setListTop] = useState(0)
  const [uniformHeight, setUniformHeight] = useState(estimateRowHeight)
  // Measured after each layout that can move the list or resize its rows (text wrapping above
  // it, a panel opening, a larger text size).
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return
    const measure = () => {
      setListTop(list.getBoundingClientRect().top + window.scrollY)
      const first = list.firstElementChild
      if (rowHeights === 'uniform' && first) setUniformHeight(first.getBoundingClientRect().height)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [listRef, rowHeights])
  // Kept across renders: a new function would have TanStack lay out every row again.
  const estimateSize = useCallback(
    () => (rowHeights === 'uniform' ? uniformHeight : estimateRowHeight),
    [rowHeights, uniformHeight, estimateRowHeight],
  )
  const virtualizer = useWindowVirtualizer<Row>({
    count,
    estimateSize,
    getItemKey: keyOf,
    overscan: 4,
    scrollMargin: listTop,
    // A scroll step's rows render in the next task, not inside the scroll event (0029).
    useFlushSync: false,
  })
  // A new row height (the first row measured, a larger text size) lays every row out again.
  useEffect(() => {
    if (estimateSize() !== estimateRowHeight) virtualizer.measure()
  }, [virtualizer, estimateSize, estimateRowHeight])
  return { virtualizer, listTop }
}
