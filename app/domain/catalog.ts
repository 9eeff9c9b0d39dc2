import {
  AVAILABILITY_CATEGORIES,
  type AvailabilityCategory,
  getAvailabilityCategory,
  type LowestRarities,
} from './availability.ts'
import type { Banner, HeroicGrailsEntry } from './banner.ts'
import { type HeroId, MOVE_TYPES, type MoveType } from './hero.ts'
import { sortByText } from './search.ts'
import {
  COLOURS,
  type Colour,
  getColour,
  getWeaponFamily,
  WEAPON_TYPES,
  type WeaponFamily,
  type WeaponType,
} from './weapon.ts'

// The catalog of heroes (reference §2.5, §3.10): the game's order, the owned/total recap,
// banners in date order and the Heroic Grails shop's orders.

/** What the catalog needs of a hero. */
export type CatalogHero = {
  readonly id: HeroId
  /** Game of origin (2 digits), then the character's order in it (10 digits). */
  readonly origin: string
  readonly heroNumber: number
  readonly weaponType: WeaponType
  readonly moveType: MoveType
  readonly releaseDate: string
  readonly lowestRarities: LowestRarities
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** The in-game catalog order: game of origin, then character order, then hero number. */
export function compareCatalogOrder(a: CatalogHero, b: CatalogHero): number {
  return compareText(a.origin, b.origin) || a.heroNumber - b.heroNumber
}

export function sortCatalog<Hero extends CatalogHero>(heroes: readonly Hero[]): readonly Hero[] {
  return [...heroes].sort(compareCatalogOrder)
}

/** One cell of the recap: the heroes counted there and how many of them are owned. */
export type RecapCell = { readonly heroIds: readonly HeroId[]; readonly owned: number }

export type RecapLine = {
  readonly byColour: Readonly<Record<Colour, RecapCell>>
  readonly total: RecapCell
}

export type CatalogRecap = {
  /** Every availability category (reference order, "Heroic Grails 5★" included), even empty. */
  readonly rows: readonly (RecapLine & { readonly category: AvailabilityCategory })[]
  readonly totals: RecapLine
}

function emptyLine(): { byColour: Record<Colour, HeroId[]>; total: HeroId[] } {
  return { byColour: { red: [], blue: [], green: [], colorless: [] }, total: [] }
}

function countLine(
  line: { byColour: Record<Colour, HeroId[]>; total: HeroId[] },
  owned: ReadonlySet<HeroId>,
): RecapLine {
  const cell = (heroIds: HeroId[]): RecapCell => ({
    heroIds,
    owned: heroIds.reduce((count, id) => count + (owned.has(id) ? 1 : 0), 0),
  })
  return {
    byColour: {
      red: cell(line.byColour.red),
      blue: cell(line.byColour.blue),
      green: cell(line.byColour.green),
      colorless: cell(line.byColour.colorless),
    },
    total: cell(line.total),
  }
}

/** Owned / total by availability category × colour, with totals (reference §2.5). */
export function recapCatalog(
  heroes: readonly CatalogHero[],
  owned: ReadonlySet<HeroId>,
): CatalogRecap {
  const lines = new Map(AVAILABILITY_CATEGORIES.map((category) => [category, emptyLine()]))
  const totals = emptyLine()
  for (const hero of heroes) {
    const line = lines.get(getAvailabilityCategory(hero.lowestRarities))
    const colour = getColour(hero.weaponType)
    for (const target of [line, totals]) {
      target?.byColour[colour].push(hero.id)
      target?.total.push(hero.id)
    }
  }
  return {
    rows: AVAILABILITY_CATEGORIES.map((category) => ({
      category,
      ...countLine(lines.get(category) ?? emptyLine(), owned),
    })),
    totals: countLine(totals, owned),
  }
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const MONTH_YEAR = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? (\d{4})\b/gi

/** A banner's sort key: "Mon YYYY" becomes "YYYY-MM", so a series' banners sort by date. */
export function getBannerSortKey(name: string): string {
  return name.replace(MONTH_YEAR, (_, month: string, year: string) => {
    const index = MONTHS.indexOf(month.toLowerCase()) + 1
    return `${year}-${String(index).padStart(2, '0')}`
  })
}

/** Banners by name with their dates as "YYYY-MM", numbers in number order ("Revival 9" < "10"). */
export function sortBanners(banners: readonly Banner[]): readonly Banner[] {
  // Every run of digits padded to the same width compares in number order as text.
  return sortByText(banners, (banner) =>
    getBannerSortKey(banner.name).replace(/\d+/g, (digits) => digits.padStart(12, '0')),
  )
}

/**
 * Weapon order inside a colour for the "type" order (reference §3.10): melee, beast, breath,
 * bow, dagger, tome, staff last.
 */
const TYPE_FAMILY_ORDER: readonly WeaponFamily[] = [
  'sword',
  'lance',
  'axe',
  'beast',
  'breath',
  'bow',
  'dagger',
  'tome',
  'staff',
]

/** Colour first (red, blue, green, colourless), then the weapon order inside the colour. */
export function compareHeroType(a: CatalogHero, b: CatalogHero): number {
  return (
    COLOURS.indexOf(getColour(a.weaponType)) - COLOURS.indexOf(getColour(b.weaponType)) ||
    TYPE_FAMILY_ORDER.indexOf(getWeaponFamily(a.weaponType)) -
      TYPE_FAMILY_ORDER.indexOf(getWeaponFamily(b.weaponType))
  )
}

/** A banner's focus heroes by type (colour, then weapon), then in catalog order. */
export function sortByType<Hero extends CatalogHero>(heroes: readonly Hero[]): readonly Hero[] {
  return [...heroes].sort((a, b) => compareHeroType(a, b) || compareCatalogOrder(a, b))
}

export const GRAILS_SORTS = ['newest', 'added', 'origin', 'type', 'weapon', 'move'] as const
export type GrailsSort = (typeof GRAILS_SORTS)[number]

export type GrailsShopEntry<Hero extends CatalogHero> = HeroicGrailsEntry & { readonly hero: Hero }

/**
 * When a hero reached the shop, for the date orders: the shop's date, then the release date,
 * moved 3 years later for 5★ heroes, who joined the shop three years after their release.
 */
function shopDateOf(entry: GrailsShopEntry<CatalogHero>): string {
  const release = entry.hero.releaseDate
  if (entry.rarity !== 5) return release
  const year = Number(release.slice(0, 4))
  return Number.isFinite(year) ? `${year + 3}${release.slice(4)}` : release
}

function compareAdded(a: GrailsShopEntry<CatalogHero>, b: GrailsShopEntry<CatalogHero>): number {
  return (
    compareText(a.addedAt, b.addedAt) ||
    compareText(shopDateOf(a), shopDateOf(b)) ||
    compareCatalogOrder(a.hero, b.hero)
  )
}

const GRAILS_COMPARE: Readonly<
  Record<GrailsSort, (a: GrailsShopEntry<CatalogHero>, b: GrailsShopEntry<CatalogHero>) => number>
> = {
  newest: (a, b) => -compareAdded(a, b),
  added: compareAdded,
  origin: (a, b) => compareCatalogOrder(a.hero, b.hero),
  type: (a, b) => compareHeroType(a.hero, b.hero) || compareCatalogOrder(a.hero, b.hero),
  weapon: (a, b) =>
    WEAPON_TYPES.indexOf(a.hero.weaponType) - WEAPON_TYPES.indexOf(b.hero.weaponType) ||
    compareCatalogOrder(a.hero, b.hero),
  move: (a, b) =>
    MOVE_TYPES.indexOf(a.hero.moveType) - MOVE_TYPES.indexOf(b.hero.moveType) ||
    compareCatalogOrder(a.hero, b.hero),
}

/** The shop's heroes (entries of unknown heroes left out) in one of its orders. */
export function sortHeroicGrails<Hero extends CatalogHero>(
  entries: readonly HeroicGrailsEntry[],
  heroesById: ReadonlyMap<HeroId, Hero>,
  sort: GrailsSort,
): readonly GrailsShopEntry<Hero>[] {
  return entries
    .flatMap((entry) => {
      const hero = heroesById.get(entry.heroId)
      return hero ? [{ ...entry, hero }] : []
    })
    .sort(GRAILS_COMPARE[sort])
}

/** The list with the hero added at the end, or removed if it was there. */
export function toggleHeroId(heroIds: readonly HeroId[], heroId: HeroId): readonly HeroId[] {
  return heroIds.includes(heroId) ? heroIds.filter((id) => id !== heroId) : [...heroIds, heroId]
}
