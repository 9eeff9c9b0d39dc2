import { memo, Suspense, useRef } from 'react'
import { classNames } from '#app/components/ui/class-names.ts'
import { IconButton } from '#app/components/ui/icon-button.tsx'
import { RestartAltIcon } from '#app/components/ui/icons/restart-alt.tsx'
import { LazyWindowedTableBody } from '#app/components/ui/lazy-windowed-table-body.ts'
import list from '#app/components/ui/list.module.css'
import { ListLink } from '#app/components/ui/list-link.tsx'
import { SlotIcon } from '#app/components/ui/skill-cells.tsx'
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
import type { SkillSort, SkillSortKey } from '#app/domain/skill-table.ts'
import { useTypedSearchParams } from '#app/hooks/use-typed-search-params.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { OPENED_IN_PAGE, toSkillSearch } from '#app/lib/detail-links.ts'
import type { DescriptionsState } from '../skill-descriptions.ts'
import type { SkillRow } from '../skill-rows.ts'
import type { SkillColumn } from '../skill-search.ts'
import { type CellContext, SKILL_COLUMN_DEFINITIONS } from './skill-columns.tsx'
import styles from './skills-table.module.css'

/** A row's least height at the default text size (a long name or larger text makes it taller). */
const ROW_HEIGHT_PX = 41
/**
 * Rows drawn plainly while the window's code comes (as many as the server's first screen):
 * an empty body there let the box shrink and the page below jump (CLS 0.12 on /skills-lists).
 */
const ROWS_WHILE_LOADING = 25
const keyOfSkill = (row: SkillRow) => row.id
// Joined once, not per cell: rows re-render on every keystroke in a search.
const CELL_CLASS = styles.cell
const NUMERIC_CELL_CLASS = classNames(styles.cell, list.numeric)

type SkillsTableProps = {
  readonly rows: readonly SkillRow[]
  readonly columns: readonly SkillColumn[]
  readonly sort: readonly SkillSort[]
  readonly isVirtual: boolean
  readonly descriptions: DescriptionsState
  /** Without it the headers are plain labels (a ranked list keeps its own order). */
  readonly onSort?: (key: SkillSortKey) => void
  readonly onResetSort?: () => void
  /** Rows drawn with a highlight (the skills lists' chosen filters). */
  readonly highlightedIds?: ReadonlySet<string>
}

/** The skills table: sortable headers, one row per skill, a virtual body for "all". */
export function SkillsTable(props: SkillsTableProps) {
  const t = useTranslate()
  const scrollRef = useRef<HTMLDivElement>(null)
  const [params] = useTypedSearchParams()
  const context: CellContext = {
    t,
    descriptions: props.descriptions,
    highlightedIds: props.highlightedIds ?? null,
    hrefOf: (skill) => toSkillSearch(params, skill),
  }
  return (
    <div ref={scrollRef} className={classNames(styles.scroller, props.isVirtual && styles.virtual)}>
      <Table
        size="small"
        stickyHeader={props.isVirtual}
        aria-label={t('skills.tableLabel')}
        // Only some rows are drawn: the head's row and every skill's.
        aria-rowcount={props.isVirtual ? props.rows.length + 1 : undefined}
      >
        <SkillsTableHead
          columns={props.columns}
          sort={props.sort}
          onSort={props.onSort}
          onResetSort={props.onResetSort}
        />
        {props.isVirtual ? (
          <Suspense
            fallback={
              <PlainBody
                rows={props.rows.slice(0, ROWS_WHILE_LOADING)}
                columns={props.columns}
                context={context}
              />
            }
          >
            <LazyWindowedTableBody
              rows={props.rows}
              estimateRowHeight={ROW_HEIGHT_PX}
              columnCount={props.columns.length + 2}
              scrollRef={scrollRef}
              keyOf={keyOfSkill}
              renderRow={(row, { index, measureRef }) => (
                <SkillTableRow
                  key={row.id}
                  row={row}
                  columns={props.columns}
                  context={context}
                  index={index}
                  measureRef={measureRef}
                />
              )}
            />
          </Suspense>
        ) : (
          <PlainBody rows={props.rows} columns={props.columns} context={context} />
        )}
      </Table>
    </div>
  )
}

