import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import ViewColumnIcon from '@mui/icons-material/ViewColumn'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useId, useState } from 'react'
import { SelectField } from '#app/components/ui/select-field.tsx'
import type { HeroSort } from '#app/domain/hero-sort.ts'
import type { Translate } from '#app/lib/i18n.tsx'
import { HERO_COLUMNS, type HeroColumn } from '../hero-search.ts'

/** The result count: "12 of 1,409 heroes". */
export function ResultCount({ shown, total, t }: { shown: number; total: number; t: Translate }) {
  return (
    <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
      {t('units.count', { shown: shown.toLocaleString('en'), total: total.toLocaleString('en') })}
    </Typography>
  )
}

/** The sort keys in their order, each removable; clicking headings adds and cycles them. */
export function SortOrder({
  sorts,
  onRemove,
  onClear,
  t,
}: {
  sorts: readonly HeroSort[]
  onRemove: (sort: HeroSort) => void
  onClear: () => void
  t: Translate
}) {
  if (sorts.length === 0)
    return (
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: { xs: 'none', sm: 'block' } }}
      >
        {t('units.sort.none')}
      </Typography>
    )
  return (
    <Box
      component="section"
      aria-label={t('units.sort.order')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <Typography variant="body2" color="text.secondary" component="span">
        {t('units.sort.order')}
      </Typography>
      <Box component="ol" sx={{ display: 'contents', listStyle: 'none' }}>
        {sorts.map((sort, index) => {
          const column = t(`units.columns.${sort.key}`)
          const label = t(
            sort.direction === 'asc' ? 'units.sort.ascending' : 'units.sort.descending',
            { column },
          )
          return (
            <Box component="li" key={sort.key} sx={{ display: 'inline-flex' }}>
              <Chip
                size="small"
                icon={sort.direction === 'asc' ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
                label={`${index + 1}. ${column}`}
                aria-label={`${t('units.sort.position', { position: index + 1 })}: ${label}`}
                onDelete={() => onRemove(sort)}
              />
            </Box>
          )
        })}
      </Box>
      <Button size="small" onClick={onClear}>
        {t('units.sort.clear')}
      </Button>
    </Box>
  )
}

// The menu's code (MUI's menu, popover and modal) loads on the first open.
const ColumnMenu = lazy(() =>
  import('./column-menu.tsx').then((module) => ({ default: module.ColumnMenu })),
)

/** Which columns the table shows; the portrait is always there. */
export function ColumnChooser({
  columns,
  onChange,
  t,
}: {
  columns: readonly HeroColumn[]
  onChange: (columns: readonly HeroColumn[]) => void
  t: Translate
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  // Mounted from the first open on, so that the menu can close with its animation.
  const [hasOpened, setOpened] = useState(false)
  const menuId = useId()
  const toggle = (column: HeroColumn) => {
    const next = columns.includes(column)
      ? columns.filter((item) => item !== column)
      : HERO_COLUMNS.filter((item) => item === column || columns.includes(item))
    if (next.length > 0) onChange(next)
  }
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="true"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget)
          setOpened(true)
        }}
      >
        {t('units.columnsLabel')} ({columns.length})
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <ColumnMenu
            id={menuId}
            anchor={anchor}
            columns={columns}
            onToggle={toggle}
            onClose={() => setAnchor(null)}
            t={t}
          />
        </Suspense>
      ) : null}
    </>
  )
}

/** On phones, where there are no column headings: one sort key and its direction. */
export function PhoneSortSelect({
  sorts,
  onChange,
  t,
}: {
  sorts: readonly HeroSort[]
  onChange: (sorts: readonly HeroSort[]) => void
  t: Translate
}) {
  const first = sorts[0]
  const value = first ? `${first.key}.${first.direction}` : ''
  return (
    <SelectField
      label={t('units.sort.order')}
      value={value}
      options={[
        { value: '', label: t('units.sort.dataOrder') },
        ...HERO_COLUMNS.flatMap((column) =>
          (['desc', 'asc'] as const).map((direction) => ({
            value: `${column}.${direction}`,
            label: t(direction === 'asc' ? 'units.sort.ascending' : 'units.sort.descending', {
              column: t(`units.columns.${column}`),
            }),
          })),
        ),
      ]}
      onChange={(selected) => {
        const [key, direction] = selected.split('.')
        const column = HERO_COLUMNS.find((candidate) => candidate === key)
        onChange(
          column && (direction === 'asc' || direction === 'desc')
            ? [{ key: column, direction }]
            : [],
        )
      }}
      minWidth={200}
    />
  )
}
