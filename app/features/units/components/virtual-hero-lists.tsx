import { type ReactNode, useRef } from 'react'
import { classNames } from '#app/components/ui/class-names.ts'
import list from '#app/components/ui/list.module.css'
import { Table } from '#app/components/ui/table.tsx'
import { WindowedTableBody } from '#app/components/ui/windowed-table-body.tsx'
import { useRowWindow } from '#app/hooks/use-row-window.ts'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'
import type { HeroColumn } from '../hero-search.ts'
import type { CellContext } from './hero-cells.tsx'
import { type HeroesPhoneListProps, PHONE_ROW_HEIGHT, PhoneRow } from './heroes-phone-list.tsx'
import { HeroTableRow, ROW_HEIGHT } from './heroes-table.tsx'
import styles from './virtual-hero-lists.module.css'

/** Every row in a fixed-height box; only those in view and the buffer are drawn. */
export function VirtualHeroesTable({
  rows,
  columns,
  head,
  context,
}: {
  rows: readonly HeroListRow[]
  columns: readonly HeroColumn[]
  head: ReactNode
  context: CellContext
}) {
  const scrollRef = useRef<HTMLDivElement>(null)
  return (
    <div ref={scrollRef} className={styles.scrollBox}>
      <Table size="small" stickyHeader>
        {head}
        <WindowedTableBody
          rows={rows}
          rowHeight={ROW_HEIGHT}
          columnCount={columns.length + 1}
          scrollRef={scrollRef}
          renderRow={(row) => (
            <HeroTableRow key={row.id} row={row} columns={columns} context={context} />
          )}
        />
      </Table>
    </div>
  )
}

/** Below sm: every row, drawn as the window scrolls past them. */
export function VirtualPhoneList({ rows, context }: Omit<HeroesPhoneListProps, 'isVirtual'>) {
  const listRef = useRef<HTMLUListElement>(null)
  const { start, end } = useRowWindow({
    scroller: { kind: 'window', ref: listRef },
    rowCount: rows.length,
    rowHeight: PHONE_ROW_HEIGHT,
  })
  return (
    <ul
      ref={listRef}
      className={classNames(list.plainList, styles.phoneList)}
      style={{ height: rows.length * PHONE_ROW_HEIGHT }}
    >
      {rows.slice(start, end).map((row, offset) => (
        <PhoneRow
          key={row.id}
          row={row}
          context={context}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            right: 0,
            transform: `translateY(${(start + offset) * PHONE_ROW_HEIGHT}px)`,
          }}
        />
      ))}
    </ul>
  )
}
