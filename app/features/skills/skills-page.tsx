import { memo, useCallback, useMemo } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { ColumnChooser } from '#app/components/ui/column-chooser.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { PayloadFailure } from '#app/components/ui/payload-failure.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { type SkillSortKey, sortSkills } from '#app/domain/skill-table.ts'
import { findNewestVersion } from '#app/domain/version.ts'
import { useStableValue } from '#app/hooks/use-stable-value.ts'
import { formatCount } from '#app/i18n/format-count.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { SkillsTable } from './components/skills-table.tsx'
import type { DescriptionsState } from './skill-descriptions.ts'
import { filterSkillRows } from './skill-filtering.ts'
import { readInitialSkillRows, type SkillPage } from './skill-page-data.ts'
import {
  filterDefaults,
  needsDescriptions,
  PAGE_SIZES,
  SKILL_COLUMNS,
  SKILL_SEARCH_DEFAULTS,
  type SkillColumn,
  type SkillSearch,
  toggleSort,
} from './skill-search.ts'
import styles from './skills-page.module.css'
import { type UpdateSkillSearch, useSkillSearch } from './use-skill-search.ts'

/**
 * The descriptions as the view has them: the clientLoader fetched them if the URL needed them
 * when it ran; a view that comes to need them runs it again (shouldRevalidateSkillsPage).
 */
function toDescriptionsState(
  isNeeded: boolean,
  descriptions: SkillPage['descriptions'],
): DescriptionsState {
  if (!isNeeded) return { status: 'idle' }
  switch (descriptions?.status) {
    case undefined:
      return { status: 'loading' }
    case 'failed':
      return { status: 'error' }
    case 'ready':
      return { status: 'ready', texts: descriptions.data }
    default: {
      const unknown: never = descriptions
      throw new Error(`Unknown payload state ${JSON.stringify(unknown)}`)
    }
  }
}

/** The skills page: every skill in a sortable, filterable table (reference §2.6). */
export function SkillsPage({ page: data }: { page: SkillPage }) {
  const t = useTranslate()
  const { search, update } = useSkillSearch()
  const loadedRows = data.rows?.status === 'ready' ? data.rows.data : null
  // Until every row has arrived, the server's page stands in (it matched the same URL).
  const isLoaded = loadedRows !== null
  const rows = loadedRows ?? readInitialSkillRows(data.initialRowsJson)
  const newestVersion = useMemo(() => findNewestVersion(rows), [rows])
  const isNeeded = needsDescriptions(search)
  const descriptions = useMemo(
    () => toDescriptionsState(isNeeded, data.descriptions),
    [isNeeded, data.descriptions],
  )
  const texts = descriptions.status === 'ready' ? descriptions.texts : null
  const isFailed = data.rows?.status === 'failed' || descriptions.status === 'error'
  // Parts that typing does not change keep their props (a keystroke parses new but equal
  // arrays): sorting waits for nothing but the sort, memoized parts skip the render.
  const sort = useStableValue(search.sort)
  const columns = useStableValue(search.columns)
  const sorted = useMemo(() => sortSkills(rows, sort, texts), [rows, sort, texts])
  const onSort = useCallback(
    (key: SkillSortKey) => update((current) => ({ sort: toggleSort(current.sort, key) })),
    [update],
  )
  const onResetSort = useCallback(() => update({ sort: SKILL_SEARCH_DEFAULTS.sort }), [update])
  const filtered = useMemo(
    () =>
      isLoaded ? filterSkillRows(sorted, search, { newestVersion, descriptions: texts }) : rows,
    [isLoaded, rows, sorted, search, newestVersion, texts],
  )
  const isVirtual = search.pageSize === 'all'
  const matched = isLoaded ? filtered.length : data.initialMatched
  const pageSize = search.pageSize === 'all' ? matched : search.pageSize
  const pageCount = Math.max(1, Math.ceil(matched / Math.max(1, pageSize)))
  const page = Math.min(search.page, pageCount)
  const pageRows =
    !isLoaded || isVirtual ? filtered : filtered.slice((page - 1) * pageSize, page * pageSize)
  return (
    <div className={styles.page}>
      <PageHeader routeName="skills" />
      <div className={styles.content}>
        {isFailed ? <PayloadFailure className={styles.failure} /> : null}
        <div className={styles.toolbar}>
          <p role="status" className={styles.count}>
            {matched === 1
              ? t('skills.countOne')
              : t('skills.count', { count: formatCount(matched) })}
          </p>
          <SkillsToolbar columns={columns} pageSize={search.pageSize} update={update} />
        </div>
        {matched === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyText}>{t('skills.empty')}</p>
            <Button variant="outlined" onClick={() => update(filterDefaults())}>
              {t('skills.clearFilters')}
            </Button>
          </div>
        ) : (
          <SkillsTable
            rows={pageRows}
            columns={columns}
            sort={sort}
            isVirtual={isVirtual}
            descriptions={descriptions}
            onSort={onSort}
            onResetSort={onResetSort}
          />
        )}
        {!isVirtual && pageCount > 1 ? (
          <SkillsPagination page={page} pageCount={pageCount} update={update} />
        ) : null}
      </div>
    </div>
  )
}

/** The column chooser and page size: memoized, typing in a search leaves them be. */
const SkillsToolbar = memo(function SkillsToolbar({
  columns,
  pageSize,
  update,
}: {
  readonly columns: readonly SkillColumn[]
  readonly pageSize: SkillSearch['pageSize']
  readonly update: UpdateSkillSearch
}) {
  const t = useTranslate()
  return (
    <>
      <ColumnChooser
        label={t('skills.columnsButton')}
        menuLabel={t('skills.columnsMenu')}
        columns={SKILL_COLUMNS}
        shown={columns}
        labelOf={(column) => t(`skills.columns.${column}`)}
        onChange={(next) => update((current) => ({ columns: next, page: current.page }))}
      />
      <SelectField
        label={t('skills.pageSize')}
        value={String(pageSize)}
        options={PAGE_SIZES.map((size) => ({
          value: String(size),
          label: size === 'all' ? t('skills.pageSizeAll') : String(size),
        }))}
        onChange={(value) => {
          const size = PAGE_SIZES.find((option) => String(option) === value)
          if (size !== undefined) update({ pageSize: size })
        }}
        className={styles.pageSize}
      />
    </>
  )
})

/** The page links (memoized like the toolbar). */
const SkillsPagination = memo(function SkillsPagination({
  page,
  pageCount,
  update,
}: {
  readonly page: number
  readonly pageCount: number
  readonly update: UpdateSkillSearch
}) {
  const t = useTranslate()
  return (
    <Pagination
      className={styles.pagination}
      page={page}
      pageCount={pageCount}
      siblingCount={0}
      onPage={(next) => update({ page: next })}
      label={t('skills.pagination')}
      previousLabel={t('skills.previousPage')}
      nextLabel={t('skills.nextPage')}
      pageLabel={(item) => t('skills.goToPage', { page: item })}
    />
  )
})
