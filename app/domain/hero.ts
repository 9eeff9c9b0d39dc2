import type { Stat, StatLine } from './stat.ts'
import type { Version } from './version.ts'
import type { WeaponType } from './weapon.ts'

/** The game's own hero id (upstream `id`, e.g. `PID_アベル`); stable across updates. */
export type HeroId = string & { readonly __brand: 'HeroId' }

export const MOVE_TYPES = ['infantry', 'armored', 'cavalry', 'flying'] as const
export type MoveType = (typeof MOVE_TYPES)[number]

/** Legendary elements (Fire, Water, Wind, Earth) then mythic ones (Light, Dark, Astra, Anima). */
export const LEGENDARY_ELEMENTS = ['fire', 'water', 'wind', 'earth'] as const
export const MYTHIC_ELEMENTS = ['light', 'dark', 'astra', 'anima'] as const
export const ELEMENTS = [...LEGENDARY_ELEMENTS, ...MYTHIC_ELEMENTS] as const
export type LegendaryElement = (typeof LEGENDARY_ELEMENTS)[number]
export type MythicElement = (typeof MYTHIC_ELEMENTS)[number]
export type Element = (typeof ELEMENTS)[number]

/**
 * The game's gender codes. Duo and harmonized heroes have two letters (one per character);
 * N is neither.
 */
export const GENDERS = ['F', 'M', 'N', 'FF', 'FM', 'MF', 'MM', 'NF'] as const
export type Gender = (typeof GENDERS)[number]

/** Seasonal themes, from the hero's release event. */
export const THEMES = [
  'newYear',
  'desert',
  'hostileSprings',
  'dayOfDevotion',
  'spring',
  'kids',
  'picnic',
  'wedding',
  'summer',
  'hotSprings',
  'pirates',
  'tea',
  'thieves',
  'cheerleaders',
  'dance',
  'nations',
  // "S12" in the glossary prefixes; upstream gives the code only.
  's12',
  'halloween',
  'ninjas',
  'winter',
  'ilia',
] as const
export type Theme = (typeof THEMES)[number]

/**
 * Traits of limited heroes, as the game and the units filters name them. A hero may have
 * several (a legendary hero that is also rearmed…).
 */
export const HERO_TRAITS = [
  'legendary',
  'mythic',
  'chosen',
  'duo',
  'harmonized',
  'ascended',
  'rearmed',
  'attuned',
  'emblem',
  'aided',
  'entwined',
] as const
export type HeroTrait = (typeof HERO_TRAITS)[number]

/** The inputs of every stat calculation, as the game defines a hero's stats. */
export type HeroStatsInput = {
  /** Level-1 stats at 5★, neutral (no asset, no flaw). */
  readonly level1: StatLine
  /** Growth rates in percent, neutral, before the rarity multiplier. */
  readonly growthRates: StatLine
}

export type Hero = {
  readonly id: HeroId
  /** Its name in the site's links (`?unit=abel-the-panther`): unique, given by the importer (slug.ts). */
  readonly slug: string
  /** In-game hero number (upstream `id_int`): the catalog order within a game. */
  readonly heroNumber: number
  readonly name: string
  readonly title: string
  /** "Name: Title", unique. */
  readonly fullName: string
  /** Community abbreviation ("B!Lucina", "L!Ike"). */
  readonly abbreviatedName: string
  readonly gender: Gender
  readonly weaponType: WeaponType
  readonly moveType: MoveType
  readonly games: readonly string[]
  /** Catalog sort key: game order then character order (upstream `origin`). */
  readonly origin: string
  /** Book of the story in which the hero was added (1–10…). */
  readonly book: number
  readonly version: Version
  /** ISO date (YYYY-MM-DD) the hero entered the game's data. */
  readonly additionDate: string
  /** ISO date (YYYY-MM-DD) the hero could first be had. */
  readonly releaseDate: string
  /** The legendary, mythic or chosen hero's blessing; null for others. */
  readonly element: Element | null
  readonly theme: Theme | null
  readonly traits: readonly HeroTrait[]
  /** Can Sing or Dance. */
  readonly isRefresher: boolean
  readonly hasResplendent: boolean
  /** The Askr trio (Alfonse, Sharena, Anna of the story): they cannot be merged. */
  readonly isStory: boolean
  /** Choose Your Legends ("Brave") hero. */
  readonly isBrave: boolean
  readonly isFallen: boolean
  /** Obtained from Tempest Trials. */
  readonly isTempestTrials: boolean
  /** Obtained from a Grand Hero Battle. */
  readonly isGrandHeroBattle: boolean
  /** A Special Hero (seasonal): summoned on special banners only. */
  readonly isSpecial: boolean
  /** Maximum number of dragonflowers (each one adds 1 to one stat). */
  readonly maxDragonflowers: number
  readonly stats: HeroStatsInput
  /** The duo or legendary hero's "Duel" score printed by the game; null if none. */
  readonly duelScore: number | null
  /** The chosen hero's "Clash" score; null if none. */
  readonly clashScore: number | null
  readonly ratings: HeroRatings | null
}

/** Third-party (Game8) ratings: credit Game8 wherever they are shown. */
export type HeroRatings = {
  /** "7.0" to "9.9", kept as printed. */
  readonly rating: string | null
  /** 'neutral' when Game8 recommends no asset; null when it says nothing. */
  readonly recommendedAsset: Stat | 'neutral' | null
  readonly recommendedFlaw: Stat | 'neutral' | null
  /** The asset recommended at +10 merges; null when Game8 says nothing. */
  readonly recommendedMergedAsset: Stat | null
}

export function hasTrait(hero: Pick<Hero, 'traits'>, trait: HeroTrait): boolean {
  return hero.traits.includes(trait)
}
