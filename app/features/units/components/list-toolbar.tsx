import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { Chip } from '#app/components/ui/chip.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { SortArrow } from '#app/components/ui/table.tsx'
import type { HeroSort } from '#app/domain/hero-sort.ts'
import { formatCount } from '#app/i18n/format-count.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import { HERO_COLUMNS } from '../hero-search.ts'

/** The result count: "12 of 1,409 heroes". */
export function ResultCount({ shown, total, t }: { shown: number; total: number; t: Translate }) {
  return (
    <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
      {t('units.count', { shown: formatCount(shown), total: formatCount(total) })}
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
                icon={<SortArrow isUp={sort.direction === 'asc'} />}
                label={`${index + 1}. ${column}`}
                title={label}
                onDelete={() => onRemove(sort)}
                deleteLabel={t('units.sort.remove', {
                  key: `${t('units.sort.position', { position: index + 1 })}: ${label}`,
                })}
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
