import { type ReactNode, useCallback, useRef } from 'react'
import { classNames } from '#app/components/ui/class-names.ts'
import list from '#app/components/ui/list.module.css'
import { measureSpacers, useWindowListVirtualizer } from '#app/hooks/use-list-virtualizer.ts'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'
import styles from './virtual-phone-list.module.css'

/**
 * Below sm, every hero: the rows in the window and the buffer are drawn as the page scrolls,
 * each measured (larger text makes them taller); padding holds the others' height. The list
 * (heroes-phone-list.tsx) gives its row: this module, loaded for the "all" view only, does not
 * import it back.
 */
export function VirtualPhoneList({
  rows,
  estimateRowHeight,
  renderRow,
}: {
  readonly rows: readonly HeroListRow[]
  readonly estimateRowHeight: number
  readonly renderRow: (
    row: HeroListRow,
    place: { index: number; measureRef: (element: HTMLLIElement | null) => void },
  ) => ReactNode
}) {
  const listRef = useRef<HTMLUListElement>(null)
  const keyOf = useCallback((index: number) => rows[index]?.id ?? String(index), [rows])
  const virtualizer = useWindowListVirtualizer<HTMLLIElement>({
    count: rows.length,
    estimateRowHeight,
    keyOf,
    listRef,
  })
  const { items, before, after } = measureSpacers(virtualizer)
  return (
    <ul
      ref={listRef}
      className={classNames(list.plainList, styles.list)}
      style={{ paddingTop: before, paddingBottom: after }}
    >
      {items.map((item) =>
        renderRow(rows[item.index] as HeroListRow, {
          index: item.index,
          measureRef: virtualizer.measureElement,
        }),
      )}
    </ul>
  )
}
