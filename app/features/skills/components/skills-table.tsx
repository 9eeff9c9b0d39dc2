import RestartAltIcon from '@mui/icons-material/RestartAlt'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import { memo, useRef } from 'react'
import list from '#app/components/ui/list.module.css'
import { ListLink } from '#app/components/ui/list-link.tsx'
import { SlotIcon } from '#app/components/ui/skill-cells.tsx'
import { Table, TableCell, TableHead, TableRow, TableSortLabel } from '#app/components/ui/table.tsx'
import { WindowedTableBody } from '#app/components/ui/windowed-table-body.tsx'
import type { SkillSort, SkillSortKey } from '#app/domain/skill-table.ts'
import { useTypedSearchParams } from '#app/hooks/use-typed-search-params.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { OPENED_IN_PAGE, toSkillSearch } from '#app/lib/detail-links.ts'
import type { SkillRow } from '../skill-rows.ts'
import type { SkillColumn } from '../skill-search.ts'
import type { DescriptionsState } from '../use-skill-descriptions.ts'
import { type CellContext, SKILL_COLUMN_DEFINITIONS } from './skill-columns.tsx'

const ROW_HEIGHT_PX = 41
const HIGHLIGHTED_ROW_STYLE = {
  backgroundColor: 'var(--mui-palette-action-selected)',
  boxShadow: 'inset 4px 0 0 var(--mui-palette-success-main)',
}

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
    hrefOf: (skillId) => toSkillSearch(params, skillId),
  }
  return (
    <Box
      ref={scrollRef}
      sx={{
        overflowX: 'auto',
        overflowY: props.isVirtual ? 'auto' : 'visible',
        maxHeight: props.isVirtual ? '75vh' : 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Table size="small" stickyHeader={props.isVirtual} aria-label={t('skills.tableLabel')}>
        <SkillsTableHead
          columns={props.columns}
          sort={props.sort}
          onSort={props.onSort}
          onResetSort={props.onResetSort}
        />
        {props.isVirtual ? (
          <WindowedTableBody
            rows={props.rows}
            rowHeight={ROW_HEIGHT_PX}
            columnCount={props.columns.length + 2}
            scrollRef={scrollRef}
            renderRow={(row) => (
              <SkillTableRow key={row.id} row={row} columns={props.columns} context={context} />
            )}
          />
        ) : (
          <PlainBody rows={props.rows} columns={props.columns} context={context} />
        )}
      </Table>
    </Box>
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
        <TableCell
          key={key}
          align={isNumeric ? 'right' : 'left'}
          sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}
        >
          {label}
        </TableCell>
      )
    }
    return (
      <TableCell
        key={key}
        align={isNumeric ? 'right' : 'left'}
        sortDirection={entry ? (entry.isDescending ? 'desc' : 'asc') : false}
        sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}
      >
        <TableSortLabel
          active={entry !== undefined}
          direction={entry?.isDescending ? 'desc' : 'asc'}
          onClick={() => onSort(key)}
          aria-label={t('skills.sortBy', { column: label })}
        >
          {label}
          {entry && sort.length > 1 ? (
            <Box component="sup" aria-hidden sx={{ ml: 0.25, fontSize: '0.65rem' }}>
              {position + 1}
            </Box>
          ) : null}
        </TableSortLabel>
      </TableCell>
    )
  }
  return (
    <TableHead>
      <TableRow>
        <TableCell padding="checkbox" sx={{ pl: 1 }}>
          {onResetSort ? (
            <IconButton size="small" aria-label={t('skills.resetSort')} onClick={onResetSort}>
              <RestartAltIcon fontSize="small" />
            </IconButton>
          ) : (
            <Box
              component="span"
              sx={{
                position: 'absolute',
                width: 1,
                height: 1,
                overflow: 'hidden',
                clip: 'rect(0 0 0 0)',
              }}
            >
              {t('skills.iconHeader')}
            </Box>
          )}
        </TableCell>
        {header('name')}
        {columns.map((column) => header(column, SKILL_COLUMN_DEFINITIONS[column].isNumeric))}
      </TableRow>
    </TableHead>
  )
})

/** A row of plain cells styled by the body's class (list.module.css): rows re-render per keystroke. */
export function SkillTableRow({
  row,
  columns,
  context,
}: {
  row: SkillRow
  columns: readonly SkillColumn[]
  context: CellContext
}) {
  return (
    <tr
      style={{
        height: ROW_HEIGHT_PX,
        ...(context.highlightedIds?.has(row.id) ? HIGHLIGHTED_ROW_STYLE : {}),
      }}
    >
      <td style={{ width: 48, padding: '0 0 0 8px' }}>
        <SlotIcon category={row.category} />
      </td>
      <th scope="row" className={list.skillName}>
        <ListLink to={context.hrefOf(row.id)} state={OPENED_IN_PAGE}>
          {row.name}
        </ListLink>
      </th>
      {columns.map((column) => {
        const definition = SKILL_COLUMN_DEFINITIONS[column]
        return (
          <td
            key={column}
            className={definition.isNumeric ? list.numeric : undefined}
            style={{ minWidth: definition.minWidth, fontVariantNumeric: 'tabular-nums' }}
          >
            {definition.render(row, context)}
          </td>
        )
      })}
    </tr>
  )
}
