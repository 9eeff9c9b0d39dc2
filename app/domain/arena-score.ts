import type { Element, Hero } from './hero.ts'
import type { Skill, Slot } from './skill.ts'
import type { Rarity } from './stat.ts'
import { getWeaponFamily, type WeaponType } from './weapon.ts'

/** The slots whose SP the arena counts (reference §3.1): every equipped slot but X. */
export const ARENA_SP_SLOTS = [
  'weapon',
  'assist',
  'special',
  'passiveA',
  'passiveB',
  'passiveC',
  'sacredSeal',
] as const satisfies readonly Slot[]
export type ArenaSpSlot = (typeof ARENA_SP_SLOTS)[number]

/**
 * The highest SP any hero can inherit into each slot (reference §3.1): a refined arcane
 * weapon 350, Assist 400, Special 500, A 300, B 400, C 300, seal 300.
 */
export const INHERITABLE_SP_CAPS: Readonly<Record<ArenaSpSlot, number>> = {
  weapon: 350,
  assist: 400,
  special: 500,
  passiveA: 300,
  passiveB: 400,
  passiveC: 300,
  sacredSeal: 300,
}

/** Beasts have no 300-SP sacred seal: their best seal costs 240 (reference §3.1). */
export const BEAST_SACRED_SEAL_SP_CAP = 240

/** Duel A skills: the visible BST each tier gives at 5★ level 40 (reference §3.2). */
export const DUEL_SKILL_BASE_STAT_TOTALS = { 1: 160, 2: 165, 3: 170, 4: 180 } as const
/** Tier 4 gives 175 to legendary and mythic heroes. */
export const DUEL_SKILL_LEGENDARY_BASE_STAT_TOTAL = 175
export type DuelSkillTier = keyof typeof DUEL_SKILL_BASE_STAT_TOTALS

export type ArenaHero = Pick<
  Hero,
  'weaponType' | 'moveType' | 'traits' | 'isStory' | 'duelScore' | 'clashScore'
>

export type SkillSp = Pick<Skill, 'category' | 'sp' | 'refinesMaxSp'>

function isLegendaryOrMythic(hero: Pick<Hero, 'traits'>): boolean {
  return hero.traits.includes('legendary') || hero.traits.includes('mythic')
}

/** Story heroes (the Askr trio) cannot be merged (reference §3.1). */
export function getMaxMerges(hero: Pick<Hero, 'isStory'>): number {
  return hero.isStory ? 0 : 10
}

/**
 * The highest base stat total a hero reaches for the arena: neutral BST plus the asset's 3,
 * or 4 with a superboon; the flaw is gone once merged. Story heroes cannot be merged, so
 * they keep neutral stats (reference §3.1).
 */
export function calculateMaxBaseStatTotal(options: {
  readonly baseStatTotal: number
  readonly hasSuperboon: boolean
  readonly isStory: boolean
}): number {
  if (options.isStory) return options.baseStatTotal
  return options.baseStatTotal + (options.hasSuperboon ? 4 : 3)
}

/** The visible BST a tier-4 Duel skill gives the hero; null for armored heroes, who have none. */
export function getDuelSkillBaseStatTotal(
  hero: Pick<Hero, 'moveType' | 'traits'>,
  tier: DuelSkillTier = 4,
): number | null {
  if (hero.moveType === 'armored') return null
  if (tier === 4 && isLegendaryOrMythic(hero)) return DUEL_SKILL_LEGENDARY_BASE_STAT_TOTAL
  return DUEL_SKILL_BASE_STAT_TOTALS[tier]
}

/**
 * The visible BST of the best build (reference §3.1): the highest of the max BST, the
 * game's Duel score (duo, legendary), Clash score (chosen) and a tier-4 Duel skill.
 */
export function calculateMaxVisibleBaseStatTotal(
  hero: ArenaHero,
  maxBaseStatTotal: number,
): number {
  return Math.max(
    maxBaseStatTotal,
    hero.duelScore ?? 0,
    hero.clashScore ?? 0,
    getDuelSkillBaseStatTotal(hero) ?? 0,
  )
}

/** What a skill is worth in the arena: its SP, or its best refine's. */
export function getArenaSp(skill: Pick<Skill, 'sp' | 'refinesMaxSp'>): number {
  return Math.max(skill.sp ?? 0, skill.refinesMaxSp ?? 0)
}

function getSpCap(slot: ArenaSpSlot, weaponType: WeaponType): number {
  if (slot === 'sacredSeal' && getWeaponFamily(weaponType) === 'beast') {
    return BEAST_SACRED_SEAL_SP_CAP
  }
  return INHERITABLE_SP_CAPS[slot]
}

