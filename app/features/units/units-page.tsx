import { memo, useCallback, useMemo } from 'react'
import { ColumnChooser } from '#app/components/ui/column-chooser.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { PayloadFailure } from '#app/components/ui/payload-failure.tsx'
import { toggleHeroSort } from '#app/domain/hero-sort.ts'
import type { HeroSort, HeroSortKey } from '#app/domain/hero-sort-keys.ts'
import { useDevice } from '#app/hooks/use-device.ts'
import { useHeroHref } from '#app/hooks/use-hero-href.ts'
import { useScreenAtLeast } from '#app/hooks/use-screen-at-least.ts'
import { useStableValue } from '#app/hooks/use-stable-value.ts'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import { HeroesPhoneList } from './components/heroes-phone-list.tsx'
import { HeroesTable } from './components/heroes-table.tsx'
import { ListPagination } from './components/list-pagination.tsx'
import { PhoneSortSelect, ResultCount, SortOrder } from './components/list-toolbar.tsx'
import {
  createHeroList,
  type HeroPage,
  readInitialRows,
  readPageAccents,
  useFilteredHeroes,
  useLoadedHeroList,
} from './hero-list.ts'
import { HERO_COLUMNS, type HeroColumn, type PageSize } from './hero-search.ts'
import styles from './units-page.module.css'
import { type UpdateHeroSearch, useHeroSearch } from './use-hero-search.ts'

/** /units: every hero in a table (a compact list on phones), filtered, sorted and paged by the URL. */
export function UnitsPage({ data }: { data: HeroPage }) {
  const t = useTranslate()
  const loadedList = useLoadedHeroList(data)
  const { search, update } = useHeroSearch()
  const emptyList = useMemo(
    () => createHeroList([], readPageAccents(data.accentsJson)),
    [data.accentsJson],
  )
  const filtered = useFilteredHeroes(loadedList ?? emptyList, search)
  const hrefOf = useHeroHref()
  // The server draws one list, the one the device's kind shows (a phone's rows on a phone, the
  // table elsewhere), not both for CSS to pick: half the page to render, send and hydrate. A
  // phone held sideways gets its rows first, then the table once the page runs.
  const isWide = useScreenAtLeast('sm', !useDevice().isMobile)
  const context = useMemo(
    () => ({ t, ownedHeroIds: filtered.ownedHeroIds, hrefOf }),
    [t, filtered.ownedHeroIds, hrefOf],
  )
  // Parts that typing does not change keep their props, so they skip a keystroke's render.
  const sorts = useStableValue(search.sorts)
  const columns = useStableValue(search.columns)
  const onSort = useCallback(
    (key: HeroSortKey) => update((previous) => ({ sorts: toggleHeroSort(previous.sorts, key) })),
    [update],
  )
  const onPage = useCallback((next: number) => update(() => ({ page: next })), [update])
  const onPageSize = useCallback(
    (pageSize: PageSize) => update(() => ({ pageSize, page: 1 })),
    [update],
  )
  const isVirtual = search.pageSize === 'all'
  // Until every row has arrived, the server's page stands in (it matched the same URL).
  const matched = loadedList ? filtered.rows.length : data.initialMatched
  const pageCount = isVirtual ? 1 : Math.max(1, Math.ceil(matched / search.pageSize))
  const page = Math.min(search.page, pageCount)
  const rows = !loadedList
    ? readInitialRows(data.initialRowsJson)
    : isVirtual
      ? filtered.rows
      : filtered.rows.slice((page - 1) * search.pageSize, page * search.pageSize)
  return (
    <div className={styles.page}>
      <PageHeader routeName="units" />
      <div className={styles.content}>
        <div className={styles.toolbar}>
          <ResultCount shown={matched} total={data.total} t={t} />
          <UnitsToolbar sorts={sorts} columns={columns} update={update} t={t} />
        </div>
        <UnitsSortOrder sorts={sorts} update={update} t={t} />
        <p className={styles.note}>{t('units.statsNote')}</p>
        {data.heroes?.status === 'failed' && <PayloadFailure className={styles.failure} />}
        {matched === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t('units.empty')}</p>
            <p className={styles.emptyHint}>{t('units.emptyHint')}</p>
          </div>
        ) : isWide ? (
          <HeroesTable
            rows={rows}
            columns={columns}
            sorts={sorts}
            onSort={onSort}
            isVirtual={isVirtual}
            context={context}
          />
        ) : (
          <HeroesPhoneList rows={rows} isVirtual={isVirtual} context={context} />
        )}
        <ListPagination
          page={page}
          pageCount={pageCount}
          pageSize={search.pageSize}
          onPage={onPage}
          onPageSize={onPageSize}
          t={t}
        />
      </div>
    </div>
  )
}

type ToolbarProps = {
  readonly sorts: readonly HeroSort[]
  readonly columns: readonly HeroColumn[]
  readonly update: UpdateHeroSearch
  readonly t: Translate
}

/** The sort (phones) and column choosers: memoized, typing in the search leaves them be. */
const UnitsToolbar = memo(function UnitsToolbar({ sorts, columns, update, t }: ToolbarProps) {
  return (
    <>
      <div className={styles.phoneOnly}>
        <PhoneSortSelect sorts={sorts} onChange={(next) => update(() => ({ sorts: next }))} t={t} />
      </div>
      <div className={styles.wideOnly}>
        <ColumnChooser
          label={`${t('units.columnsLabel')} (${columns.length})`}
          menuLabel={t('units.columnsMenu')}
          columns={HERO_COLUMNS}
          shown={columns}
          labelOf={(column) => t(`units.columns.${column}`)}
          onChange={(next) => {
            // The table keeps one column besides the portrait.
            if (next.length > 0) update(() => ({ columns: next }))
          }}
        />
      </div>
    </>
  )
})

/** The sort keys in their order (memoized like the toolbar). */
const UnitsSortOrder = memo(function UnitsSortOrder({
  sorts,
  update,
  t,
}: Omit<ToolbarProps, 'columns'>) {
  return (
    <div className={styles.sortOrder}>
      <SortOrder
        sorts={sorts}
        onRemove={(removed) =>
          update((previous) => ({
            sorts: previous.sorts.filter((sort) => sort.key !== removed.key),
          }))
        }
        onClear={() => update(() => ({ sorts: [] }))}
        t={t}
      />
    </div>
  )
})
