import { type CSSProperties, lazy, memo, Suspense, useRef } from 'react'
import { HeroPortrait } from '#app/components/ui/hero-portrait.tsx'
import list from '#app/components/ui/list.module.css'
import { ListLink } from '#app/components/ui/list-link.tsx'
import { STATS } from '#app/domain/stat.ts'
import { useRowsInViewFirst } from '#app/hooks/use-rows-in-view-first.ts'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'
import { type CellContext, statColourClass, statKind, WeaponLabel } from './hero-cells.tsx'

/** A row's least height at the default text size: larger text makes it taller. */
const PHONE_ROW_HEIGHT = 76
const PORTRAIT_SIZE = 48
const ROW_STYLE: CSSProperties = { minHeight: PHONE_ROW_HEIGHT }

// The "all" view's code (the virtualizer) loads only when that view is chosen.
const VirtualPhoneList = lazy(() =>
  import('./virtual-phone-list.tsx').then((module) => ({ default: module.VirtualPhoneList })),
)

export type HeroesPhoneListProps = {
  readonly rows: readonly HeroListRow[]
  readonly isVirtual: boolean
  readonly context: CellContext
}

/** Below sm: one compact row per hero, a page of them or every one as the page scrolls. */
export function HeroesPhoneList({ rows, isVirtual, context }: HeroesPhoneListProps) {
  if (isVirtual)
    return (
      <Suspense fallback={null}>
        <VirtualPhoneList
          rows={rows}
          estimateRowHeight={PHONE_ROW_HEIGHT}
          renderRow={(row, { index, measureRef }) => (
            <PhoneRow
              key={row.id}
              row={row}
              context={context}
              index={index}
              setSize={rows.length}
              measureRef={measureRef}
            />
          )}
        />
      </Suspense>
    )
  return <PhoneRows rows={rows} context={context} />
}

/** A page of rows: after a keystroke, those in view are painted first (useRowsInViewFirst). */
function PhoneRows({ rows, context }: Omit<HeroesPhoneListProps, 'isVirtual'>) {
  const listRef = useRef<HTMLUListElement>(null)
  const drawnRows = useRowsInViewFirst(rows, PHONE_ROW_HEIGHT, listRef)
  return (
    <ul ref={listRef} className={list.plainList}>
      {drawnRows.map((row) => (
        <PhoneRow key={row.id} row={row} context={context} />
      ))}
    </ul>
  )
}

/**
 * One compact row per hero (portrait, name, weapon and move, the five stats). Memoized: the
 * render that adds the rows below the view leaves those in it be. In the "all" view, `index`
 * and `measureRef` place it among all the rows (`setSize` of them).
 */
const PhoneRow = memo(function PhoneRow({
  row,
  context,
  index,
  setSize,
  measureRef,
}: {
  row: HeroListRow
  context: CellContext
  index?: number
  setSize?: number
  measureRef?: (element: HTMLLIElement | null) => void
}) {
  const { t } = context
  const c = list
  return (
    <li
      ref={measureRef}
      className={c.phoneRow}
      style={ROW_STYLE}
      data-index={index}
      aria-setsize={setSize}
      aria-posinset={index === undefined ? undefined : index + 1}
    >
      <HeroPortrait src={row.portrait} name={row.name} size={PORTRAIT_SIZE} />
      <div className={c.phoneRowBody}>
        <ListLink to={context.hrefOf(row)} className={c.phoneRowTitle}>
          {row.name}: {row.title}
        </ListLink>
        <div className={c.phoneRowLine}>
          <WeaponLabel row={row} t={t} isShort />
          <span>{t(`units.moveTypes.${row.moveType}`)}</span>
          <strong className={c.phoneRowStrong}>
            {t('units.columns.baseStatTotal')} {row.baseStatTotal}
          </strong>
        </div>
        <div className={`${c.phoneRowLine} ${c.phoneRowStats}`}>
          {STATS.map((stat) => (
            <strong key={stat} className={statColourClass(statKind(row, stat))}>
              <span>{t(`units.columns.${stat}`)}</span>
              {row[stat]}
            </strong>
          ))}
        </div>
      </div>
    </li>
  )
})
