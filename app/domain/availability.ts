import type { HeroId } from './hero.ts'

/**
 * Where a hero can be had. Upstream short keys (gsp, ssp, hg, dc, ldc, foc) stay in `data/`.
 * - genericSummonPool: every banner may give it (3★/4★, 4★ SR, 5★).
 * - specialHeroes: the special summon pool of seasonal heroes (4★, 4★ SHSR, 5★).
 * - heroicGrails: the Heroic Grails shop (Grand Hero Battle and Tempest Trials heroes).
 * - divineCodes: the permanent Divine Codes catalogue (always 5★).
 * - limitedDivineCodes: the monthly limited Divine Codes (4★ or 5★).
 * - focusOnly: limited 5★ heroes (legendary, mythic, rearmed…), only when in focus.
 */
export const POOLS = [
  'genericSummonPool',
  'specialHeroes',
  'heroicGrails',
  'divineCodes',
  'limitedDivineCodes',
  'focusOnly',
] as const
export type Pool = (typeof POOLS)[number]

/**
 * The lowest rarity at which a hero is had in a pool. 4.5 is the 4★ special rate ("4★ SR",
 * "4★ SHSR"): a 4★ hero that only comes from the 4★ special-rate slot, dearer than 4★.
 */
export const OBTAINABLE_RARITIES = [1, 2, 3, 4, 4.5, 5] as const
export type ObtainableRarity = (typeof OBTAINABLE_RARITIES)[number]

export type LowestRarities = Readonly<Partial<Record<Pool, ObtainableRarity>>>

/** A part of the permanent Divine Codes catalogue ("Part 1 – Heroes – 400 codes"). */
export type DivineCodesPart = {
  readonly number: number
  readonly title: string
  readonly cost: number
}

/** A month of limited Divine Codes in which the hero is offered. */
export type LimitedDivineCodesMonth = {
  readonly year: number
  /** 1–12. */
  readonly month: number
  readonly rarity: 4 | 5
  readonly cost: number
}

export type DivineCodes = {
  readonly normal: readonly DivineCodesPart[]
  readonly limited: readonly LimitedDivineCodesMonth[]
}

export type HeroAvailability = {
  readonly heroId: HeroId
  /** Only the pools the hero is in. */
  readonly lowestRarities: LowestRarities
  readonly divineCodes: DivineCodes
}

/**
 * One category per hero, for the catalog recap and filters, in priority order: the generic
 * pool first, then special heroes, heroic grails, focus-only ("5★ Limited"), else other.
 */
export const AVAILABILITY_CATEGORIES = [
  'generic4',
  'generic4SpecialRate',
  'generic5',
  'specialHeroes4',
  'specialHeroes4SpecialRate',
  'specialHeroes5',
  'heroicGrails4',
  'heroicGrails5',
  'limited5',
  'other',
] as const
export type AvailabilityCategory = (typeof AVAILABILITY_CATEGORIES)[number]

/**
 * Where bridge fodder (the lower tiers of a skill) may come from, as the Fodder tab asks:
 * generic ≤ 4★, 4★ SR, 5★; special heroes 4★, 4★ SHSR, 5★; heroic grails 4★, 5★; divine codes.
 */
export const FODDER_SOURCES = [
  'generic4',
  'generic4SpecialRate',
  'generic5',
  'specialHeroes4',
  'specialHeroes4SpecialRate',
  'specialHeroes5',
  'heroicGrails4',
  'heroicGrails5',
  'divineCodes',
] as const
export type FodderSource = (typeof FODDER_SOURCES)[number]

/** The Fodder tab's default columns, cheapest first (reference §3.5). */
export const DEFAULT_FODDER_SOURCES = [
  'generic4',
  'heroicGrails4',
  'specialHeroes4',
  'generic4SpecialRate',
  'specialHeroes4SpecialRate',
] as const satisfies readonly FodderSource[]

/** The game's limit of skills inherited from one fodder in one go. */
export const INHERIT_SLOTS = 5
