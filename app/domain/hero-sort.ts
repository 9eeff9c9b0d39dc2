import { calculateAvailabilitySortScore, type LowestRarities } from './availability.ts'
import {
  ELEMENTS,
  type Element,
  type Gender,
  type HeroId,
  MOVE_TYPES,
  type MoveType,
  type Theme,
} from './hero.ts'
import type { HeroSort, HeroSortKey } from './hero-sort-keys.ts'
import { compareVersions, type Version } from './version.ts'
import { WEAPON_TYPES, type WeaponType } from './weapon.ts'

export type SortableHero = {
  readonly id: HeroId
  readonly name: string
  readonly title: string
  readonly origin: string
  readonly heroNumber: number
  readonly gender: Gender
  readonly hasResplendent: boolean
  readonly lowestRarities: LowestRarities
  readonly weaponType: WeaponType
  readonly moveType: MoveType
  readonly version: Version
  readonly book: number
  readonly releaseDate: string
  readonly hp: number
  readonly atk: number
  readonly spd: number
  readonly def: number
  readonly res: number
  readonly baseStatTotal: number
  readonly maxDragonflowers: number
  readonly element: Element | null
  readonly maxScore: number
  readonly rating: string | null
  readonly theme: Theme | null
  readonly duelScore: number | null
  readonly clashScore: number | null
}

export type HeroSortContext = {
  readonly ownedHeroIds: ReadonlySet<HeroId>
  /** Sort key of a name (accent-free, lower case: domain `getHeroSortName`). */
  readonly sortNameOf: (hero: SortableHero) => string
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Missing values (no element, no duel score) sort after every value, in both directions. */
function compareNullable<Value>(
  a: Value | null,
  b: Value | null,
  compare: (a: Value, b: Value) => number,
): number | null {
  if (a === null && b === null) return 0
  if (a === null || b === null) return null
  return compare(a, b)
}

function rankOf<Value>(list: readonly Value[], value: Value): number {
  return list.indexOf(value)
}

/**
 * Compares two heroes on one key, ascending. Weapons follow the game's order (colour-major),
 * moves Infantry < Armored < Cavalry < Flying, versions numerically (reference §2.2).
 * Returns null when exactly one side has no value (it goes last whatever the direction).
 */
function compareOn(
  key: HeroSortKey,
  a: SortableHero,
  b: SortableHero,
  context: HeroSortContext,
): number | null {
  switch (key) {
    case 'name':
      return compareText(context.sortNameOf(a), context.sortNameOf(b))
    case 'origin':
      return compareText(a.origin, b.origin)
    case 'heroNumber':
      return a.heroNumber - b.heroNumber
    case 'gender':
      return compareText(a.gender, b.gender)
    case 'resplendent':
      return Number(a.hasResplendent) - Number(b.hasResplendent)
    case 'availability':
      return (
        calculateAvailabilitySortScore(a.lowestRarities) -
        calculateAvailabilitySortScore(b.lowestRarities)
      )
    case 'weapon':
      return rankOf(WEAPON_TYPES, a.weaponType) - rankOf(WEAPON_TYPES, b.weaponType)
    case 'move':
      return rankOf(MOVE_TYPES, a.moveType) - rankOf(MOVE_TYPES, b.moveType)
    case 'version':
      return compareVersions(a.version, b.version)
    case 'book':
      return a.book - b.book
    case 'releaseDate':
      return compareText(a.releaseDate, b.releaseDate)
    case 'hp':
    case 'atk':
    case 'spd':
    case 'def':
    case 'res':
    case 'baseStatTotal':
    case 'maxDragonflowers':
    case 'maxScore':
      return a[key] - b[key]
    case 'element':
      return compareNullable(
        a.element,
        b.element,
        (x, y) => rankOf(ELEMENTS, x) - rankOf(ELEMENTS, y),
      )
    case 'rating':
      // Ratings are "7.0"…"9.9": one digit before the dot, so numbers compare like the text.
      return compareNullable(a.rating, b.rating, (x, y) => Number(x) - Number(y))
    case 'theme':
      return compareNullable(a.theme, b.theme, compareText)
    case 'owned':
      return Number(context.ownedHeroIds.has(a.id)) - Number(context.ownedHeroIds.has(b.id))
    case 'duelScore':
    case 'clashScore':
      return compareNullable(a[key], b[key], (x, y) => x - y)
    default: {
      const unknown: never = key
      throw new Error(`Unknown hero sort key ${String(unknown)}`)
    }
  }
}

function isMissing(key: HeroSortKey, hero: SortableHero): boolean {
  switch (key) {
    case 'element':
      return hero.element === null
    case 'rating':
      return hero.rating === null
    case 'theme':
      return hero.theme === null
    case 'duelScore':
      return hero.duelScore === null
    case 'clashScore':
      return hero.clashScore === null
    default:
      return false
  }
}

/**
 * Sorts by several keys, the first deciding first; heroes equal on every key keep their
 * order (the data's order), so a sort is stable and repeatable.
 */
export function sortHeroes<Hero extends SortableHero>(
  heroes: readonly Hero[],
  sorts: readonly HeroSort[],
  context: HeroSortContext,
): readonly Hero[] {
  if (sorts.length === 0) return heroes
  return heroes
    .map((hero, index) => ({ hero, index }))
    .sort((left, right) => {
      for (const sort of sorts) {
        const result = compareOn(sort.key, left.hero, right.hero, context)
        if (result === null) {
          // One value is missing: it goes last in either direction.
          return isMissing(sort.key, left.hero) ? 1 : -1
        }
        if (result !== 0) return sort.direction === 'asc' ? result : -result
      }
      return left.index - right.index
    })
    .map((entry) => entry.hero)
}

/**
 * The next sort after a click on a column (reference §2.2): a new key is added ascending at
 * the end; ascending becomes descending; descending removes the key.
 */
export function toggleHeroSort(sorts: readonly HeroSort[], key: HeroSortKey): readonly HeroSort[] {
  const current = sorts.find((sort) => sort.key === key)
  if (current === undefined) return [...sorts, { key, direction: 'asc' }]
  if (current.direction === 'asc')
    return sorts.map((sort) => (sort.key === key ? { key, direction: 'desc' } : sort))
  return sorts.filter((sort) => sort.key !== key)
}
