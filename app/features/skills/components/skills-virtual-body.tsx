import { useVirtualizer } from '@tanstack/react-virtual'
import type { RefObject } from 'react'
import { LIST_CLASSES } from '#app/components/ui/list-styles.ts'
import type { SkillRow } from '../skill-rows.ts'
import type { SkillColumn } from '../skill-search.ts'
import type { CellContext } from './skill-columns.tsx'
import { BUFFER_PX, MAX_DRAWN_ROWS, ROW_HEIGHT_PX, SkillTableRow } from './skills-table.tsx'

/** The "all" view's body: only the rows in view and the buffer are drawn. */
export function VirtualBody({
  rows,
  columns,
  context,
  scrollRef,
}: {
  rows: readonly SkillRow[]
  columns: readonly SkillColumn[]
  context: CellContext
  scrollRef: RefObject<HTMLDivElement | null>
}) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: Math.ceil(BUFFER_PX / ROW_HEIGHT_PX),
    // The server and the first paint draw the top of the list.
    initialRect: { width: 1024, height: 800 },
  })
  const items = virtualizer.getVirtualItems().slice(0, MAX_DRAWN_ROWS)
  const first = items[0]
  const last = items.at(-1)
  const before = first ? first.start : 0
  const after = last ? virtualizer.getTotalSize() - last.end : 0
  const span = columns.length + 2
  return (
    <tbody className={LIST_CLASSES.plainRows}>
      {before > 0 ? (
        <tr aria-hidden style={{ height: before }}>
          <td colSpan={span} />
        </tr>
      ) : null}
      {items.map((item) => {
        const row = rows[item.index]
        return row ? (
          <SkillTableRow key={row.id} row={row} columns={columns} context={context} />
        ) : null
      })}
      {after > 0 ? (
        <tr aria-hidden style={{ height: after }}>
          <td colSpan={span} />
        </tr>
      ) : null}
    </tbody>
  )
}
