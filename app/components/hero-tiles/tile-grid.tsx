import {
  type FocusEvent,
  Fragment,
  type KeyboardEvent,
  memo,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { flushSync } from 'react-dom'
import {
  findRowRange,
  findScrollTopShowing,
  isRangeWithin,
  LIST_BUFFER_PX,
  listRows,
} from '#app/lib/row-window.ts'
import { whenIdle } from '#app/lib/when-idle.ts'
import styles from './tile-grid.module.css'

export type TileGridProps<Item> = {
  readonly items: readonly Item[]
  readonly keyOf: (item: Item) => string
  /**
   * One tile; its focusable element takes `tabIndex` and `data-tile-index={index}`, and
   * shows its image only when `hasFace`. Tiles should be memoized: scrolling then draws only
   * the rows that come into view.
   */
  readonly renderTile: (item: Item, tabIndex: number, index: number, hasFace: boolean) => ReactNode
  readonly tileWidth: number
  readonly tileHeight: number
  /** Rows shown before scrolling; fewer rows make the grid shorter. */
  readonly visibleRows: number
  readonly label: string
  /** The columns when nothing is measured yet (server render, tests). */
  readonly initialColumns?: number
}

const NEXT_INDEX: Readonly<
  Record<string, (index: number, columns: number, count: number) => number>
> = {
  ArrowLeft: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  ArrowUp: (index, columns) => index - columns,
  ArrowDown: (index, columns) => index + columns,
  Home: () => 0,
  End: (_, __, count) => count - 1,
  PageUp: (index, columns) => index - columns * 5,
  PageDown: (index, columns) => index + columns * 5,
}

/**
 * Tiles in rows as wide as the box allows, in a scrolling box that only draws the rows in
 * view. One tile takes the Tab stop; the arrow keys, Home, End and the page keys move it.
 */
export function TileGrid<Item>({
  items,
  keyOf,
  renderTile,
  tileWidth,
  tileHeight,
  visibleRows,
  label,
  initialColumns = 4,
}: TileGridProps<Item>) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const [columns, setColumns] = useState(initialColumns)
  const [active, setActive] = useState(0)
  // The scroll positions the rows in view and the buffer are drawn for. They change when the
  // rows in view change, not on every scroll event.
  const [viewTop, setViewTop] = useState(0)
  const [bufferTop, setBufferTop] = useState(0)
  // Rows drawn before any scroll show their faces at once (the server drew them with theirs).
  const [hasScrolled, setHasScrolled] = useState(false)
  // The last position asked for, maybe not drawn yet: a step back to the drawn rows must
  // still undo a step that waits to be drawn.
  const requestedTop = useRef(0)
  const pendingFocus = useRef<number | null>(null)

  useLayoutEffect(() => {
    const element = scrollRef.current
    if (!element) return
    const measure = () => setColumns(Math.max(1, Math.floor(element.clientWidth / tileWidth)))
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [tileWidth])

  const rowCount = Math.ceil(items.length / columns)
  const height = Math.min(visibleRows, Math.max(1, rowCount)) * tileHeight
  const rangeAt = (top: number, overscan: number) =>
    findRowRange({
      scrollTop: top,
      viewportHeight: height,
      rowHeight: tileHeight,
      rowCount,
      overscan,
    })
  const inView = rangeAt(viewTop, 0)
  const buffered = rangeAt(bufferTop, Math.ceil(LIST_BUFFER_PX / tileHeight))
  const rows = listRows(buffered, inView)
  const firstDrawn = (rows[0] ?? 0) * columns
  const lastDrawn = ((rows.at(-1) ?? 0) + 1) * columns - 1
  const current = Math.min(active, items.length - 1)
  // The Tab stop stays on a drawn tile: the active one, or the first drawn.
  const tabStop = current >= firstDrawn && current <= lastDrawn ? current : firstDrawn

  useEffect(() => {
    const index = pendingFocus.current
    if (index === null) return
    const tile = scrollRef.current?.querySelector<HTMLElement>(`[data-tile-index="${index}"]`)
    if (tile) {
      pendingFocus.current = null
      tile.focus({ preventScroll: false })
    }
  })

  const onScroll = () => {
    const top = scrollRef.current?.scrollTop ?? 0
    const next = rangeAt(top, 0)
    const requested = rangeAt(requestedTop.current, 0)
    if (next.start === requested.start && next.end === requested.end) return
    requestedTop.current = top
    setHasScrolled(true)
    // Rows in view that are not drawn yet are drawn before this frame paints, alone. The
    // buffer follows in a task of its own after the frame, drawn in one go: as a deferred
    // value it was drawn in slices that the next scroll steps kept restarting (decision 0029).
    if (isRangeWithin(next, buffered)) setViewTop(top)
    else flushSync(() => setViewTop(top))
    setBufferTop(top)
  }

  // The Tab stop follows focus, however the tile got it (click, arrow key, screen reader).
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = Number((event.target as HTMLElement).dataset.tileIndex)
    if (Number.isInteger(index)) setActive(index)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = NEXT_INDEX[event.key]
    const from = Number((event.target as HTMLElement).dataset.tileIndex)
    const element = scrollRef.current
    if (!move || !Number.isInteger(from) || !element) return
    event.preventDefault()
    const next = Math.min(items.length - 1, Math.max(0, move(from, columns, items.length)))
    setActive(next)
    pendingFocus.current = next
    element.scrollTop = findScrollTopShowing({
      row: Math.floor(next / columns),
      rowHeight: tileHeight,
      scrollTop: element.scrollTop,
      viewportHeight: element.clientHeight,
    })
    requestedTop.current = element.scrollTop
    setViewTop(element.scrollTop)
    setBufferTop(element.scrollTop)
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a scrolling set of tiles, not a form's fieldset
    <div
      ref={scrollRef}
      role="group"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onScroll={onScroll}
      className={styles.scroller}
      style={{ height }}
    >
      <div className={styles.rows} style={{ height: rowCount * tileHeight }}>
        {rows.map((row) => (
          <TileRow
            key={row}
            row={row}
            items={items}
            columns={columns}
            tileWidth={tileWidth}
            tileHeight={tileHeight}
            // Only the row holding the Tab stop learns where it is: the others stay as drawn.
            tabStop={tabStop >= row * columns && tabStop < (row + 1) * columns ? tabStop : -1}
            hasFacesAtOnce={!hasScrolled}
            keyOf={keyOf}
            renderTile={renderTile}
          />
        ))}
      </div>
    </div>
  )
}