/**
 * The most SP a hero can equip: per slot, the best of its own skills (exclusive weapons
 * reach 400) or the inheritable cap (reference §3.1).
 */
export function calculateSkillsMaxSp(options: {
  readonly weaponType: WeaponType
  readonly ownSkills: readonly SkillSp[]
}): number {
  return ARENA_SP_SLOTS.reduce((total, slot) => {
    const own = options.ownSkills
      .filter((skill) => skill.category === slot)
      .reduce((best, skill) => Math.max(best, getArenaSp(skill)), 0)
    return total + Math.max(own, getSpCap(slot, options.weaponType))
  }, 0)
}

/** Base score of a 1★–5★ hero before level: 47, 49, 51, 53, 55 (reference §3.2). */
const RARITY_BASE_SCORES: Readonly<Record<Rarity, number>> = { 1: 47, 2: 49, 3: 51, 4: 53, 5: 55 }
/** Level factor numerators, over 39: 5★ gives floor(91 × 40 / 39) = 93 at level 40. */
const LEVEL_FACTORS: Readonly<Record<Rarity, number>> = { 1: 68, 2: 73, 3: 79, 4: 84, 5: 91 }

/** A team's base score on top of which the heroes' scores are averaged. */
export const ARENA_TEAM_BASE_SCORE = 150

/**
 * One hero's arena base score before blessings (reference §3.2): rarity base + level score
 * + 2 × merges + floor(SP / 100) + floor(visible BST / 5).
 */
export function calculateHeroBaseScore(options: {
  readonly rarity: Rarity
  readonly level: number
  readonly merges: number
  readonly sp: number
  readonly visibleBaseStatTotal: number
}): number {
  return (
    RARITY_BASE_SCORES[options.rarity] +
    Math.floor((LEVEL_FACTORS[options.rarity] * options.level) / 39) +
    2 * options.merges +
    Math.floor(options.sp / 100) +
    Math.floor(options.visibleBaseStatTotal / 5)
  )
}

/** The terms of a maximum arena score, for pages that explain how it is reached. */
export type MaxArenaScoreParts = {
  readonly merges: number
  readonly skillsMaxSp: number
  readonly visibleBaseStatTotal: number
  /** Whether a Duel skill is what sets the visible BST. */
  readonly usesDuelSkill: boolean
  readonly baseScore: number
  readonly score: number
}

/**
 * The highest arena score a hero can reach as the bonus hero (reference §3.1): 5★ level 40,
 * all merges, max SP, max visible BST, doubled: 2 × (150 + base score). Abel gives 760.
 */
export function calculateMaxArenaScoreParts(options: {
  readonly hero: ArenaHero
  readonly skillsMaxSp: number
  readonly maxBaseStatTotal: number
}): MaxArenaScoreParts {
  const merges = getMaxMerges(options.hero)
  const visibleBaseStatTotal = calculateMaxVisibleBaseStatTotal(
    options.hero,
    options.maxBaseStatTotal,
  )
  const baseScore = calculateHeroBaseScore({
    rarity: 5,
    level: 40,
    merges,
    sp: options.skillsMaxSp,
    visibleBaseStatTotal,
  })
  return {
    merges,
    skillsMaxSp: options.skillsMaxSp,
    visibleBaseStatTotal,
    usesDuelSkill: needsDuelSkill(options.hero, options.maxBaseStatTotal),
    baseScore,
    score: 2 * (ARENA_TEAM_BASE_SCORE + baseScore),
  }
}

export function calculateMaxArenaScore(options: {
  readonly hero: ArenaHero
  readonly skillsMaxSp: number
  readonly maxBaseStatTotal: number
}): number {
  return calculateMaxArenaScoreParts(options).score
}

/**
 * The visible BST of any build (reference §3.2): the BST, or more from the game's Duel
 * score and an equipped Duel skill (both at 5★ level 40 only) or the Clash score (pass it
 * only while the chosen hero's element is in season).
 */
export function calculateVisibleBaseStatTotal(options: {
  readonly hero: Pick<Hero, 'moveType' | 'traits' | 'duelScore'>
  readonly baseStatTotal: number
  readonly rarity: Rarity
  readonly level: number
  readonly duelSkillTier: DuelSkillTier | null
  readonly clashScoreInSeason: number | null
}): number {
  const isMaxed = options.rarity === 5 && options.level === 40
  const duelSkill =
    isMaxed && options.duelSkillTier !== null
      ? getDuelSkillBaseStatTotal(options.hero, options.duelSkillTier)
      : null
  return Math.max(
    options.baseStatTotal,
    isMaxed ? (options.hero.duelScore ?? 0) : 0,
    options.clashScoreInSeason ?? 0,
    duelSkill ?? 0,
  )
}

