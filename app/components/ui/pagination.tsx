import { ChevronLeftIcon } from './icons/chevron-left.tsx'
import { ChevronRightIcon } from './icons/chevron-right.tsx'
import styles from './pagination.module.css'
import { paginationItems } from './pagination-items.ts'

type PaginationProps = {
  readonly page: number
  readonly pageCount: number
  readonly onPage: (page: number) => void
  /** The pages either side of the current one, and at each end. */
  readonly siblingCount?: number
  readonly boundaryCount?: number
  /** The navigation's name, and each button's. */
  readonly label: string
  readonly previousLabel: string
  readonly nextLabel: string
  readonly pageLabel: (page: number) => string
  readonly className?: string
}

/** Page buttons (previous, numbers with gaps, next) drawn with plain buttons and classes. */
export function Pagination({
  page,
  pageCount,
  onPage,
  siblingCount = 1,
  boundaryCount = 1,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  className,
}: PaginationProps) {
  const items = paginationItems(page, pageCount, siblingCount, boundaryCount)
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.pagination}>
        <li>
          <button
            type="button"
            aria-label={previousLabel}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <ChevronLeftIcon />
          </button>
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            // A gap follows a page, which names it.
            <li key={`gap-after-${items[index - 1]}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            aria-label={nextLabel}
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
          >
            <ChevronRightIcon />
          </button>
        </li>
      </ul>
    </nav>
  )
}
