import type { HeroId, MoveType } from './hero.ts'
import type { Rarity } from './stat.ts'
import type { Version } from './version.ts'
import type { WeaponSelector } from './weapon.ts'

/** The game's skill id (`SID_…`, sacred seals `SSID_…`); pseudo-skills get `DUO_<heroId>`… */
export type SkillId = string & { readonly __brand: 'SkillId' }

/** The slots a hero equips, in the game's order: W, Assist, Special, A, B, C, S, X. */
export const SLOTS = [
  'weapon',
  'assist',
  'special',
  'passiveA',
  'passiveB',
  'passiveC',
  'sacredSeal',
  'passiveX',
] as const
export type Slot = (typeof SLOTS)[number]

/**
 * Pseudo-skills: a duo or harmonized hero's skill and an emblem hero's effect. They are
 * exclusive to their hero, have no SP and are never inherited.
 */
export const PSEUDO_SKILL_CATEGORIES = ['duo', 'harmonized', 'emblem'] as const
export type PseudoSkillCategory = (typeof PSEUDO_SKILL_CATEGORIES)[number]

export const SKILL_CATEGORIES = [...SLOTS, ...PSEUDO_SKILL_CATEGORIES] as const
export type SkillCategory = (typeof SKILL_CATEGORIES)[number]

/**
 * The slots whose skills pass from a fodder to a hero. Sacred seals are forged, not
 * inherited; X (attuned) skills pass only from an attuned hero's elite inheritance.
 */
export const INHERITABLE_SLOTS = [
  'weapon',
  'assist',
  'special',
  'passiveA',
  'passiveB',
  'passiveC',
  'passiveX',
] as const satisfies readonly Slot[]

/**
 * The slots a plan teaches by feeding fodder, in the game's order; X skills pass only by elite
 * inheritance (Fandom, "Inherit Skill"). Pages that open the inheritance planner use it too.
 */
export const WANT_SLOTS = [
  'weapon',
  'assist',
  'special',
  'passiveA',
  'passiveB',
  'passiveC',
] as const satisfies readonly Slot[]
export type WantSlot = (typeof WANT_SLOTS)[number]

/** What a weapon is effective against. */
export const EFFECTIVENESS = [
  'infantry',
  'armored',
  'cavalry',
  'flying',
  'melee',
  'colorlessBow',
  'magic',
  'beast',
  'dragon',
  'dragonstone',
  // Upstream "all": the few weapons effective against every foe.
  'all',
] as const
export type Effectiveness = (typeof EFFECTIVENESS)[number]

/** Effect refines (upstream `refine_kind` skill1/skill2); stat-only refines are not listed. */
export const REFINE_KINDS = ['effect1', 'effect2'] as const
export type RefineKind = (typeof REFINE_KINDS)[number]

/** Who may use a skill by move type. The game names either the allowed or the excluded ones. */
export type MoveRestriction =
  | { readonly kind: 'none' }
  | { readonly kind: 'canUse'; readonly moveTypes: readonly MoveType[] }
  | { readonly kind: 'canNotUse'; readonly moveTypes: readonly MoveType[] }

/** Who may use a skill by weapon: exact types, colours or groups ("All Melee"). */
export type WeaponRestriction =
  | { readonly kind: 'none' }
  | { readonly kind: 'canUse'; readonly weapons: readonly WeaponSelector[] }
  | { readonly kind: 'canNotUse'; readonly weapons: readonly WeaponSelector[] }

export type SkillRestrictions = {
  readonly moves: MoveRestriction
  readonly weapons: WeaponRestriction
}

export type Skill = {
  readonly id: SkillId
  /** Its name in the site's links (`?skill=distant-counter`): unique, given by the importer (slug.ts). */
  readonly slug: string
  /** For an effect refine, the id of the weapon it refines; null otherwise. */
  readonly baseId: SkillId | null
  readonly name: string
  readonly category: SkillCategory
  /** For weapons: the weapon types it is made for ("All Bow" is a group); null otherwise. */
  readonly weapon: WeaponSelector | null
  readonly refineKind: RefineKind | null
  /** The weapon has effect refines. */
  readonly hasRefine: boolean
  /** The highest SP among the weapon's refines; null when it has none. */
  readonly refinesMaxSp: number | null
  /** Exclusive ("PRF"): only its owners can use it; never inherited. */
  readonly isExclusive: boolean
  /** Arcane weapon (a rearmed hero's weapon): inheritable with its special rules. */
  readonly isArcane: boolean
  /** Skill points to learn it; null for X skills and pseudo-skills. */
  readonly sp: number | null
  /** Special cooldown. */
  readonly cooldown: number | null
  readonly might: number | null
  readonly range: number | null
  readonly effectiveness: readonly Effectiveness[]
  /** Depth in its upgrade chain, 1 for a skill without prerequisite (max 4). */
  readonly tier: number
  /** The skills required before this one (upstream "Required"; some have two). */
  readonly downgradeIds: readonly SkillId[]
  readonly upgradeIds: readonly SkillId[]
  /** Null for exclusive skills and pseudo-skills: only their owners may use them. */
  readonly restrictions: SkillRestrictions | null
  readonly additionDate: string | null
  readonly releaseDate: string | null
  /** Game version of the first playable owner; null for most sacred seals. */
  readonly version: Version | null
  readonly ratings: SkillRatings | null
}

export const GRADES = ['SS', 'S', 'A', 'B', 'C'] as const
export type Grade = (typeof GRADES)[number]

/** Third-party (Game8) ratings: credit Game8 wherever they are shown. */
export type SkillRatings = {
  /** As printed ("8.5"); null when Game8 gives none. */
  readonly rating: string | null
  readonly grade: Grade | null
}

/** A hero owns a skill: at which rarity it is learnable and equipped by default. */
export type HeroSkill = {
  readonly heroId: HeroId
  readonly skillId: SkillId
  /** The lowest rarity at which the hero can learn the skill. */
  readonly unlockRarity: Rarity
  /** The lowest rarity at which the hero has it equipped when summoned; null if never. */
  readonly defaultRarity: Rarity | null
}

/** A 【Keyword】 of skill descriptions and its explanation. */
export type SkillKeyword = {
  readonly name: string
  readonly text: string
}

/** A skill's description, split as the game shows it; absent for skills newer than the file. */
export type SkillDescription = {
  readonly id: SkillId
  readonly full: string
  /** The text before the keyword blocks. */
  readonly base: string
  readonly keywords: readonly SkillKeyword[]
  /** The effect a refine adds; null for other skills. */
  readonly upgrade: string | null
}

export function isPseudoSkillCategory(category: SkillCategory): category is PseudoSkillCategory {
  return (PSEUDO_SKILL_CATEGORIES as readonly SkillCategory[]).includes(category)
}
