import { Button } from '#app/components/ui/button.tsx'
import { Chip } from '#app/components/ui/chip.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { SortArrow } from '#app/components/ui/table.tsx'
import type { HeroSort } from '#app/domain/hero-sort-keys.ts'
import { formatCount } from '#app/i18n/format-count.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import { HERO_COLUMNS } from '../hero-search.ts'
import styles from './list-toolbar.module.css'

/** The result count: "12 of 1,409 heroes". */
export function ResultCount({ shown, total, t }: { shown: number; total: number; t: Translate }) {
  return (
    <p role="status" aria-live="polite" className={styles.count}>
      {t('units.count', { shown: formatCount(shown), total: formatCount(total) })}
    </p>
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
  if (sorts.length === 0) return <p className={styles.noSort}>{t('units.sort.none')}</p>
  return (
    <section aria-label={t('units.sort.order')} className={styles.sortOrder}>
      <span className={styles.sortOrderLabel}>{t('units.sort.order')}</span>
      <ol className={styles.sortKeys}>
        {sorts.map((sort, index) => {
          const column = t(`units.columns.${sort.key}`)
          const label = t(
            sort.direction === 'asc' ? 'units.sort.ascending' : 'units.sort.descending',
            { column },
          )
          return (
            <li key={sort.key} className={styles.sortKey}>
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
            </li>
          )
        })}
      </ol>
      <Button size="small" onClick={onClear}>
        {t('units.sort.clear')}
      </Button>
    </section>
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
      className={styles.phoneSort}
    />
  )
}
