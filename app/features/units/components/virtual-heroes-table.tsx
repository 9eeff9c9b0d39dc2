import { type ReactNode, useRef } from 'react'
import { Table, type WindowedRowPlace } from '#app/components/ui/table.tsx'
import { WindowedTableBody } from '#app/components/ui/windowed-table-body.tsx'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'
import styles from './virtual-heroes-table.module.css'

const keyOfHero = (row: HeroListRow) => row.id

/**
 * Every row in a box of a screen's height; only those in view and the buffer are drawn. The
 * table (heroes-table.tsx) gives its head and its row: this module, loaded for the "all" view
 * only, does not import it back.
 */
export function VirtualHeroesTable({
  rows,
  head,
  columnCount,
  estimateRowHeight,
  renderRow,
}: {
  readonly rows: readonly HeroListRow[]
  readonly head: ReactNode
  readonly columnCount: number
  readonly estimateRowHeight: number
  readonly renderRow: (row: HeroListRow, place: WindowedRowPlace) => ReactNode
}) {
  const scrollRef = useRef<HTMLDivElement>(null)
  return (
    <div ref={scrollRef} className={styles.scrollBox}>
      {/* The head's row counts: it is the first. */}
      <Table size="small" stickyHeader aria-rowcount={rows.length + 1}>
        {head}
        <WindowedTableBody
          rows={rows}
          estimateRowHeight={estimateRowHeight}
          columnCount={columnCount}
          scrollRef={scrollRef}
          keyOf={keyOfHero}
          renderRow={renderRow}
        />
      </Table>
    </div>
  )
}
