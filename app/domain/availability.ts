import type { HeroId } from './hero.ts'
import type { HeroSkill, SkillId } from './skill.ts'
import type { Rarity } from './stat.ts'

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

/**
 * The Fodder tab's presets (reference §3.5): without divine codes (the default), divine codes
 * before 4★ special heroes, or after them.
 */
export const FODDER_SOURCE_PRESETS = {
  withoutDivineCodes: DEFAULT_FODDER_SOURCES,
  divineCodesFirst: [
    'generic4',
    'heroicGrails4',
    'divineCodes',
    'specialHeroes4',
    'generic4SpecialRate',
    'specialHeroes4SpecialRate',
  ],
  specialHeroesFirst: [
    'generic4',
    'heroicGrails4',
    'specialHeroes4',
    'divineCodes',
    'generic4SpecialRate',
    'specialHeroes4SpecialRate',
  ],
} as const satisfies Readonly<Record<string, readonly FodderSource[]>>
export type FodderSourcePreset = keyof typeof FODDER_SOURCE_PRESETS

/** The sources a custom list is built from (reference §3.5). */
export const CUSTOM_FODDER_SOURCES = [
  'generic4',
  'generic4SpecialRate',
  'specialHeroes4',
  'specialHeroes4SpecialRate',
  'heroicGrails4',
  'heroicGrails5',
  'divineCodes',
] as const satisfies readonly FodderSource[]

/** The game's limit of skills inherited from one fodder in one go. */
export const INHERIT_SLOTS = 5

/** The lowest rarity over every pool; null when the hero or skill is in none. */
export function getLowestRarity(lowestRarities: LowestRarities): ObtainableRarity | null {
  const rarities = POOLS.flatMap((pool) => lowestRarities[pool] ?? [])
  return rarities.length === 0 ? null : (Math.min(...rarities) as ObtainableRarity)
}

/**
 * One category (reference §3.3), in priority order: generic pool (3★/4★, 4★ SR, 5★) >
 * special heroes (4★, 4★ SHSR, 5★) > heroic grails (4★, 5★) > focus only ("5★ Limited") >
 * other. Divine codes alone make "other".
 */
export function getAvailabilityCategory(lowestRarities: LowestRarities): AvailabilityCategory {
  const generic = lowestRarities.genericSummonPool
  if (generic !== undefined) {
    if (generic <= 4) return 'generic4'
    return generic === 4.5 ? 'generic4SpecialRate' : 'generic5'
  }
  const special = lowestRarities.specialHeroes
  if (special !== undefined) {
    if (special <= 4) return 'specialHeroes4'
    return special === 4.5 ? 'specialHeroes4SpecialRate' : 'specialHeroes5'
  }
  const grails = lowestRarities.heroicGrails
  if (grails !== undefined) return grails <= 4 ? 'heroicGrails4' : 'heroicGrails5'
  if (lowestRarities.focusOnly !== undefined) return 'limited5'
  return 'other'
}

/**
 * Every category a hero or skill belongs to, one per pool it is in, for the availability
 * filter (reference §2.13: a hero matches a button when any of its pools does).
 */
export function listAvailabilityCategories(
  lowestRarities: LowestRarities,
): readonly AvailabilityCategory[] {
  const categories = [
    lowestRarities.genericSummonPool === undefined
      ? null
      : getAvailabilityCategory({ genericSummonPool: lowestRarities.genericSummonPool }),
    lowestRarities.specialHeroes === undefined
      ? null
      : getAvailabilityCategory({ specialHeroes: lowestRarities.specialHeroes }),
    lowestRarities.heroicGrails === undefined
      ? null
      : getAvailabilityCategory({ heroicGrails: lowestRarities.heroicGrails }),
    lowestRarities.focusOnly === undefined ? null : 'limited5',
  ].filter((category): category is AvailabilityCategory => category !== null)
  return categories.length === 0 ? ['other'] : categories
}

/** The sort score of a hero or skill found in no pool: after every available one. */
export const NOT_AVAILABLE_SORT_SCORE = 1000

/**
 * Sort score per category, lower is cheaper (reference §3.3): generic 3★/4★ 5, heroic grails
 * 4★ 11 and 5★ 12, special 4★ 40, generic 4★ SR 50, special 4★ SHSR 60, generic 5★ 70, focus
 * only 80, special 5★ 90, nowhere 1000. Divine codes do not count, as in the reference.
 */
const CATEGORY_SORT_SCORES: Readonly<Record<AvailabilityCategory, number>> = {
  generic4: 5,
  heroicGrails4: 11,
  heroicGrails5: 12,
  specialHeroes4: 40,
  generic4SpecialRate: 50,
  specialHeroes4SpecialRate: 60,
  generic5: 70,
  limited5: 80,
  specialHeroes5: 90,
  other: NOT_AVAILABLE_SORT_SCORE,
}

/** The categories cheapest first: the cost order the peeler sorts donors by and explains. */
export const COST_ORDER: readonly AvailabilityCategory[] = [...AVAILABILITY_CATEGORIES].sort(
  (a, b) => CATEGORY_SORT_SCORES[a] - CATEGORY_SORT_SCORES[b],
)

