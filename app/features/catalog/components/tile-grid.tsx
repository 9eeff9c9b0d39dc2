import Box from '@mui/material/Box'
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual'
import {
  type FocusEvent,
  Fragment,
  type KeyboardEvent,
  type ReactNode,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { HERO_TILE_SX } from './hero-tile.tsx'

/** Spec §9: a virtual list draws at most 1000 items, with a buffer of 200 px around the view. */
const MAX_DRAWN_ROWS = 1000
const BUFFER_PX = 200

// useLayoutEffect warns on the server; the measure only matters in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

export type TileGridProps<Item> = {
  readonly items: readonly Item[]
  readonly keyOf: (item: Item) => string
  /**
   * One tile; its focusable element takes `tabIndex` and `data-tile-index={index}`. Tiles
   * should be memoized: scrolling then draws only the rows that come into view.
   */
  readonly renderTile: (item: Item, tabIndex: number, index: number) => ReactNode
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
export function TileGrid<Item>(props: TileGridProps<Item>) {
  // The tiles' styles sit on a wrapper that scrolling does not redraw: emotion would
  // otherwise serialize them again on every scroll step.
  return (
    <Box sx={HERO_TILE_SX}>
      <ScrollingTiles {...props} />
    </Box>
  )
}

function ScrollingTiles<Item>({
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
  const pendingFocus = useRef<number | null>(null)

  useBrowserLayoutEffect(() => {
    const element = scrollRef.current
    if (!element) return
    const measure = () => setColumns(Math.max(1, Math.floor(element.clientWidth / tileWidth)))
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [tileWidth])

  const rowCount = Math.ceil(items.length / columns)
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => tileHeight,
    overscan: Math.ceil(BUFFER_PX / tileHeight),
    initialRect: { width: columns * tileWidth, height: visibleRows * tileHeight },
  })
  // A scroll draws the rows that come into view at once (in the scroll event); the buffer
  // around them follows as a deferred update, drawn in slices between which the browser
  // stays responsive: the scroll's own task stays short.
  const allRows = virtualizer.getVirtualItems()
  const bufferedRows = useDeferredValue(allRows)
  const viewStart = virtualizer.scrollOffset ?? 0
  const viewEnd = viewStart + (virtualizer.scrollRect?.height ?? visibleRows * tileHeight)
  const rows = mergeRows(
    bufferedRows,
    allRows.filter((row) => row.end > viewStart && row.start < viewEnd),
  ).slice(0, MAX_DRAWN_ROWS)
  const firstDrawn = (rows[0]?.index ?? 0) * columns
  const lastDrawn = ((rows.at(-1)?.index ?? 0) + 1) * columns - 1
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

  // The Tab stop follows focus, however the tile got it (click, arrow key, screen reader).
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = Number((event.target as HTMLElement).dataset.tileIndex)
    if (Number.isInteger(index)) setActive(index)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = NEXT_INDEX[event.key]
    const from = Number((event.target as HTMLElement).dataset.tileIndex)
    if (!move || !Number.isInteger(from)) return
    event.preventDefault()
    const next = Math.min(items.length - 1, Math.max(0, move(from, columns, items.length)))
    setActive(next)
    pendingFocus.current = next
    virtualizer.scrollToIndex(Math.floor(next / columns))
  }

  const height = Math.min(visibleRows, Math.max(1, rowCount)) * tileHeight
  return (
    // biome-ignore lint/a11y/useSemanticElements: a scrolling set of tiles, not a form's fieldset
    <div
      ref={scrollRef}
      role="group"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      style={{ height, overflowY: 'auto', overscrollBehavior: 'contain', position: 'relative' }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        <TileRows
          rows={rows}
          items={items}
          columns={columns}
          tileWidth={tileWidth}
          tileHeight={tileHeight}
          tabStop={tabStop}
          keyOf={keyOf}
          renderTile={renderTile}
        />
      </div>
    </div>
  )
}

/** The rows of both lists, once each, in order. */
function mergeRows(
  first: readonly VirtualItem[],
  second: readonly VirtualItem[],
): readonly VirtualItem[] {
  const byIndex = new Map(first.map((row) => [row.index, row]))
  for (const row of second) byIndex.set(row.index, row)
  return [...byIndex.values()].sort((a, b) => a.index - b.index)
}

type TileRowsProps<Item> = Pick<
  TileGridProps<Item>,
  'items' | 'keyOf' | 'renderTile' | 'tileWidth' | 'tileHeight'
> & {
  readonly rows: readonly VirtualItem[]
  readonly columns: number
  readonly tabStop: number
}

function TileRows<Item>({
  rows,
  items,
  columns,
  tileWidth,
  tileHeight,
  tabStop,
  keyOf,
  renderTile,
}: TileRowsProps<Item>) {
  return rows.map((row) => (
    <div
      key={row.key}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        height: tileHeight,
        transform: `translateY(${row.start}px)`,
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, ${tileWidth}px)`,
        // A row's size is fixed: its layout and paint stay its own while others come and go.
        contain: 'strict',
      }}
    >
      {items.slice(row.index * columns, (row.index + 1) * columns).map((item, offset) => {
        const index = row.index * columns + offset
        return (
          <Fragment key={keyOf(item)}>
            {renderTile(item, index === tabStop ? 0 : -1, index)}
          </Fragment>
        )
      })}
    </div>
  ))
}
