import type { LowestRarities } from '#app/domain/availability.ts'
import type { BarracksEntry, BarracksRole, CombatManual } from '#app/domain/barracks-model.ts'
import type { HeroId, HeroTrait, MoveType } from '#app/domain/hero.ts'
import type { PlanData, PlanSkill, PlanTarget } from '#app/domain/inheritance-plan.ts'
import { indexPeelerData, type PeelerHero, type PeelerLink } from '#app/domain/peeler.ts'
import type { SkillCategory, SkillId, SkillRestrictions } from '#app/domain/skill.ts'
import type { Rarity } from '#app/domain/stat.ts'
import type { WeaponType } from '#app/domain/weapon.ts'

// Tiny worlds for the planner's tests: a few skills and heroes built by hand, each test saying
// why each record is there.

export const NO_RESTRICTIONS: SkillRestrictions = {
  moves: { kind: 'none' },
  weapons: { kind: 'none' },
}

export type SkillSpec = {
  readonly sp?: number
  readonly requires?: readonly string[]
  readonly category?: SkillCategory
  readonly restrictions?: SkillRestrictions | null
  readonly isExclusive?: boolean
}

export type HeroSpec = {
  readonly lowestRarities?: LowestRarities
  readonly traits?: readonly HeroTrait[]
  readonly weaponType?: WeaponType
  readonly moveType?: MoveType
  /** Skill id → the rarity the hero unlocks it at. */
  readonly kit?: Readonly<Record<string, Rarity>>
}

export function buildPlanData(
  heroes: Readonly<Record<string, HeroSpec>>,
  skills: Readonly<Record<string, SkillSpec>>,
): PlanData {
  const skillList: PlanSkill[] = Object.entries(skills).map(([id, spec]) => ({
    id: id as SkillId,
    slug: id.toLowerCase(),
    name: id,
    category: spec.category ?? 'passiveA',
    isExclusive: spec.isExclusive ?? false,
    restrictions: spec.isExclusive
      ? null
      : spec.restrictions === undefined
        ? NO_RESTRICTIONS
        : spec.restrictions,
    downgradeIds: (spec.requires ?? []) as SkillId[],
    upgradeIds: Object.entries(skills)
      .filter(([, other]) => other.requires?.includes(id))
      .map(([other]) => other as SkillId),
    sp: spec.sp ?? 50,
  }))
  const heroList: PeelerHero[] = Object.entries(heroes).map(([id, spec]) => ({
    id: id as HeroId,
    slug: `${id.toLowerCase()}-test`,
    fullName: `${id}: Test`,
    abbreviatedName: id,
    title: 'Test',
    weaponType: spec.weaponType ?? 'redSword',
    moveType: spec.moveType ?? 'infantry',
    traits: spec.traits ?? [],
    lowestRarities: spec.lowestRarities ?? { genericSummonPool: 3 },
    divineCodes: { normal: [], limited: [] },
  }))
  const links: PeelerLink[] = Object.entries(heroes).flatMap(([id, spec]) =>
    Object.entries(spec.kit ?? {}).map(([skillId, unlockRarity]) => ({
      heroId: id as HeroId,
      skillId: skillId as SkillId,
      unlockRarity,
    })),
  )
  return indexPeelerData(heroList, skillList, links) as PlanData
}

export function copyOf(
  heroId: string,
  options: {
    readonly id?: string
    readonly rarity?: Rarity
    readonly copies?: number
    readonly merges?: number
    readonly role?: BarracksRole
    readonly learned?: readonly string[]
  } = {},
): BarracksEntry {
  return {
    id: options.id ?? heroId,
    heroId: heroId as HeroId,
    rarity: options.rarity ?? 5,
    merges: options.merges ?? 0,
    dragonflowers: 0,
    copies: options.copies ?? 1,
    role: options.role ?? null,
    learnedSkillIds: (options.learned ?? []) as SkillId[],
  }
}

export function manualOf(heroId: string, rarity: Rarity, count = 1): CombatManual {
  return { heroId: heroId as HeroId, rarity, count }
}

export function targetOf(
  heroId: string,
  wants: readonly string[],
  options: {
    readonly entryId?: string | null
    readonly rarity?: Rarity
    readonly key?: string
  } = {},
): PlanTarget {
  return {
    key: options.key ?? heroId,
    heroId: heroId as HeroId,
    entryId: options.entryId === undefined ? null : options.entryId,
    rarity: options.rarity ?? 5,
    wants: wants as SkillId[],
  }
}
