/** A page number to show, or a gap standing for the pages left out. */
export type PaginationItem = number | 'gap'

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index)
}

/**
 * The pages a pagination shows: the first and last `boundaryCount` pages, the current page with
 * `siblingCount` pages either side, and gaps for the pages left out. The number of items stays
 * the same from page to page, so the buttons do not move under the pointer: near either end the
 * window of siblings slides inwards, and a gap that would hide one page shows that page.
 */
export function paginationItems(
  page: number,
  pageCount: number,
  siblingCount: number,
  boundaryCount: number,
): PaginationItem[] {
  const itemCount = 2 * boundaryCount + 2 * siblingCount + 3
  if (pageCount <= itemCount) return range(1, pageCount)
  const windowStart = Math.min(
    Math.max(page - siblingCount, boundaryCount + 2),
    pageCount - boundaryCount - 2 * siblingCount - 1,
  )
  const windowEnd = windowStart + 2 * siblingCount
  return [
    ...range(1, boundaryCount),
    windowStart > boundaryCount + 2 ? 'gap' : boundaryCount + 1,
    ...range(windowStart, windowEnd),
    windowEnd < pageCount - boundaryCount - 1 ? 'gap' : pageCount - boundaryCount,
    ...range(pageCount - boundaryCount + 1, pageCount),
  ]
}
