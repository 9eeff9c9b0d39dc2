import type { ReactNode, RefObject } from 'react'
import { useRowWindow } from '#app/hooks/use-row-window.ts'
import list from './list.module.css'

/**
 * The body of a table in a scrolling box that draws only the rows in view and the buffer; the
 * others are held by two spacer rows. Rows are plain (`plain-rows`) and of one height.
 */
export function WindowedTableBody<Row>({
  rows,
  rowHeight,
  columnCount,
  scrollRef,
  renderRow,
}: {
  readonly rows: readonly Row[]
  readonly rowHeight: number
  readonly columnCount: number
  readonly scrollRef: RefObject<HTMLElement | null>
  readonly renderRow: (row: Row) => ReactNode
}) {
  const { start, end } = useRowWindow({
    scroller: { kind: 'box', ref: scrollRef },
    rowCount: rows.length,
    rowHeight,
  })
  return (
    <tbody className={list.plainRows}>
      <Spacer height={start * rowHeight} columnCount={columnCount} />
      {rows.slice(start, end).map(renderRow)}
      <Spacer height={(rows.length - end) * rowHeight} columnCount={columnCount} />
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
