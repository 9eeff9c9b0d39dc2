import { memo } from 'react'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import type { Translate } from '#app/i18n/i18n.tsx'
import { PAGE_SIZES, type PageSize } from '../hero-search.ts'
import styles from './list-pagination.module.css'

type ListPaginationProps = {
  readonly page: number
  readonly pageCount: number
  readonly pageSize: PageSize
  readonly onPage: (page: number) => void
  readonly onPageSize: (pageSize: PageSize) => void
  readonly t: Translate
}

/** Page size (10, 25, 50, 100 or all) and the page links; memoized: give it stable handlers. */
export const ListPagination = memo(function ListPagination({
  page,
  pageCount,
  pageSize,
  onPage,
  onPageSize,
  t,
}: ListPaginationProps) {
  return (
    <div className={styles.pagination}>
      <SelectField
        label={t('units.pagination.pageSize')}
        value={String(pageSize)}
        options={PAGE_SIZES.map((size) => ({
          value: String(size),
          label: size === 'all' ? t('units.pagination.all') : String(size),
        }))}
        onChange={(value) => {
          const size = PAGE_SIZES.find((option) => String(option) === value)
          if (size !== undefined) onPageSize(size)
        }}
        className={styles.pageSize}
      />
      {pageSize !== 'all' && pageCount > 1 ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPage={onPage}
          label={t('units.pagination.page', { page, pages: pageCount })}
          previousLabel={t('units.pagination.previous')}
          nextLabel={t('units.pagination.next')}
          pageLabel={(item) => t('units.pagination.goTo', { page: item })}
        />
      ) : null}
    </div>
  )
})
