import type { LowestRarities } from '#app/domain/availability.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { Skill, SkillCategory, SkillId, SkillKeyword } from '#app/domain/skill.ts'
import type { Rarity } from '#app/domain/stat.ts'

// What the skill detail view receives from /api/skills/<slug or id>: the skill, its description, its
// owners with names and pools, and its direct neighbours. Client-safe: the feature reads it.

export type SkillViewOwner = {
  readonly heroId: HeroId
  readonly slug: string
  readonly fullName: string
  readonly abbreviatedName: string
  readonly portrait: string | null
  readonly unlockRarity: Rarity
  readonly defaultRarity: Rarity | null
  readonly lowestRarities: LowestRarities
}

export type SkillViewNeighbour = {
  readonly id: SkillId
  readonly slug: string
  readonly name: string
  readonly category: SkillCategory
  readonly sp: number | null
  readonly isExclusive: boolean
  readonly ownersLowestRarities: LowestRarities
}

export type SkillViewDescription = {
  readonly base: string
  readonly keywords: readonly SkillKeyword[]
  readonly upgrade: string | null
}

export type SkillView = {
  readonly skill: Skill
  /** For a refine, the weapon it refines. */
  readonly base: SkillViewNeighbour | null
  /** Null when the data has no description yet. */
  readonly description: SkillViewDescription | null
  readonly owners: readonly SkillViewOwner[]
  readonly ownersLowestRarities: LowestRarities
  readonly downgrades: readonly SkillViewNeighbour[]
  /** Where its direct downgrades can be had, together (pre-inheritance); null with none. */
  readonly preInheritance: LowestRarities | null
  readonly upgrades: readonly SkillViewNeighbour[]
}

/** What /api/skills/<slug or id> answers: the view, or that no skill has this name. */
export type SkillViewAnswer = SkillView | { readonly error: 'not-found' }
