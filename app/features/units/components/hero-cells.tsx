import type { ReactNode } from 'react'
import { CategoryLabels } from '#app/components/ui/category-labels.tsx'
import { classNames } from '#app/components/ui/class-names.ts'
import list from '#app/components/ui/list.module.css'
import { ListLink } from '#app/components/ui/list-link.tsx'
import { listAvailabilityCategories } from '#app/domain/availability.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { HeroSortKey } from '#app/domain/hero-sort-keys.ts'
import { STATS, type Stat } from '#app/domain/stat.ts'
import { getColour } from '#app/domain/weapon.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import type { Slugged } from '#app/lib/detail-links.ts'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'

/** Superboons in blue, superbanes in red, readable in both themes (list.module.css). */
export function statColourClass(kind: 'superboon' | 'superbane' | null): string | undefined {
  if (kind === null) return undefined
  return kind === 'superboon' ? list.superboon : list.superbane
}

export function statKind(row: HeroListRow, stat: Stat): 'superboon' | 'superbane' | null {
  if (row.superboons.includes(stat)) return 'superboon'
  if (row.superbanes.includes(stat)) return 'superbane'
  return null
}

export function HeroNameLink({ row, href }: { row: HeroListRow; href: string }) {
  return (
    <ListLink to={href} className={list.heroName}>
      {row.name}
      <span className={list.heroTitle}>{row.title}</span>
    </ListLink>
  )
}

/** The weapon's colour as a dot, then its name. */
export function WeaponLabel({
  row,
  t,
  isShort = false,
}: {
  row: Pick<HeroListRow, 'weaponType'>
  t: Translate
  /** The family only ("Beast"): the dot gives the colour. */
  isShort?: boolean
}) {
  return (
    <span className={list.weapon}>
      <span aria-hidden className={`${list.weaponDot} ${list[getColour(row.weaponType)]}`} />
      {t(isShort ? `units.weaponShort.${row.weaponType}` : `units.weaponTypes.${row.weaponType}`)}
    </span>
  )
}

function AvailabilityLabel({ row, t }: { row: HeroListRow; t: Translate }) {
  const categories = listAvailabilityCategories(row.lowestRarities)
  return (
    <CategoryLabels
      labels={categories.map((category) => ({
        key: category,
        label: t(`units.availability.${category}`),
        title: t(`units.availabilityHints.${category}`),
      }))}
    />
  )
}

function YesNo({ value, t }: { value: boolean; t: Translate }) {
  return <>{value ? t('units.yes') : t('units.no')}</>
}

export type CellContext = {
  readonly t: Translate
  readonly ownedHeroIds: ReadonlySet<HeroId>
  readonly hrefOf: (hero: Slugged) => string
}

/** The content of one column's cell; numbers are right-aligned by the table. */
export function renderHeroCell(
  column: HeroSortKey,
  row: HeroListRow,
  context: CellContext,
): ReactNode {
  const { t } = context
  switch (column) {
    case 'name':
      return <HeroNameLink row={row} href={context.hrefOf(row)} />
    case 'origin':
      return row.origin
    case 'heroNumber':
      return row.heroNumber
    case 'gender':
      return t(`units.genders.${row.gender}`)
    case 'resplendent':
      return <YesNo value={row.hasResplendent} t={t} />
    case 'availability':
      return <AvailabilityLabel row={row} t={t} />
    case 'weapon':
      return <WeaponLabel row={row} t={t} />
    case 'move':
      return t(`units.moveTypes.${row.moveType}`)
    case 'version':
      return row.version
    case 'book':
      return row.book
    case 'releaseDate':
      return row.releaseDate
    case 'hp':
    case 'atk':
    case 'spd':
    case 'def':
    case 'res':
      return row[column]
    case 'baseStatTotal':
      return row.baseStatTotal
    case 'maxDragonflowers':
      return row.maxDragonflowers
    case 'element':
      return row.element ? t(`units.elements.${row.element}`) : ''
    case 'maxScore':
      return row.maxScore
    case 'rating':
      return row.rating ?? ''
    case 'theme':
      return row.theme ? t(`units.themes.${row.theme}`) : ''
    case 'owned':
      return <YesNo value={context.ownedHeroIds.has(row.id)} t={t} />
    case 'duelScore':
      return row.duelScore ?? ''
    case 'clashScore':
      return row.clashScore ?? ''
    default: {
      const unknown: never = column
      throw new Error(`Unknown column ${String(unknown)}`)
    }
  }
}

const NUMERIC_COLUMNS: ReadonlySet<HeroSortKey> = new Set([
  'heroNumber',
  'book',
  'hp',
  'atk',
  'spd',
  'def',
  'res',
  'baseStatTotal',
  'maxDragonflowers',
  'maxScore',
  'rating',
  'duelScore',
  'clashScore',
])

export function isNumericColumn(column: HeroSortKey): boolean {
  return NUMERIC_COLUMNS.has(column)
}

function isStatColumn(column: HeroSortKey): column is Stat {
  return (STATS as readonly string[]).includes(column)
}

/**
 * A cell's class and tooltip: numbers right-aligned, stats and their total in bold, a superboon
 * or superbane coloured and explained. On the cell itself, not on an element inside it: a
 * search draws whole pages of rows on a keystroke, and each element is work to create, lay out
 * and paint.
 */
export function getHeroCellAttributes(
  column: HeroSortKey,
  row: HeroListRow,
  t: Translate,
): { readonly className?: string; readonly title?: string } {
  if (column === 'baseStatTotal') return { className: classNames(list.numeric, list.stat) }
  if (!isStatColumn(column)) return isNumericColumn(column) ? { className: list.numeric } : {}
  const kind = statKind(row, column)
  return {
    className: classNames(list.numeric, list.stat, statColourClass(kind)),
    ...(kind ? { title: t(`units.${kind}`, { stat: t(`units.columns.${column}`) }) } : {}),
  }
}
