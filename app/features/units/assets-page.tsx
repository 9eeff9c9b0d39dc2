import { useMemo } from 'react'
import { HeroPortrait } from '#app/components/ui/hero-portrait.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { PayloadFailure } from '#app/components/ui/payload-failure.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
} from '#app/components/ui/table.tsx'
import { toggleHeroSort } from '#app/domain/hero-sort.ts'
import type { HeroSortKey } from '#app/domain/hero-sort-keys.ts'
import { STATS, type Stat } from '#app/domain/stat.ts'
import { useHeroHref } from '#app/hooks/use-hero-href.ts'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'
import { useOwnedHeroIds } from '#app/storage/collection.ts'
import { selectAssetRows } from './asset-rows.ts'
import styles from './assets-page.module.css'
import { HeroNameLink, statColourClass, statKind } from './components/hero-cells.tsx'
import { ListPagination } from './components/list-pagination.tsx'
import { ResultCount } from './components/list-toolbar.tsx'
import { type HeroPage, useHeroPageList } from './hero-list.ts'
import { useHeroSearch } from './use-hero-search.ts'

const STAT_COLUMNS: readonly HeroSortKey[] = [...STATS, 'baseStatTotal']

/** /assets: superboons, superbanes and the stat line of every hero for a chosen asset and flaw. */
export function AssetsPage({ data }: { data: HeroPage }) {
  const t = useTranslate()
  const { list, isLoaded } = useHeroPageList(data)
  const { search, update } = useHeroSearch()
  const ownedHeroIds = useOwnedHeroIds()
  const hrefOf = useHeroHref()
  // The chosen pair's stat line replaces the neutral one, so sorting uses it too.
  const rows = useMemo(
    () => selectAssetRows(list, search, ownedHeroIds),
    [list, search, ownedHeroIds],
  )
  // Until every row has arrived, the server's page stands in (it matched the same URL).
  const matched = isLoaded ? rows.length : data.initialMatched
  const pageSize = search.pageSize === 'all' ? matched || 1 : search.pageSize
  const pageCount = Math.max(1, Math.ceil(matched / pageSize))
  const page = Math.min(search.page, pageCount)
  const shown = isLoaded ? rows.slice((page - 1) * pageSize, page * pageSize).slice(0, 1000) : rows
  const toStat = (value: string): Stat | null => STATS.find((stat) => stat === value) ?? null
  return (
    <div className={styles.page}>
      <PageHeader routeName="assets" />
      <div className={styles.content}>
        <div className={styles.toolbar}>
          <ResultCount shown={matched} total={data.total} t={t} />
          <StatSelect
            label={t('units.assets.asset')}
            value={search.asset}
            onChange={(value) =>
              update((previous) => ({
                asset: toStat(value),
                flaw: previous.flaw === toStat(value) ? null : previous.flaw,
              }))
            }
            t={t}
          />
          <StatSelect
            label={t('units.assets.flaw')}
            value={search.flaw}
            excluded={search.asset}
            onChange={(value) => update(() => ({ flaw: toStat(value) }))}
            t={t}
          />
        </div>
        <p className={styles.note}>{t('units.assets.note')}</p>
        {data.heroes?.status === 'failed' && <PayloadFailure className={styles.failure} />}
        <div className={styles.scroller}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>
                  <TableSortLabel
                    active={search.sorts.some((sort) => sort.key === 'name')}
                    direction={search.sorts.find((sort) => sort.key === 'name')?.direction ?? 'asc'}
                    onClick={() =>
                      update((previous) => ({ sorts: toggleHeroSort(previous.sorts, 'name') }))
                    }
                    aria-label={t('units.sort.by', { column: t('units.columns.name') })}
                  >
                    {t('units.columns.name')}
                  </TableSortLabel>
                </TableCell>
                <TableCell>{t('units.assets.superboons')}</TableCell>
                <TableCell>{t('units.assets.superbanes')}</TableCell>
                <TableCell>{t('units.assets.recommended')}</TableCell>
                {STAT_COLUMNS.map((column) => {
                  const sort = search.sorts.find((item) => item.key === column)
                  const label = t(`units.columns.${column}`)
                  return (
                    <TableCell
                      key={column}
                      align="right"
                      sortDirection={sort ? sort.direction : false}
                    >
                      <TableSortLabel
                        active={sort !== undefined}
                        direction={sort?.direction ?? 'asc'}
                        onClick={() =>
                          update((previous) => ({ sorts: toggleHeroSort(previous.sorts, column) }))
                        }
                        aria-label={t('units.sort.by', { column: label })}
                      >
                        {label}
                      </TableSortLabel>
                    </TableCell>
                  )
                })}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell>
                    <div className={styles.hero}>
                      <HeroPortrait src={row.portrait} name={row.name} size={36} />
                      <HeroNameLink row={row} href={hrefOf(row)} />
                    </div>
                  </TableCell>
                  <TableCell>{formatStats(row.superboons, t)}</TableCell>
                  <TableCell>{formatStats(row.superbanes, t)}</TableCell>
                  <TableCell className={styles.recommendation}>
                    {formatRecommendation(row, t)}
                  </TableCell>
                  {STAT_COLUMNS.map((column) => (
                    <TableCell key={column} align="right">
                      <strong
                        className={
                          column === 'baseStatTotal'
                            ? undefined
                            : statColourClass(statKind(row, column as Stat))
                        }
                      >
                        {row[column as Stat | 'baseStatTotal']}
                      </strong>
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <ListPagination
          page={page}
          pageCount={pageCount}
          pageSize={search.pageSize}
          onPage={(next) => update(() => ({ page: next }))}
          onPageSize={(size) => update(() => ({ pageSize: size, page: 1 }))}
          t={t}
        />
      </div>
    </div>
  )
}

function formatStats(stats: readonly Stat[], t: Translate): string {
  return stats.length === 0
    ? t('units.assets.none')
    : stats.map((stat) => t(`units.columns.${stat}`)).join(', ')
}

function formatRecommendation(row: HeroListRow, t: Translate): string {
  if (row.recommendedAsset === null || row.recommendedFlaw === null) return t('units.assets.none')
  const name = (value: Stat | 'neutral') =>
    value === 'neutral' ? t('units.assets.neutral') : t(`units.columns.${value}`)
  return t('units.assets.recommendedValue', {
    asset: name(row.recommendedAsset),
    flaw: name(row.recommendedFlaw),
  })
}

function StatSelect({
  label,
  value,
  excluded = null,
  onChange,
  t,
}: {
  label: string
  value: Stat | null
  excluded?: Stat | null
  onChange: (value: string) => void
  t: Translate
}) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      options={[
        { value: '', label: t('units.assets.neutral') },
        ...STATS.filter((stat) => stat !== excluded).map((stat) => ({
          value: stat,
          label: t(`units.columns.${stat}`),
        })),
      ]}
      onChange={onChange}
      className={styles.statSelect}
    />
  )
}
