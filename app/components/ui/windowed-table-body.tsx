import { type ReactNode, type RefObject, useCallback, useRef } from 'react'
import { measureSpacers, useBoxVirtualizer } from '#app/hooks/use-list-virtualizer.ts'
import list from './list.module.css'
import type { WindowedRowPlace } from './table.tsx'

/**
 * The body of a table in a scrolling box that draws only the rows in view and the buffer
 * (TanStack Virtual, rows measured as drawn); two spacer rows hold the height of the others.
 * Rows are plain (`plain-rows`); each spreads `readWindowedRowAttributes` on its `tr`, and the
 * table says how many rows there are: `aria-rowcount={rows.length + 1}`.
 */
export function WindowedTableBody<Row>({
  rows,
  estimateRowHeight,
  columnCount,
  scrollRef,
  keyOf,
  renderRow,
}: {
  readonly rows: readonly Row[]
  /** A row's least height at the default text size: rows are measured once drawn. */
  readonly estimateRowHeight: number
  readonly columnCount: number
  readonly scrollRef: RefObject<HTMLElement | null>
  /** A module-level function, so the measured heights follow the rows. */
  readonly keyOf: (row: Row) => string
  readonly renderRow: (row: Row, place: WindowedRowPlace) => ReactNode
}) {
  const bodyRef = useRef<HTMLTableSectionElement>(null)
  const keyAt = useCallback((index: number) => keyOf(rows[index] as Row), [rows, keyOf])
  const virtualizer = useBoxVirtualizer<HTMLTableRowElement>({
    count: rows.length,
    estimateRowHeight,
    keyOf: keyAt,
    listRef: bodyRef,
    scrollRef,
  })
  const { items, before, after } = measureSpacers(virtualizer)
  return (
    // The virtualizer keeps the view in place when a row above it is measured: the browser's
    // own scroll anchoring would move it a second time.
    <tbody ref={bodyRef} className={list.plainRows} style={{ overflowAnchor: 'none' }}>
      <Spacer height={before} columnCount={columnCount} />
      {items.map((item) =>
        renderRow(rows[item.index] as Row, {
          index: item.index,
          measureRef: virtualizer.measureElement,
        }),
      )}
      <Spacer height={after} columnCount={columnCount} />
    </tbody>
  )
}

/** The height of the rows not drawn, above or below those in view. */
function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  if (height <= 0) return null
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={columnCount} style={{ padding: 0, border: 0 }} />
    </tr>
  )
}