function PlainBody({
  rows,
  columns,
  context,
}: {
  rows: readonly SkillRow[]
  columns: readonly SkillColumn[]
  context: CellContext
}) {
  return (
    <tbody className={list.plainRows}>
      {rows.map((row) => (
        <SkillTableRow key={row.id} row={row} columns={columns} context={context} />
      ))}
    </tbody>
  )
}

// Memoized: a keystroke in a search changes the rows, not the head.
const SkillsTableHead = memo(function SkillsTableHead({
  columns,
  sort,
  onSort,
  onResetSort,
}: Pick<SkillsTableProps, 'columns' | 'sort' | 'onSort' | 'onResetSort'>) {
  const t = useTranslate()
  const header = (key: SkillSortKey, isNumeric = false) => {
    const position = sort.findIndex((entry) => entry.key === key)
    const entry = sort[position]
    const label = t(`skills.columns.${key}`)
    if (!onSort) {
      return (
        <TableCell key={key} align={isNumeric ? 'right' : 'left'} className={styles.headCell}>
          {label}
        </TableCell>
      )
    }
    return (
      <TableCell
        key={key}
        align={isNumeric ? 'right' : 'left'}
        sortDirection={entry ? (entry.isDescending ? 'desc' : 'asc') : false}
        className={styles.headCell}
      >
        <TableSortLabel
          active={entry !== undefined}
          direction={entry?.isDescending ? 'desc' : 'asc'}
          onClick={() => onSort(key)}
          aria-label={t('skills.sortBy', { column: label })}
        >
          {label}
          {entry && sort.length > 1 ? (
            <sup aria-hidden className={styles.sortRank}>
              {position + 1}
            </sup>
          ) : null}
        </TableSortLabel>
      </TableCell>
    )
  }
  return (
    <TableHead>
      <TableRow>
        <TableCell className={styles.iconCell}>
          {onResetSort ? (
            <IconButton size="small" label={t('skills.resetSort')} onClick={onResetSort}>
              <RestartAltIcon className={styles.resetIcon} />
            </IconButton>
          ) : (
            <VisuallyHidden>{t('skills.iconHeader')}</VisuallyHidden>
          )}
        </TableCell>
        {header('name')}
        {columns.map((column) => header(column, SKILL_COLUMN_DEFINITIONS[column].isNumeric))}
      </TableRow>
    </TableHead>
  )
})

/** A row of plain cells styled by classes, not components: rows re-render per keystroke. */
export function SkillTableRow({
  row,
  columns,
  context,
  index,
  measureRef,
}: {
  row: SkillRow
  columns: readonly SkillColumn[]
  context: CellContext
} & Partial<WindowedRowPlace>) {
  return (
    <tr
      className={context.highlightedIds?.has(row.id) ? styles.highlighted : undefined}
      style={{ height: ROW_HEIGHT_PX }}
      // In the "all" view: its place among every row, and its measure (WindowedTableBody).
      {...readWindowedRowAttributes({ index, measureRef })}
    >
      <td className={styles.iconCell}>
        <SlotIcon category={row.category} />
      </td>
      <th scope="row" className={list.skillName}>
        <ListLink to={context.hrefOf(row)} state={OPENED_IN_PAGE}>
          {row.name}
        </ListLink>
      </th>
      {columns.map((column) => {
        const definition = SKILL_COLUMN_DEFINITIONS[column]
        return (
          <td
            key={column}
            className={definition.isNumeric ? NUMERIC_CELL_CLASS : CELL_CLASS}
            style={{ minWidth: definition.minWidth }}
          >
            {definition.render(row, context)}
          </td>
        )
      })}
    </tr>
  )
}