/**
 * Whether a Duel skill raises the hero's visible BST (reference §3.2): with a Duel score,
 * legendaries below 175 and duos below 180; otherwise mythics below 175 and others below
 * 180. Armored heroes cannot use Duel skills.
 */
export function needsDuelSkill(hero: ArenaHero, maxBaseStatTotal: number): boolean {
  const duelSkill = getDuelSkillBaseStatTotal(hero)
  if (duelSkill === null) return false
  return Math.max(maxBaseStatTotal, hero.duelScore ?? 0, hero.clashScore ?? 0) < duelSkill
}

/** The score a team is worth (reference §3.2): bonus factor × floor(150 + mean base score). */
export function calculateTeamScore(options: {
  /** Four slots; an empty slot counts 0, as in the game. */
  readonly baseScores: readonly (number | null)[]
  readonly hasBonusHero: boolean
}): { readonly score: number; readonly exactScore: number; readonly defenseScore: number } {
  const factor = options.hasBonusHero ? 2 : 1
  const total = options.baseScores.reduce<number>((sum, score) => sum + (score ?? 0), 0)
  const average = ARENA_TEAM_BASE_SCORE + total / 4
  return {
    score: factor * Math.floor(average),
    exactScore: factor * average,
    defenseScore: 2 * Math.floor(average),
  }
}

/** The range a win on offense scores, from the weakest to the strongest foe (reference §3.2). */
export function calculateOffenseRange(options: {
  readonly average: number
  readonly hasBonusHero: boolean
}): { readonly min: number; readonly max: number } {
  const factor = options.hasBonusHero ? 2 : 1
  return {
    min: Math.floor(options.average - 1) * factor,
    max: Math.floor(options.average + 6) * factor,
  }
}

/** Mjölnir's Strike tier bonus (reference §3.2): tiers 1–5 add 0 … 21 adds 88. */
export function getMjolnirsStrikeTierBonus(tier: number): number {
  if (tier >= 21) return 88
  if (tier >= 18) return 68
  if (tier >= 15) return 48
  if (tier >= 11) return 16
  if (tier >= 6) return 8
  return 0
}

/** Visible merges in Mjölnir's Strike: a mythic of the major season +10, of the minor +5. */
export function getMjolnirsStrikeVisibleMerges(options: {
  readonly merges: number
  readonly heroElement: Element | null
  readonly isMythic: boolean
  readonly majorElement: Element
  readonly minorElement: Element
}): number {
  if (!options.isMythic || options.heroElement === null) return options.merges
  if (options.heroElement === options.majorElement) return options.merges + 10
  if (options.heroElement === options.minorElement) return options.merges + 5
  return options.merges
}

/**
 * Arena blessing bonus (reference §3.2), 4 points per legendary teammate of a matching
 * in-season element. Legendary heroes get none. A mythic counts every in-season legendary
 * when its own element is in season, else those of its attached chosen hero's element when
 * that hero is in season. Others count, per distinct in-season element among their
 * blessing and their in-season attached chosen hero's, the legendaries of that element.
 */
export function calculateBlessingBonus(options: {
  readonly hero: Pick<Hero, 'traits' | 'element'>
  /** The conferred blessing; a hero with its own element uses it instead. */
  readonly blessing: Element | null
  readonly attachedChosenElement: Element | null
  readonly seasonElements: readonly Element[]
  /** One entry per legendary hero of the team: its element. */
  readonly teamLegendaryElements: readonly Element[]
}): number {
  const { hero, seasonElements, teamLegendaryElements } = options
  const isInSeason = (element: Element | null): element is Element =>
    element !== null && seasonElements.includes(element)
  const countLegendaries = (element: Element): number =>
    teamLegendaryElements.filter((legendary) => legendary === element).length
  if (hero.traits.includes('legendary')) return 0
  if (hero.traits.includes('mythic')) {
    if (isInSeason(hero.element)) {
      return 4 * teamLegendaryElements.filter((element) => isInSeason(element)).length
    }
    if (isInSeason(options.attachedChosenElement)) {
      return 4 * countLegendaries(options.attachedChosenElement)
    }
    return 0
  }
  const elements = new Set<Element>()
  const blessing = hero.element ?? options.blessing
  if (isInSeason(blessing)) elements.add(blessing)
  if (isInSeason(options.attachedChosenElement)) elements.add(options.attachedChosenElement)
  return [...elements].reduce((total, element) => total + 4 * countLegendaries(element), 0)
}
