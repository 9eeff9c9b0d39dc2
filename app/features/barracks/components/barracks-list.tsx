import { type ChangeEvent, memo, useCallback, useRef } from 'react'
import { Link } from 'react-router'
import { HeroPortrait } from '#app/components/ui/hero-portrait.tsx'
import { IconButton } from '#app/components/ui/icon-button.tsx'
import { DeleteIcon } from '#app/components/ui/icons.tsx'
import { type BarracksEntry, type BarracksRole, MAX_COPIES } from '#app/domain/barracks.ts'
import { MAX_MERGES, RARITIES, type Rarity } from '#app/domain/stat.ts'
import { useHeroHref } from '#app/hooks/use-hero-href.ts'
import { measureSpacers, useWindowListVirtualizer } from '#app/hooks/use-list-virtualizer.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import type { Slugged } from '#app/lib/detail-links.ts'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'
import { fullNameOf } from '../barracks-heroes.ts'
import type { BarracksRow } from '../barracks-view.ts'
import styles from './barracks-list.module.css'

/** A change to one entry, by its id; copies 0 removes it. */
export type EntryChange = Partial<Omit<BarracksEntry, 'id' | 'heroId'>>
type OnChange = (id: string, change: EntryChange) => void

/** A row's height before the first is measured: one line on a wide screen, two on a phone. */
const ESTIMATED_ROW_HEIGHT = 120

function readCount(event: ChangeEvent<HTMLInputElement>, maximum: number): number | null {
  if (event.target.value === '') return null
  const value = Math.trunc(Number(event.target.value))
  return Number.isNaN(value) ? null : Math.min(maximum, Math.max(0, value))
}

const ROLE_VALUES = { none: null, keep: 'keep', fodder: 'fodder' } as const

/**
 * The player's entries, each edited in place: rarity, merges, flowers, copies and role. Only
 * the rows near the view are drawn (TanStack Virtual), so 2,000 entries scroll smoothly.
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
  const virtualizer = useWindowListVirtualizer<HTMLLIElement>({
    count: rows.length,
    estimateRowHeight: ESTIMATED_ROW_HEIGHT,
    keyOf: useCallback((index: number) => rows[index]?.entry.id ?? String(index), [rows]),
    listRef,
  })
  const hrefOf = useHeroHref()
  const { items, before, after } = measureSpacers(virtualizer)
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
                <EntryRow
                  entry={row.entry}
                  hero={row.hero}
                  hrefOf={hrefOf}
                  onChange={onChange}
                  t={t}
                />
              ) : (
                <ReadOnlyEntryRow entry={row.entry} hero={row.hero} hrefOf={hrefOf} t={t} />
              )}
            </li>
          )
        })}
      </ol>
    </div>
  )
}

const EntryRow = memo(function EntryRow({
  entry,
  hero,
  hrefOf,
  onChange,
  t,
}: RowProps & { onChange: OnChange }) {
  const name = fullNameOf(hero)
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
      <HeroCell entry={entry} hero={hero} hrefOf={hrefOf} t={t} />
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
      <IconButton
        label={t('barracks.list.remove', { name })}
        size="small"
        onClick={() => onChange(entry.id, { copies: 0 })}
      >
        <DeleteIcon />
      </IconButton>
    </>
  )
})

type RowProps = {
  entry: BarracksEntry
  hero: HeroListRow
  hrefOf: (hero: Slugged) => string
  t: Translate
}

function HeroCell({ entry, hero, hrefOf, t }: RowProps) {
  return (
    <span className={styles.hero}>
      <HeroPortrait src={hero.portrait} name={hero.name} size={40} loading="eager" />
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

const ROLE_KEYS = { keep: 'barracks.list.roleKeep', fodder: 'barracks.list.roleFodder' } as const

/** A shared barracks' entry: its values as text, in the same columns. */
const ReadOnlyEntryRow = memo(function ReadOnlyEntryRow(props: RowProps) {
  const { entry, t } = props
  const cells = [
    ['barracks.list.columnRarity', t('barracks.list.rarityValue', { rarity: entry.rarity })],
    ['barracks.list.columnMerges', `+${entry.merges}`],
    ['barracks.list.columnFlowers', String(entry.dragonflowers)],
    ['barracks.list.columnCopies', `×${entry.copies}`],
    ['barracks.list.columnRole', entry.role ? t(ROLE_KEYS[entry.role]) : '–'],
  ] as const
  return (
    <>
      <HeroCell {...props} />
      {cells.map(([label, value]) => (
        <span key={label} className={styles.cell}>
          <span className={styles.cellLabel}>{t(label)}</span>
          <span className={styles.value}>{value}</span>
        </span>
      ))}
    </>
  )
})
