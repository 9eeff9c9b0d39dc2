/** Spec §9: a virtual list draws at most 1000 items, and a buffer of 200 px around its view. */
export const MAX_DRAWN_ITEMS = 1000
export const LIST_BUFFER_PX = 200

/** The rows of buffer on each side of the view: the spec's 200 px of rows at least `rowHeight` tall. */
export function countBufferRows(rowHeight: number): number {
  return Math.ceil(LIST_BUFFER_PX / Math.max(1, rowHeight))
}

/**
 * The rows a virtual list draws (TanStack Virtual's `rangeExtractor`): those in view, from
 * `startIndex` to `endIndex` included, `overscan` more on each side, and at most
 * MAX_DRAWN_ITEMS from the first.
 */
export function listDrawnIndexes({
  startIndex,
  endIndex,
  overscan,
  count,
}: {
  readonly startIndex: number
  readonly endIndex: number
  readonly overscan: number
  readonly count: number
}): number[] {
  const first = Math.max(0, startIndex - overscan)
  const last = Math.min(count - 1, endIndex + overscan, first + MAX_DRAWN_ITEMS - 1)
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, offset) => first + offset)
}

/** Rows `start` to `end` of a list, `end` not included. */
export type RowRange = { readonly start: number; readonly end: number }

/**
 * The rows of a scrolling box of fixed-height rows that its view shows, with `overscan` rows
 * more on each side (the catalog's grid, whose tiles have one height: decision 0029).
 */
export function findRowRange({
  scrollTop,
  viewportHeight,
  rowHeight,
  rowCount,
  overscan,
}: {
  readonly scrollTop: number
  readonly viewportHeight: number
  readonly rowHeight: number
  readonly rowCount: number
  readonly overscan: number
}): RowRange {
  // Elastic scrolling can report a top above the start.
  const top = Math.max(0, scrollTop)
  const first = Math.floor(top / rowHeight) - overscan
  const last = Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight) + overscan
  return {
    start: Math.min(rowCount, Math.max(0, first)),
    end: Math.min(rowCount, Math.max(0, last)),
  }
}

/** Whether every row of `inner` is in `outer`. */
export function isRangeWithin(inner: RowRange, outer: RowRange): boolean {
  return inner.start >= inner.end || (inner.start >= outer.start && inner.end <= outer.end)
}

/** The rows of either range, once each, in order. */
export function listRows(first: RowRange, second: RowRange): number[] {
  const rows = new Set<number>()
  for (const range of [first, second]) {
    for (let row = range.start; row < range.end; row++) rows.add(row)
  }
  return [...rows].sort((a, b) => a - b)
}

/** The scroll position that shows the whole row, moving the view as little as possible. */
export function findScrollTopShowing({
  row,
  rowHeight,
  scrollTop,
  viewportHeight,
}: {
  readonly row: number
  readonly rowHeight: number
  readonly scrollTop: number
  readonly viewportHeight: number
}): number {
  const rowTop = row * rowHeight
  if (rowTop < scrollTop) return rowTop
  const rowBottom = rowTop + rowHeight
  if (rowBottom > scrollTop + viewportHeight) return rowBottom - viewportHeight
  return scrollTop
}
