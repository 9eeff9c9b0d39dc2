import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { ColumnChooser } from '#app/components/ui/column-chooser.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { toggleHeroSort } from '#app/domain/hero-sort.ts'
import { useTranslate } from '#app/lib/i18n.tsx'
import { useHeroHref } from '#app/lib/use-hero-href.ts'
import { useScreenAtLeast } from '#app/lib/use-screen-at-least.ts'
import { HeroesPhoneList } from './components/heroes-phone-list.tsx'
import { HeroesTable } from './components/heroes-table.tsx'
import { ListPagination } from './components/list-pagination.tsx'
import { PhoneSortSelect, ResultCount, SortOrder } from './components/list-toolbar.tsx'
import {
  createHeroList,
  type HeroPageData,
  useFilteredHeroes,
  useHeroListPayload,
} from './hero-list.ts'
import { HERO_COLUMNS } from './hero-search.ts'
import { useHeroSearch } from './use-hero-search.ts'

/** /units: every hero in a table (a compact list on phones), filtered, sorted and paged by the URL. */
export function UnitsPage({ data }: { data: HeroPageData }) {
  const t = useTranslate()
  const loadedList = useHeroListPayload(data)
  const { search, update } = useHeroSearch()
  const emptyList = useMemo(() => createHeroList([], data.accents), [data.accents])
  const filtered = useFilteredHeroes(loadedList ?? emptyList, search)
  const hrefOf = useHeroHref()
  const isWide = useScreenAtLeast('sm')
  const context = useMemo(
    () => ({ t, ownedHeroIds: filtered.ownedHeroIds, hrefOf }),
    [t, filtered.ownedHeroIds, hrefOf],
  )
  const isVirtual = search.pageSize === 'all'
  // Until every row has arrived, the server's page stands in (it matched the same URL).
  const matched = loadedList ? filtered.rows.length : data.initialMatched
  const pageCount = isVirtual ? 1 : Math.max(1, Math.ceil(matched / search.pageSize))
  const page = Math.min(search.page, pageCount)
  const rows = !loadedList
    ? data.initialRows
    : isVirtual
      ? filtered.rows
      : filtered.rows.slice((page - 1) * search.pageSize, page * search.pageSize)
  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader routeName="units" />
      <Box sx={{ px: { xs: 0, sm: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
            px: { xs: 2, sm: 0 },
            mb: 1,
          }}
        >
          <ResultCount shown={matched} total={data.total} t={t} />
          <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
            <PhoneSortSelect
              sorts={search.sorts}
              onChange={(sorts) => update(() => ({ sorts }))}
              t={t}
            />
          </Box>
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <ColumnChooser
              label={`${t('units.columnsLabel')} (${search.columns.length})`}
              menuLabel={t('units.columnsMenu')}
              columns={HERO_COLUMNS}
              shown={search.columns}
              labelOf={(column) => t(`units.columns.${column}`)}
              onChange={(columns) => {
                // The table keeps one column besides the portrait.
                if (columns.length > 0) update(() => ({ columns }))
              }}
            />
          </Box>
        </Box>
        <Box sx={{ px: { xs: 2, sm: 0 }, mb: 1 }}>
          <SortOrder
            sorts={search.sorts}
            onRemove={(removed) =>
              update((previous) => ({
                sorts: previous.sorts.filter((sort) => sort.key !== removed.key),
              }))
            }
            onClear={() => update(() => ({ sorts: [] }))}
            t={t}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ px: { xs: 2, sm: 0 }, mb: 1 }}>
          {t('units.statsNote')}
        </Typography>
        {matched === 0 ? (
          <Box sx={{ px: { xs: 2, sm: 0 }, py: 6, textAlign: 'center' }}>
            <Typography variant="h6" component="p">
              {t('units.empty')}
            </Typography>
            <Typography color="text.secondary">{t('units.emptyHint')}</Typography>
          </Box>
        ) : (
          <>
            {isWide !== false && (
              <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                <HeroesTable
                  rows={rows}
                  columns={search.columns}
                  sorts={search.sorts}
                  onSort={(key) =>
                    update((previous) => ({ sorts: toggleHeroSort(previous.sorts, key) }))
                  }
                  isVirtual={isVirtual}
                  context={context}
                />
              </Box>
            )}
            {isWide !== true && (
              <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
                <HeroesPhoneList rows={rows} isVirtual={isVirtual} context={context} />
              </Box>
            )}
          </>
        )}
        <ListPagination
          page={page}
          pageCount={pageCount}
          pageSize={search.pageSize}
          onPage={(next) => update(() => ({ page: next }))}
          onPageSize={(pageSize) => update(() => ({ pageSize, page: 1 }))}
          t={t}
        />
      </Box>
    </Box>
  )
}
