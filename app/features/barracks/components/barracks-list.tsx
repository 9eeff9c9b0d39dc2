import {
  type ChangeEvent,
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { flushSync } from 'react-dom'
import { Link } from 'react-router'
import { HeroPortrait } from '#app/components/ui/hero-portrait.tsx'
import { IconButton } from '#app/components/ui/icon-button.tsx'
import { DeleteIcon } from '#app/components/ui/icons/delete.tsx'
import { type BarracksEntry, type BarracksRole, MAX_COPIES } from '#app/domain/barracks-model.ts'
import { MAX_MERGES, RARITIES, type Rarity } from '#app/domain/stat.ts'
import { useHeroHref } from '#app/hooks/use-hero-href.ts'
import { measureSpacers, useWindowListVirtualizer } from '#app/hooks/use-list-virtualizer.ts'
import { useScreenAtLeast } from '#app/hooks/use-screen-at-least.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import type { Slugged } from '#app/lib/detail-links.ts'
import { whenIdle } from '#app/lib/when-idle.ts'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'
import { fullNameOf } from '../barracks-heroes.ts'
import type { BarracksRow } from '../barracks-view.ts'
import styles from './barracks-list.module.css'

/** A change to one entry, by its id; copies 0 removes it. */
export type EntryChange = Partial<Omit<BarracksEntry, 'id' | 'heroId'>>
type OnChange = (id: string, change: EntryChange) => void

/**
 * A row's height before it is measured, at the default text size: two lines on a phone, one on
 * a wide screen (the md breakpoint, as the CSS). As measured, so a scroll step's new rows do not
 * change the list's height and draw it again each (at other text sizes they still do).
 */
const ESTIMATED_ROW_HEIGHT = { phone: 127, wide: 61 } as const

function readCount(event: ChangeEvent<HTMLInputElement>, maximum: number): number | null {
  if (event.target.value === '') return null
  const value = Math.trunc(Number(event.target.value))
  return Number.isNaN(value) ? null : Math.min(maximum, Math.max(0, value))
}

const ROLE_VALUES = { none: null, keep: 'keep', fodder: 'fodder' } as const
const ROLE_KEYS = { keep: 'barracks.list.roleKeep', fodder: 'barracks.list.roleFodder' } as const

/**
 * The player's entries, each edited in place: rarity, merges, flowers, copies and role. Only
 * the rows near the view are drawn (TanStack Virtual), and a row a scroll draws shows its
 * values as text and the hero's initial until the scroll stops and the browser is idle
 * (decisions 0071, 0073): a scroll step's task then stays short, and a fling never builds the
 * controls of rows it passes.
 */
export function BarracksList({
  rows,
  onChange,
  t,
}: {
  rows: readonly BarracksRow[]
  /** Absent for a barracks shown read-only (a shared link). */
  onChange?: OnChange
  t: Translate
}) {
  const listRef = useRef<HTMLOListElement>(null)
  const isWide = useScreenAtLeast('md')
  const virtualizer = useWindowListVirtualizer<HTMLLIElement>({
    count: rows.length,
    estimateRowHeight: isWide ? ESTIMATED_ROW_HEIGHT.wide : ESTIMATED_ROW_HEIGHT.phone,
    keyOf: useCallback((index: number) => rows[index]?.entry.id ?? String(index), [rows]),
    listRef,
  })
  const hrefOf = useHeroHref()
  const { items, before, after } = measureSpacers(virtualizer)
  // Read by a row when first drawn: the rows of the first draw, a filter or a sort are whole.
  const isSettledAtOnce = !virtualizer.isScrolling
  const scroll = useListScroll(virtualizer.isScrolling)
  return (
    <div className={styles.list}>
      <div className={styles.head} data-read-only={!onChange || undefined} aria-hidden="true">
        <span>{t('barracks.list.columnHero')}</span>
        <span>{t('barracks.list.columnRarity')}</span>
        <span>{t('barracks.list.columnMerges')}</span>
        <span>{t('barracks.list.columnFlowers')}</span>
        <span>{t('barracks.list.columnCopies')}</span>
        <span>{t('barracks.list.columnRole')}</span>
        {onChange ? <span /> : null}
      </div>
      <ol
        ref={listRef}
        className={styles.rows}
        aria-label={t('barracks.list.label')}
        style={{ paddingTop: before, paddingBottom: after }}
      >
        {items.map((item) => {
          const row = rows[item.index]
          if (!row) return null
          const rowProps = { entry: row.entry, hero: row.hero, hrefOf, t, isSettledAtOnce, scroll }
          return (
            <li
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
              className={styles.row}
              data-read-only={!onChange || undefined}
            >
              {onChange ? (
                <EntryRow {...rowProps} onChange={onChange} />
              ) : (
                <ReadOnlyEntryRow {...rowProps} />
              )}
            </li>
          )
        })}
      </ol>
    </div>
  )
}

/** Whether the list is scrolling, told to the rows that wait for it to stop. */
type ListScroll = {
  readonly isScrolling: () => boolean
  /** Calls `listener` when the list starts or stops scrolling; returns what stops that. */
  readonly subscribe: (listener: () => void) => () => void
}

/**
 * The virtualizer's `isScrolling` (true until 150 ms after the last scroll event), for rows to
 * read and follow without being drawn again: a prop would draw every row at each start and stop.
 */
function useListScroll(isScrolling: boolean): ListScroll {
  const [scroll] = useState(() => {
    let current = isScrolling
    const listeners = new Set<() => void>()
    return {
      isScrolling: () => current,
      subscribe: (listener: () => void) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      set: (next: boolean) => {
        if (next === current) return
        current = next
        for (const listener of listeners) listener()
      },
    }
  })
  // Before the rows' own effects read it (layout effects all run before passive ones).
  useLayoutEffect(() => scroll.set(isScrolling), [scroll, isScrolling])
  return scroll
}

type RowProps = {
  entry: BarracksEntry
  hero: HeroListRow
  hrefOf: (hero: Slugged) => string
  t: Translate
  /** Read when the row is first drawn: false (a scroll drew it) waits for the scroll to stop. */
  isSettledAtOnce: boolean
  scroll: ListScroll
}

/**
 * Whether a row has its controls and its face: at once, or once the scroll that drew it has
 * stopped and the main thread is idle. A row's controls (two selects, three number fields) are
 * most of its style and layout, and a face request hangs offline or on a slow network (0043).
 * While the page scrolls, rows settling (after the idle callback's one-second timeout, on a
 * slow phone) made the scroll's frames longer (0073).
 */
function useIsSettled(isSettledAtOnce: boolean, scroll: ListScroll): boolean {
  const [isSettled, setSettled] = useState(isSettledAtOnce)
  useEffect(() => {
    if (isSettled) return
    let cancelIdle: (() => void) | null = null
    const settleWhenStill = () => {
      cancelIdle?.()
      // Drawn within its idle callback: rows settling in one idle period would else be drawn
      // together, in one task.
      cancelIdle = scroll.isScrolling() ? null : whenIdle(() => flushSync(() => setSettled(true)))
    }
    settleWhenStill()
    const unsubscribe = scroll.subscribe(settleWhenStill)
    return () => {
      unsubscribe()
      cancelIdle?.()
    }
  }, [isSettled, scroll])
  return isSettled
}

/** Rows compare all but `isSettledAtOnce`, which only their first draw reads. */
function isSameRow(previous: RowProps & { onChange?: OnChange }, next: typeof previous): boolean {
  return (
    previous.entry === next.entry &&
    previous.hero === next.hero &&
    previous.hrefOf === next.hrefOf &&
    previous.onChange === next.onChange &&
    previous.scroll === next.scroll &&
    previous.t === next.t
  )
}

/**
 * An entry with its controls; a row a scroll drew shows its values as the controls will, in
 * boxes of their size, until the browser is idle. Its link and remove button are there at
 * once and stay the same elements (a focus on them survives the controls' coming).
 */
const EntryRow = memo(function EntryRow({
  entry,
  hero,
  hrefOf,
  onChange,
  t,
  isSettledAtOnce,
  scroll,
}: RowProps & { onChange: OnChange }) {
  const isSettled = useIsSettled(isSettledAtOnce, scroll)
  const name = fullNameOf(hero)
  return (
    <>
      <HeroCell entry={entry} hero={hero} hrefOf={hrefOf} t={t} hasFace={isSettled} />
      {isSettled ? (
        <EntryControls entry={entry} hero={hero} name={name} onChange={onChange} t={t} />
      ) : (
        <PendingControls entry={entry} t={t} />
      )}
      <IconButton
        label={t('barracks.list.remove', { name })}
        size="small"
        className={styles.remove}
        onClick={() => onChange(entry.id, { copies: 0 })}
      >
        <DeleteIcon />
      </IconButton>
    </>
  )
}, isSameRow)

function EntryControls({
  entry,
  hero,
  name,
  onChange,
  t,
}: {
  entry: BarracksEntry
  hero: HeroListRow
  name: string
  onChange: OnChange
  t: Translate
}) {
  const count =
    (field: 'merges' | 'dragonflowers' | 'copies', maximum: number) =>
    (event: ChangeEvent<HTMLInputElement>) => {
      const value = readCount(event, maximum)
      // An emptied field waits for a number; copies never go below one here (remove does).
      if (value !== null)
        onChange(entry.id, { [field]: field === 'copies' ? Math.max(1, value) : value })
    }
  return (
    <>
      <label className={styles.cell}>
        <span className={styles.cellLabel}>{t('barracks.list.columnRarity')}</span>
        <select
          aria-label={t('barracks.list.rarity', { name })}
          className={styles.control}
          value={entry.rarity}
          onChange={(event) => onChange(entry.id, { rarity: Number(event.target.value) as Rarity })}
        >
          {RARITIES.map((rarity) => (
            <option key={rarity} value={rarity}>
              {t('barracks.list.rarityValue', { rarity })}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.cell}>
        <span className={styles.cellLabel}>{t('barracks.list.columnMerges')}</span>
        <input
          type="number"
          inputMode="numeric"
          aria-label={t('barracks.list.merges', { name })}
          className={styles.control}
          min={0}
          max={MAX_MERGES}
          value={entry.merges}
          onChange={count('merges', MAX_MERGES)}
        />
      </label>
      <label className={styles.cell}>
        <span className={styles.cellLabel}>{t('barracks.list.columnFlowers')}</span>
        <input
          type="number"
          inputMode="numeric"
          aria-label={t('barracks.list.flowers', { name })}
          className={styles.control}
          min={0}
          max={hero.maxDragonflowers}
          value={entry.dragonflowers}
          onChange={count('dragonflowers', hero.maxDragonflowers)}
        />
      </label>
      <label className={styles.cell}>
        <span className={styles.cellLabel}>{t('barracks.list.columnCopies')}</span>
        <input
          type="number"
          inputMode="numeric"
          aria-label={t('barracks.list.copies', { name })}
          className={styles.control}
          min={1}
          max={MAX_COPIES}
          value={entry.copies}
          onChange={count('copies', MAX_COPIES)}
        />
      </label>
      <label className={styles.cell}>
        <span className={styles.cellLabel}>{t('barracks.list.columnRole')}</span>
        <select
          aria-label={t('barracks.list.role', { name })}
          className={styles.control}
          value={entry.role ?? 'none'}
          onChange={(event) =>
            onChange(entry.id, {
              role: ROLE_VALUES[event.target.value as keyof typeof ROLE_VALUES] as BarracksRole,
            })
          }
        >
          <option value="none">{t('barracks.list.roleNone')}</option>
          <option value="keep">{t('barracks.list.roleKeep')}</option>
          <option value="fodder">{t('barracks.list.roleFodder')}</option>
        </select>
      </label>
    </>
  )
}

/** A row's values as its controls show them, in boxes of their size: text, cheap to draw. */
function PendingControls({ entry, t }: { entry: BarracksEntry; t: Translate }) {
  const cells = [
    ['barracks.list.columnRarity', t('barracks.list.rarityValue', { rarity: entry.rarity })],
    ['barracks.list.columnMerges', String(entry.merges)],
    ['barracks.list.columnFlowers', String(entry.dragonflowers)],
    ['barracks.list.columnCopies', String(entry.copies)],
    ['barracks.list.columnRole', t(entry.role ? ROLE_KEYS[entry.role] : 'barracks.list.roleNone')],
  ] as const
  return cells.map(([label, value]) => (
    <span key={label} className={styles.cell}>
      <span className={styles.cellLabel}>{t(label)}</span>
      <span className={styles.pendingControl}>{value}</span>
    </span>
  ))
}

function HeroCell({
  entry,
  hero,
  hrefOf,
  t,
  hasFace,
}: Omit<RowProps, 'isSettledAtOnce' | 'scroll'> & { hasFace: boolean }) {
  const cellRef = useRef<HTMLSpanElement>(null)
  // A row scrolled away drops its face's request: Chrome keeps loading a removed image (0043).
  // A cell still in the page is only StrictMode's trial unmount.
  useEffect(() => {
    const cell = cellRef.current
    return () => {
      if (cell === null || cell.isConnected) return
      cell.querySelector('img')?.removeAttribute('src')
    }
  }, [])
  return (
    <span ref={cellRef} className={styles.hero}>
      <HeroPortrait
        src={hasFace ? hero.portrait : null}
        name={hero.name}
        size={40}
        loading="eager"
      />
      <span className={styles.name}>
        <Link to={hrefOf(hero)} preventScrollReset className={styles.link}>
          {hero.name}
        </Link>
        <span className={styles.title}>
          {hero.title}
          {entry.learnedSkillIds.length > 0
            ? ` · ${t('barracks.list.learned', { count: entry.learnedSkillIds.length })}`
            : null}
        </span>
      </span>
    </span>
  )
}

/** A shared barracks' entry: its values as text, in the same columns; its face when settled. */
const ReadOnlyEntryRow = memo(function ReadOnlyEntryRow(props: RowProps) {
  const { entry, hero, hrefOf, t, isSettledAtOnce, scroll } = props
  const hasFace = useIsSettled(isSettledAtOnce, scroll)
  const cells = [
    ['barracks.list.columnRarity', t('barracks.list.rarityValue', { rarity: entry.rarity })],
    ['barracks.list.columnMerges', `+${entry.merges}`],
    ['barracks.list.columnFlowers', String(entry.dragonflowers)],
    ['barracks.list.columnCopies', `×${entry.copies}`],
    ['barracks.list.columnRole', entry.role ? t(ROLE_KEYS[entry.role]) : '–'],
  ] as const
  return (
    <>
      <HeroCell entry={entry} hero={hero} hrefOf={hrefOf} t={t} hasFace={hasFace} />
      {cells.map(([label, value]) => (
        <span key={label} className={styles.cell}>
          <span className={styles.cellLabel}>{t(label)}</span>
          <span className={styles.value}>{value}</span>
        </span>
      ))}
    </>
  )
}, isSameRow)
