import {
  type AvailabilityCategory,
  type LowestRarities,
  listAvailabilityCategories,
} from './availability.ts'
import type { Element, Gender, HeroId, HeroTrait, MoveType, Theme } from './hero.ts'
import { type AccentTable, listHeroSearchTexts, matchesAny, type SearchPattern } from './search.ts'
import type { Slot } from './skill.ts'
import type { StatOrTotal } from './stat.ts'
import type { WeaponType } from './weapon.ts'

/** What the unit filters test of a hero: one row of the heroes list. */
export type FilterableHero = {
  readonly id: HeroId
  readonly name: string
  readonly title: string
  readonly abbreviatedName: string
  readonly weaponType: WeaponType
  readonly moveType: MoveType
  readonly book: number
  readonly games: readonly string[]
  readonly gender: Gender
  readonly hp: number
  readonly atk: number
  readonly spd: number
  readonly def: number
  readonly res: number
  readonly baseStatTotal: number
  readonly element: Element | null
  readonly theme: Theme | null
  readonly traits: readonly HeroTrait[]
  readonly isRefresher: boolean
  readonly hasResplendent: boolean
  readonly isStory: boolean
  readonly isBrave: boolean
  readonly isFallen: boolean
  readonly isTempestTrials: boolean
  readonly isGrandHeroBattle: boolean
  readonly lowestRarities: LowestRarities
  readonly exclusiveSlots: readonly Slot[]
}

/** The availability buttons of the unit filters (reference §2.13 #2): every category but other. */
export const AVAILABILITY_FILTERS = [
  'generic4',
  'heroicGrails4',
  'heroicGrails5',
  'specialHeroes4',
  'generic4SpecialRate',
  'specialHeroes4SpecialRate',
  'generic5',
  'specialHeroes5',
  'limited5',
] as const satisfies readonly AvailabilityCategory[]
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number]

/** A tri-state filter: any hero, only those with the flag, only those without. */
export const TRI_STATES = ['any', 'yes', 'no'] as const
export type TriState = (typeof TRI_STATES)[number]

/** The tri-state flags of the unit filters (reference §2.13 #5). */
export const HERO_FLAGS = [
  'refresher',
  'resplendent',
  'owned',
  'tempestTrials',
  'grandHeroBattle',
  'brave',
  'fallen',
  'story',
] as const
export type HeroFlag = (typeof HERO_FLAGS)[number]

/** The slots the PRF filters ask about (reference §2.13 #6). */
export const EXCLUSIVE_FILTER_SLOTS = [
  'weapon',
  'assist',
  'special',
  'passiveA',
  'passiveB',
  'passiveC',
] as const satisfies readonly Slot[]
export type ExclusiveFilterSlot = (typeof EXCLUSIVE_FILTER_SLOTS)[number]

export type StatRange = { readonly min: number | null; readonly max: number | null }

/** Every unit filter. Empty lists, 'any' and open ranges filter nothing. */
export type HeroFilters = {
  readonly availability: readonly AvailabilityFilter[]
  readonly traits: readonly HeroTrait[]
  readonly elements: readonly Element[]
  readonly flags: Readonly<Partial<Record<HeroFlag, TriState>>>
  readonly exclusive: Readonly<Partial<Record<ExclusiveFilterSlot, TriState>>>
  readonly moveTypes: readonly MoveType[]
  readonly weaponTypes: readonly WeaponType[]
  readonly books: readonly number[]
  readonly games: readonly string[]
  readonly themes: readonly Theme[]
  readonly genders: readonly Gender[]
  readonly statRanges: Readonly<Partial<Record<StatOrTotal, StatRange>>>
}

export const EMPTY_HERO_FILTERS: HeroFilters = {
  availability: [],
  traits: [],
  elements: [],
  flags: {},
  exclusive: {},
  moveTypes: [],
  weaponTypes: [],
  books: [],
  games: [],
  themes: [],
  genders: [],
  statRanges: {},
}

/** What the filters need beyond the hero: the player's owned heroes. */
export type HeroFilterContext = { readonly ownedHeroIds: ReadonlySet<HeroId> }

function hasFlag(hero: FilterableHero, flag: HeroFlag, context: HeroFilterContext): boolean {
  switch (flag) {
    case 'refresher':
      return hero.isRefresher
    case 'resplendent':
      return hero.hasResplendent
    case 'owned':
      return context.ownedHeroIds.has(hero.id)
    case 'tempestTrials':
      return hero.isTempestTrials
    case 'grandHeroBattle':
      return hero.isGrandHeroBattle
    case 'brave':
      return hero.isBrave
    case 'fallen':
      return hero.isFallen
    case 'story':
      return hero.isStory
    default: {
      const unknown: never = flag
      throw new Error(`Unknown hero flag ${String(unknown)}`)
    }
  }
}

