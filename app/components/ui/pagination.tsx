import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { LIST_CLASSES } from './list-styles.ts'
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
  readonly sx?: SxProps<Theme>
}

const PREVIOUS_PATH = 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z'
const NEXT_PATH = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z'

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
  sx,
}: PaginationProps) {
  const arrow = (path: string) => (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  )
  const items = paginationItems(page, pageCount, siblingCount, boundaryCount)
  return (
    <Box component="nav" aria-label={label} sx={sx}>
      <ul className={LIST_CLASSES.pagination}>
        <li>
          <button
            type="button"
            aria-label={previousLabel}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {arrow(PREVIOUS_PATH)}
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
            {arrow(NEXT_PATH)}
          </button>
        </li>
      </ul>
    </Box>
  )
}
