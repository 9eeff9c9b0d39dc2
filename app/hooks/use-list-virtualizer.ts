import {
  useVirtualizer,
  useWindowVirtualizer,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual'
import { type RefObject, useEffect, useState } from 'react'
import { countBufferRows, listDrawnIndexes } from '#app/lib/row-window.ts'

// TanStack Virtual with the spec's limits (§9: a 200 px buffer, at most 1000 rows drawn) and
// measured rows (the decision note on virtual lists). Only lazily loaded code imports this
// module: its 9 kB travel with the "all" views, not with the pages that open on a page of rows.

type ListOptions = {
  readonly count: number
  /** A row's height before it is measured: its least height at the default text size. */
  readonly estimateRowHeight: number
  /**
   * Where rows differ in kind, each row's own guess (else estimateRowHeight): a row measured
   * as guessed redraws nothing in the commit that draws it.
   */
  readonly estimateHeightOf?: (index: number) => number
  /**
   * Rows first measured by their ResizeObserver, after the browser's own layout, not read in
   * the commit that draws them (a forced layout): for a list that draws many new rows at once.
   */
  readonly measuresAfterLayout?: boolean
  /** A row's key, which its measured height follows when the rows change (a keystroke). */
  readonly keyOf: (index: number) => string
  /** The list's element (a `tbody`, a `ul`): where its first row starts. */
  readonly listRef: RefObject<HTMLElement | null>
}

/** What the server and the hydration draw before anything is measured: a screen's height. */
const INITIAL_RECT = { width: 0, height: 800 }

function readListOptions({
  count,
  estimateRowHeight,
  estimateHeightOf,
  measuresAfterLayout = false,
  keyOf,
}: ListOptions) {
  return {
    count,
    estimateSize: estimateHeightOf ?? (() => estimateRowHeight),
    ...(measuresAfterLayout ? { measureElement: measureAfterLayout } : {}),
    getItemKey: keyOf,
    overscan: countBufferRows(estimateRowHeight),
    rangeExtractor: listDrawnIndexes,
    initialRect: INITIAL_RECT,
    // Where the server started, whatever the browser restored: the hydration draws the same.
    initialOffset: 0,
    // A scroll step's rows render in the next task, not inside the scroll event (0029).
    useFlushSync: false,
  }
}

/** TanStack's measure, with the observer's size only: a row not yet observed keeps its guess. */
export function measureAfterLayout(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  virtualizer: {
    indexFromElement(element: Element): number
    readonly itemSizeCache: ReadonlyMap<string | number | bigint, number>
    readonly options: {
      getItemKey(index: number): string | number | bigint
      estimateSize(index: number): number
    }
  },
): number {
  const box = entry?.borderBoxSize[0]
  if (box !== undefined) return Math.round(box.blockSize)
  const index = virtualizer.indexFromElement(element)
  const size = virtualizer.itemSizeCache.get(virtualizer.options.getItemKey(index))
  return size ?? virtualizer.options.estimateSize(index)
}

/** The rows of a list in a box that scrolls (`scrollRef`), a table's body below its head. */
export function useBoxVirtualizer<Row extends Element>({
  scrollRef,
  ...options
}: ListOptions & { readonly scrollRef: RefObject<HTMLElement | null> }): Virtualizer<
  HTMLElement,
  Row
> {
  const [scroller, setScroller] = useState<HTMLElement | null>(null)
  // After the commit, not in its layout phase: a box drawn around the list's component gets
  // its ref only after the list's own layout effects (and the virtualizer's).
  useEffect(() => setScroller(scrollRef.current), [scrollRef])
  const scrollMargin = useListOffset(options.listRef, { kind: 'box', element: scroller })
  return useVirtualizer<HTMLElement, Row>({
    ...readListOptions(options),
    getScrollElement: () => scroller,
    scrollMargin,
  })
}

/** The rows of a list that the page scrolls. */
export function useWindowListVirtualizer<Row extends Element>(
  options: ListOptions,
): Virtualizer<Window, Row> {
  const scrollMargin = useListOffset(options.listRef, { kind: 'window' })
  return useWindowVirtualizer<Row>({ ...readListOptions(options), scrollMargin })
}

type Scroller =
  | { readonly kind: 'box'; readonly element: HTMLElement | null }
  | { readonly kind: 'window' }

/**
 * Where a list starts in what scrolls it: below a table's head in its box, or below the page's
 * header and toolbar. Measured after each layout that can move it (a resized head, a wrapped
 * toolbar, larger text), never while rendering.
 */
function useListOffset(listRef: RefObject<HTMLElement | null>, scroller: Scroller): number {
  const [offset, setOffset] = useState(0)
  const box = scroller.kind === 'box' ? scroller.element : null
  const isBox = scroller.kind === 'box'
  useEffect(() => {
    const list = listRef.current
    if (list === null || (isBox && box === null)) return
    const measure = () => {
      const top = list.getBoundingClientRect().top
      setOffset(
        Math.round(
          box === null
            ? top + window.scrollY
            : top - box.getBoundingClientRect().top + box.scrollTop,
        ),
      )
    }
    // In a box, what is above the list within it (a table's head) changes its parent's size;
    // on the page, anything above the list changes the body's. Observing measures at once.
    const observer = new ResizeObserver(measure)
    observer.observe(box === null ? document.body : (list.parentElement ?? list))
    return () => observer.disconnect()
  }, [listRef, isBox, box])
  return offset
}

/**
 * The space above and below the drawn rows, for the spacers that hold the scroll height: the
 * rows not drawn, at their measured heights (or estimated, until drawn once).
 */
export function measureSpacers<Scroller extends Element | Window, Row extends Element>(
  virtualizer: Virtualizer<Scroller, Row>,
): {
  readonly items: readonly VirtualItem[]
  readonly before: number
  readonly after: number
} {
  const items = virtualizer.getVirtualItems()
  const margin = virtualizer.options.scrollMargin
  const first = items[0]
  const last = items.at(-1)
  if (first === undefined || last === undefined) return { items, before: 0, after: 0 }
  return {
    items,
    before: first.start - margin,
    after: Math.max(0, virtualizer.getTotalSize() - (last.end - margin)),
  }
}