/** The cheapest category of a hero or skill over all its pools ('other' when in none). */
export function getCheapestCategory(lowestRarities: LowestRarities): AvailabilityCategory {
  return listAvailabilityCategories(lowestRarities).reduce((best, category) =>
    CATEGORY_SORT_SCORES[category] < CATEGORY_SORT_SCORES[best] ? category : best,
  )
}

/** Sort score of a hero or skill, lower is cheaper: its cheapest category's. */
export function calculateAvailabilitySortScore(lowestRarities: LowestRarities): number {
  return CATEGORY_SORT_SCORES[getCheapestCategory(lowestRarities)]
}

function toWholeRarity(rarity: ObtainableRarity): Rarity {
  return rarity === 4.5 ? 5 : rarity
}

/**
 * The lowest whole rarity a hero is summoned or bought at, for catalog frames (reference
 * §3.3): 4★ special rate counts as 5★ there; divine codes do not count. Null if none.
 */
export function getMinimumObtainableRarity(lowestRarities: LowestRarities): Rarity | null {
  const rarities = (['genericSummonPool', 'specialHeroes', 'heroicGrails', 'focusOnly'] as const)
    .flatMap((pool) => lowestRarities[pool] ?? [])
    .map(toWholeRarity)
  return rarities.length === 0 ? null : (Math.min(...rarities) as Rarity)
}

/**
 * 5★-locked (reference §3.3): no pool, divine codes included, gives it at 4★ or below.
 * Nothing known counts as locked. For a skill, pass its owners' lowest rarities.
 */
export function isFiveStarLocked(lowestRarities: LowestRarities): boolean {
  const lowest = getLowestRarity(lowestRarities)
  return lowest === null || lowest > 4
}

/** An owner of a skill, with the rarities at which it has it and at which it can be had. */
export type SkillOwner = {
  readonly heroId: HeroId
  readonly unlockRarity: Rarity
  readonly defaultRarity: Rarity | null
  readonly lowestRarities: LowestRarities
}

/** The owners of a skill, from the hero–skill links and the heroes' availabilities. */
export function findSkillOwners(options: {
  readonly skillId: SkillId
  readonly heroSkills: readonly HeroSkill[]
  readonly availabilities: ReadonlyMap<HeroId, HeroAvailability>
}): readonly SkillOwner[] {
  return options.heroSkills
    .filter((link) => link.skillId === options.skillId)
    .map((link) => ({
      heroId: link.heroId,
      unlockRarity: link.unlockRarity,
      defaultRarity: link.defaultRarity,
      lowestRarities: options.availabilities.get(link.heroId)?.lowestRarities ?? {},
    }))
}

/**
 * The rarity at which an owner gives a skill, per pool: the hero must be had AND hold the
 * skill, so a 3★ hero that unlocks it at 5★ gives it at 5★ (fixes reference bug §7.2 #23).
 * A 4★ SR hero unlocking it at 4★ stays 4★ SR.
 */
export function getRarityWithSkill(
  obtained: ObtainableRarity,
  unlockRarity: Rarity,
): ObtainableRarity {
  return obtained >= unlockRarity ? obtained : unlockRarity
}

/**
 * Per pool, the lowest rarity at which some owner gives the skill (fixes §7.2 #23). With
 * `whenObtained`, the reference's `olrwo`: the owners' rarity when obtained, unlock ignored.
 */
export function calculateOwnersLowestRarities(
  owners: readonly Pick<SkillOwner, 'unlockRarity' | 'lowestRarities'>[],
  options: { readonly whenObtained?: boolean } = {},
): LowestRarities {
  const result: Partial<Record<Pool, ObtainableRarity>> = {}
  for (const owner of owners) {
    for (const pool of POOLS) {
      const obtained = owner.lowestRarities[pool]
      if (obtained === undefined) continue
      const rarity = options.whenObtained
        ? obtained
        : getRarityWithSkill(obtained, owner.unlockRarity)
      const current = result[pool]
      if (current === undefined || rarity < current) result[pool] = rarity
    }
  }
  return result
}

/** Owners cheapest first (sort score at the rarity they have the skill), then by unlock rarity. */
export function sortOwnersByAvailability<Owner extends SkillOwner>(
  owners: readonly Owner[],
): readonly Owner[] {
  const key = (owner: Owner): number =>
    calculateAvailabilitySortScore(calculateOwnersLowestRarities([owner]))
  return [...owners].sort((a, b) => key(a) - key(b) || a.unlockRarity - b.unlockRarity)
}

/** The divine codes of several heroes together (a skill's owners), without duplicates. */
export function mergeDivineCodes(list: readonly DivineCodes[]): DivineCodes {
  const normal = new Map<number, DivineCodesPart>()
  const limited = new Map<string, LimitedDivineCodesMonth>()
  for (const codes of list) {
    for (const part of codes.normal) if (!normal.has(part.number)) normal.set(part.number, part)
    for (const month of codes.limited) {
      const key = `${month.year}-${month.month}-${month.rarity}`
      if (!limited.has(key)) limited.set(key, month)
    }
  }
  return {
    normal: [...normal.values()].sort((a, b) => a.number - b.number),
    limited: [...limited.values()].sort(
      (a, b) => a.year - b.year || a.month - b.month || a.rarity - b.rarity,
    ),
  }
}
