import Box from '@mui/material/Box'
import { useVirtualizer, useWindowVirtualizer } from '@tanstack/react-virtual'
import { type ReactNode, useRef } from 'react'
import { LIST_CLASSES } from '#app/components/ui/list-styles.ts'
import { Table } from '#app/components/ui/table.tsx'
import type { HeroListRow } from '#app/lib/dataset-payloads.ts'
import type { HeroColumn } from '../hero-search.ts'
import type { CellContext } from './hero-cells.tsx'
import { type HeroesPhoneListProps, PHONE_ROW_HEIGHT, PhoneRow } from './heroes-phone-list.tsx'
import { HeroTableRow, MAX_DRAWN_ROWS, ROW_HEIGHT, VIRTUAL_BUFFER_PX } from './heroes-table.tsx'

const OVERSCAN = Math.ceil(VIRTUAL_BUFFER_PX / ROW_HEIGHT)

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
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    // The server draws the first screen as if the box were 800 px high.
    initialRect: { width: 1200, height: 800 },
  })
  const items = virtualizer.getVirtualItems().slice(0, MAX_DRAWN_ROWS)
  const paddingTop = items[0]?.start ?? 0
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)
  const span = columns.length + 1
  return (
    <Box ref={scrollRef} sx={{ height: 'calc(100vh - 180px)', minHeight: 320, overflow: 'auto' }}>
      <Table size="small" stickyHeader>
        {head}
        <tbody className={LIST_CLASSES.plainRows}>
          {paddingTop > 0 ? <Spacer height={paddingTop} span={span} /> : null}
          {items.map((item) => {
            const row = rows[item.index]
            return row ? (
              <HeroTableRow key={row.id} row={row} columns={columns} context={context} />
            ) : null
          })}
          {paddingBottom > 0 ? <Spacer height={paddingBottom} span={span} /> : null}
        </tbody>
      </Table>
    </Box>
  )
}

/** The height of the rows not drawn, above or below those in view. */
function Spacer({ height, span }: { height: number; span: number }) {
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={span} style={{ padding: 0, border: 0 }} />
    </tr>
  )
}

/** Below sm: every row, drawn as the window scrolls past them. */
export function VirtualPhoneList({ rows, context }: Omit<HeroesPhoneListProps, 'isVirtual'>) {
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => PHONE_ROW_HEIGHT,
    overscan: Math.ceil(VIRTUAL_BUFFER_PX / PHONE_ROW_HEIGHT),
    initialRect: { width: 390, height: 800 },
  })
  const items = virtualizer.getVirtualItems().slice(0, MAX_DRAWN_ROWS)
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, position: 'relative' }}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const row = rows[item.index]
        return row ? (
          <PhoneRow
            key={row.id}
            row={row}
            context={context}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              transform: `translateY(${item.start}px)`,
            }}
          />
        ) : null
      })}
    </Box>
  )
}