function matchesTriState(state: TriState | undefined, value: boolean): boolean {
  return state === undefined || state === 'any' || (state === 'yes') === value
}

function matchesAnyOf<Value>(selected: readonly Value[], values: readonly Value[]): boolean {
  return selected.length === 0 || values.some((value) => selected.includes(value))
}

/** One value against a group's choices, without an array per hero (the list runs per request). */
function matchesOneOf<Value>(selected: readonly Value[], value: Value | null): boolean {
  return selected.length === 0 || (value !== null && selected.includes(value))
}

function matchesRange(range: StatRange | undefined, value: number): boolean {
  if (range === undefined) return true
  return (range.min === null || value >= range.min) && (range.max === null || value <= range.max)
}

/**
 * Whether a hero passes every filter group (reference §2.13): groups combine with AND, the
 * choices within a group with OR; a hero in several pools matches if any of them does.
 */
export function matchesHeroFilters(
  hero: FilterableHero,
  filters: HeroFilters,
  context: HeroFilterContext,
): boolean {
  if (filters.availability.length > 0) {
    const categories = listAvailabilityCategories(hero.lowestRarities)
    if (!matchesAnyOf<AvailabilityCategory>(filters.availability, categories)) return false
  }
  if (!matchesAnyOf(filters.traits, hero.traits)) return false
  if (!matchesOneOf(filters.elements, hero.element)) return false
  for (const flag of Object.keys(filters.flags) as HeroFlag[]) {
    if (!matchesTriState(filters.flags[flag], hasFlag(hero, flag, context))) return false
  }
  for (const slot of Object.keys(filters.exclusive) as ExclusiveFilterSlot[]) {
    if (!matchesTriState(filters.exclusive[slot], hero.exclusiveSlots.includes(slot))) return false
  }
  if (!matchesOneOf(filters.moveTypes, hero.moveType)) return false
  if (!matchesOneOf(filters.weaponTypes, hero.weaponType)) return false
  if (!matchesOneOf(filters.books, hero.book)) return false
  if (!matchesAnyOf(filters.games, hero.games)) return false
  if (!matchesOneOf(filters.themes, hero.theme)) return false
  if (!matchesOneOf(filters.genders, hero.gender)) return false
  for (const stat of Object.keys(filters.statRanges) as StatOrTotal[]) {
    if (!matchesRange(filters.statRanges[stat], hero[stat])) return false
  }
  return true
}

/** How many filter groups narrow the list (the count on the phone's filter button). */
export function countActiveHeroFilters(filters: HeroFilters): number {
  const isActiveState = (state: TriState | undefined) => state !== undefined && state !== 'any'
  const isActiveRange = (range: StatRange | undefined) =>
    range !== undefined && (range.min !== null || range.max !== null)
  return (
    [
      filters.availability,
      filters.traits,
      filters.elements,
      filters.moveTypes,
      filters.weaponTypes,
      filters.books,
      filters.games,
      filters.themes,
      filters.genders,
    ].filter((list) => list.length > 0).length +
    Object.values(filters.flags).filter(isActiveState).length +
    Object.values(filters.exclusive).filter(isActiveState).length +
    Object.values(filters.statRanges).filter(isActiveRange).length
  )
}

/** "Name: Title", as the data spells a hero's full name. */
export function formatHeroFullName(hero: Pick<FilterableHero, 'name' | 'title'>): string {
  return `${hero.name}: ${hero.title}`
}

/**
 * The texts a name search looks in (reference §1.7): the full name, "abbreviation [title]",
 * the community abbreviation, and their accent-free spellings.
 */
export function listFilterableHeroTexts(
  hero: Pick<FilterableHero, 'name' | 'title' | 'abbreviatedName'>,
  accents: AccentTable,
): readonly string[] {
  return listHeroSearchTexts(
    {
      fullName: formatHeroFullName(hero),
      abbreviatedName: hero.abbreviatedName,
      title: hero.title,
    },
    accents,
  )
}

/**
 * The heroes that pass the name pattern (null: no search) and every filter, in their order.
 * `textsOf` gives each hero's search texts (computed once by the caller).
 */
export function filterHeroes<Hero extends FilterableHero>(
  heroes: readonly Hero[],
  options: {
    readonly pattern: SearchPattern | null
    readonly textsOf: (hero: Hero) => readonly string[]
    readonly filters: HeroFilters
    readonly context: HeroFilterContext
  },
): readonly Hero[] {
  const { pattern, textsOf, filters, context } = options
  // The usual request (no search, no filter) keeps every hero without testing 1,400 of them.
  if (pattern === null && countActiveHeroFilters(filters) === 0) return heroes
  return heroes.filter(
    (hero) =>
      (pattern === null || matchesAny(pattern, textsOf(hero))) &&
      matchesHeroFilters(hero, filters, context),
  )
}
