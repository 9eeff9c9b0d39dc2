import { lazy, memo, Suspense, useRef } from 'react'
import { HeroPortrait } from '#app/components/ui/hero-portrait.tsx'
import list from '#app/components/ui/list.module.css'
import {
  readWindowedRowAttributes,
  Table,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  type WindowedRowPlace,
} from '#app/components/ui/table.tsx'
import { VisuallyHidden } from '#app/components/ui/visually-hidden.tsx'
import type { HeroSort, HeroSortKey } from '#app/domain/hero-sort-keys.ts'
import { useRowsInViewFirst } from '#app/hooks/use-rows-in-view-first.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'
import type { HeroColumn } from '../hero-search.ts'
import {
  type CellContext,
  getHeroCellAttributes,
  isNumericColumn,
  renderHeroCell,
} from './hero-cells.tsx'
import styles from './heroes-table.module.css'

/** A row's least height at the default text size (a long title or larger text makes it taller). */
const ROW_HEIGHT = 53
const PORTRAIT_SIZE = 40

// The "all" view's code (the virtualizer) loads only when that view is chosen.
const VirtualHeroesTable = lazy(() =>
  import('./virtual-heroes-table.tsx').then((module) => ({ default: module.VirtualHeroesTable })),
)

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
  const head = <HeroesTableHead columns={columns} sorts={sorts} onSort={onSort} t={context.t} />
  if (isVirtual)
    return (
      <Suspense fallback={null}>
        <VirtualHeroesTable
          rows={rows}
          head={head}
          columnCount={columns.length + 1}
          estimateRowHeight={ROW_HEIGHT}
          renderRow={(row, { index, measureRef }) => (
            <HeroTableRow
              key={row.id}
              row={row}
              columns={columns}
              context={context}
              index={index}
              measureRef={measureRef}
            />
          )}
        />
      </Suspense>
    )
  return (
    <div className={styles.scroller}>
      <Table size="small" stickyHeader>
        {head}
        <HeroesTableBody rows={rows} columns={columns} context={context} />
      </Table>
    </div>
  )
}

/** A page of rows: after a keystroke, those in view are painted first (useRowsInViewFirst). */
function HeroesTableBody({
  rows,
  columns,
  context,
}: Pick<HeroesTableProps, 'rows' | 'columns' | 'context'>) {
  const bodyRef = useRef<HTMLTableSectionElement>(null)
  const drawnRows = useRowsInViewFirst(rows, ROW_HEIGHT, bodyRef)
  return (
    <tbody ref={bodyRef} className={list.plainRows}>
      {drawnRows.map((row) => (
        <HeroTableRow key={row.id} row={row} columns={columns} context={context} />
      ))}
    </tbody>
  )
}

// Memoized: a keystroke changes the rows, not the head.
const HeroesTableHead = memo(function HeroesTableHead({
  columns,
  sorts,
  onSort,
  t,
}: Pick<HeroesTableProps, 'columns' | 'sorts' | 'onSort'> & { readonly t: Translate }) {
  return (
    <TableHead>
      <TableRow>
        <TableCell className={styles.portraitHeading}>
          <VisuallyHidden>{t('units.portrait')}</VisuallyHidden>
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
              className={styles.heading}
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
                <sup aria-hidden className={styles.sortPosition}>
                  {index + 1}
                </sup>
              ) : null}
            </TableCell>
          )
        })}
      </TableRow>
    </TableHead>
  )
})

/**
 * A row of plain cells styled by the body's class (list.module.css): rows re-render per keystroke.
 * Memoized: the render that adds the rows below the view leaves those in it be. In the "all"
 * view, `index` and `measureRef` place it (WindowedTableBody).
 */
const HeroTableRow = memo(function HeroTableRow({
  row,
  columns,
  context,
  index,
  measureRef,
}: {
  row: HeroListRow
  columns: readonly HeroColumn[]
  context: CellContext
} & Partial<WindowedRowPlace>) {
  return (
    <tr style={{ height: ROW_HEIGHT }} {...readWindowedRowAttributes({ index, measureRef })}>
      <td style={{ paddingTop: 4, paddingBottom: 4 }}>
        <HeroPortrait src={row.portrait} name={row.name} size={PORTRAIT_SIZE} />
      </td>
      {columns.map((column) => (
        <td
          key={column}
          {...getHeroCellAttributes(column, row, context.t)}
          style={column === 'name' ? { minWidth: 190 } : undefined}
        >
          {renderHeroCell(column, row, context)}
        </td>
      ))}
    </tr>
  )
})
