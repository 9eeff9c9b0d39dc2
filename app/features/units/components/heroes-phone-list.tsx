import { lazy, memo, Suspense, useRef } from 'react'
import { HeroPortrait } from '#app/components/ui/hero-portrait.tsx'
import list from '#app/components/ui/list.module.css'
import { ListLink } from '#app/components/ui/list-link.tsx'
import { STATS } from '#app/domain/stat.ts'
import { useRowsInViewFirst } from '#app/hooks/use-rows-in-view-first.ts'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'
import { type CellContext, statColourClass, statKind, WeaponLabel } from './hero-cells.tsx'

export const PHONE_ROW_HEIGHT = 76
const PORTRAIT_SIZE = 48

// The "all" view's code (the virtualizer) loads only when that view is chosen.
const VirtualPhoneList = lazy(() =>
  import('./virtual-hero-lists.tsx').then((module) => ({ default: module.VirtualPhoneList })),
)

export type HeroesPhoneListProps = {
  readonly rows: readonly HeroListRow[]
  readonly isVirtual: boolean
  readonly context: CellContext
}

/** Below sm: one compact row per hero (portrait, name, weapon and move, the five stats). */
export function HeroesPhoneList({ rows, isVirtual, context }: HeroesPhoneListProps) {
  if (isVirtual)
    return (
      <Suspense fallback={null}>
        <VirtualPhoneList rows={rows} context={context} />
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

/** Memoized: the render that adds the rows below the view leaves those in it be. */
export const PhoneRow = memo(function PhoneRow({
  row,
  context,
  style,
}: {
  row: HeroListRow
  context: CellContext
  style?: React.CSSProperties
}) {
  const { t } = context
  const c = list
  return (
    <li className={c.phoneRow} style={{ height: PHONE_ROW_HEIGHT, ...style }}>
      <HeroPortrait src={row.portrait} name={row.name} size={PORTRAIT_SIZE} />
      <div className={c.phoneRowBody}>
        <ListLink to={context.hrefOf(row.id)} className={c.phoneRowTitle}>
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