type TileRowProps<Item> = Pick<
  TileGridProps<Item>,
  'items' | 'keyOf' | 'renderTile' | 'tileWidth' | 'tileHeight'
> & {
  readonly row: number
  readonly columns: number
  /** The tile holding the Tab stop, or -1 when it is in another row. */
  readonly tabStop: number
  /** Read when the row is first drawn: false makes its faces wait for an idle moment. */
  readonly hasFacesAtOnce: boolean
}

// Memoized: a scroll step draws only the rows that come into view.
const TileRow = memo(function TileRow<Item>({
  row,
  items,
  columns,
  tileWidth,
  tileHeight,
  tabStop,
  keyOf,
  renderTile,
  hasFacesAtOnce,
}: TileRowProps<Item>) {
  const rowRef = useRef<HTMLDivElement>(null)
  // A row drawn by a scroll requests its faces once the main thread is idle: a fling passes
  // rows by before that, and each request costs the scroll's tasks time and heap (0043).
  const [hasFaces, setHasFaces] = useState(hasFacesAtOnce)
  useEffect(() => {
    if (!hasFaces) return whenIdle(() => setHasFaces(true))
  }, [hasFaces])
  // A row scrolled away drops its faces' requests: Chrome keeps loading a removed image and
  // keeps its tile alive meanwhile (offline or on a slow network, for the whole scroll).
  // A row still in the page is only StrictMode's trial unmount.
  useEffect(() => {
    const element = rowRef.current
    return () => {
      if (element === null || element.isConnected) return
      for (const image of element.querySelectorAll('img')) image.removeAttribute('src')
    }
  }, [])
  return (
    <div
      ref={rowRef}
      className={styles.row}
      style={{
        height: tileHeight,
        transform: `translateY(${row * tileHeight}px)`,
        gridTemplateColumns: `repeat(${columns}, ${tileWidth}px)`,
      }}
    >
      {items.slice(row * columns, (row + 1) * columns).map((item, offset) => {
        const index = row * columns + offset
        return (
          <Fragment key={keyOf(item)}>
            {renderTile(item, index === tabStop ? 0 : -1, index, hasFaces)}
          </Fragment>
        )
      })}
    </div>
  )
}) as <Item>(props: TileRowProps<Item>) => ReactNode
