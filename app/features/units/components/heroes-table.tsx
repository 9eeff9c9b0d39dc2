import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef } from 'react'
import { HeroPortrait } from '#app/components/ui/hero-portrait.tsx'
import type { HeroSort, HeroSortKey } from '#app/domain/hero-sort.ts'
import type { HeroListRow } from '#app/lib/dataset-payloads.ts'
import type { HeroColumn } from '../hero-search.ts'
import { type CellContext, isNumericColumn, renderHeroCell } from './hero-cells.tsx'

/** Spec §9: a virtual list draws at most 1000 items, with a buffer of 200 px around the view. */
export const ROW_HEIGHT = 53
export const VIRTUAL_BUFFER_PX = 200
export const MAX_DRAWN_ROWS = 1000
const OVERSCAN = Math.ceil(VIRTUAL_BUFFER_PX / ROW_HEIGHT)
const PORTRAIT_SIZE = 40

type HeroesTableProps = {
  readonly rows: readonly HeroListRow[]
  readonly columns: readonly HeroColumn[]
  readonly sorts: readonly HeroSort[]
  readonly onSort: (key: HeroSortKey) => void
  readonly isVirtual: boolean
  readonly context: CellContext
}

/** The desktop table: a page of rows, or every row in a virtual scroll box. */
export function HeroesTable({
  rows,
  columns,
  sorts,
  onSort,
  isVirtual,
  context,
}: HeroesTableProps) {
  const head = <HeroesTableHead columns={columns} sorts={sorts} onSort={onSort} context={context} />
  if (isVirtual)
    return <VirtualHeroesTable rows={rows} columns={columns} head={head} context={context} />
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" stickyHeader>
        {head}
        <TableBody>
          {rows.map((row) => (
            <HeroTableRow key={row.id} row={row} columns={columns} context={context} />
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}

function HeroesTableHead({
  columns,
  sorts,
  onSort,
  context,
}: Pick<HeroesTableProps, 'columns' | 'sorts' | 'onSort' | 'context'>) {
  const { t } = context
  return (
    <TableHead>
      <TableRow>
        <TableCell sx={{ width: PORTRAIT_SIZE + 16 }}>
          <Box component="span" sx={visuallyHidden}>
            {t('units.portrait')}
          </Box>
        </TableCell>
        {columns.map((column) => {
          const index = sorts.findIndex((sort) => sort.key === column)
          const sort = sorts[index]
          const label = t(`units.columns.${column}`)
          return (
            <TableCell
              key={column}
              align={isNumericColumn(column) ? 'right' : 'left'}
              sortDirection={sort ? sort.direction : false}
              sx={{ whiteSpace: 'nowrap' }}
            >
              <TableSortLabel
                active={sort !== undefined}
                direction={sort?.direction ?? 'asc'}
                onClick={() => onSort(column)}
                aria-label={t('units.sort.by', { column: label })}
              >
                {label}
              </TableSortLabel>
              {sort && sorts.length > 1 ? (
                <Box
                  component="sup"
                  aria-hidden
                  sx={{ fontSize: '0.7em', color: 'text.secondary' }}
                >
                  {index + 1}
                </Box>
              ) : null}
            </TableCell>
          )
        })}
      </TableRow>
    </TableHead>
  )
}

function HeroTableRow({
  row,
  columns,
  context,
  style,
}: {
  row: HeroListRow
  columns: readonly HeroColumn[]
  context: CellContext
  style?: React.CSSProperties
}) {
  return (
    <TableRow hover style={style} sx={{ height: ROW_HEIGHT }}>
      <TableCell sx={{ py: 0.5 }}>
        <HeroPortrait src={row.portrait} name={row.name} size={PORTRAIT_SIZE} />
      </TableCell>
      {columns.map((column) => (
        <TableCell
          key={column}
          align={isNumericColumn(column) ? 'right' : 'left'}
          sx={column === 'name' ? { minWidth: 190 } : undefined}
        >
          {renderHeroCell(column, row, context)}
        </TableCell>
      ))}
    </TableRow>
  )
}

/** Every row in a fixed-height box; only those in view and the buffer are drawn. */
function VirtualHeroesTable({
  rows,
  columns,
  head,
  context,
}: {
  rows: readonly HeroListRow[]
  columns: readonly HeroColumn[]
  head: React.ReactNode
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
        <TableBody>
          {paddingTop > 0 ? (
            <TableRow aria-hidden style={{ height: paddingTop }}>
              <TableCell colSpan={span} sx={{ p: 0, border: 0 }} />
            </TableRow>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index]
            return row ? (
              <HeroTableRow key={row.id} row={row} columns={columns} context={context} />
            ) : null
          })}
          {paddingBottom > 0 ? (
            <TableRow aria-hidden style={{ height: paddingBottom }}>
              <TableCell colSpan={span} sx={{ p: 0, border: 0 }} />
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </Box>
  )
}

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const
