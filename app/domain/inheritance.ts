import {
  type FodderSource,
  INHERIT_SLOTS,
  isFiveStarLocked,
  type LowestRarities,
  type ObtainableRarity,
  type Pool,
} from './availability.ts'
import type { Hero, HeroId, MoveType } from './hero.ts'
import { compareKeys } from './search.ts'
import {
  isPseudoSkillCategory,
  type MoveRestriction,
  type Skill,
  type SkillCategory,
  type SkillId,
  SLOTS,
  type Slot,
  type WeaponRestriction,
} from './skill.ts'
import { compareVersions } from './version.ts'
import { isWeaponTypeSelected, WEAPON_TYPES, type WeaponType } from './weapon.ts'

export type SkillsById = ReadonlyMap<SkillId, Skill>
/** What walking a skill's tree needs: its prerequisites and upgrades. */
export type SkillTree = ReadonlyMap<SkillId, Pick<Skill, 'downgradeIds' | 'upgradeIds'>>

/** Whether a move type may use a skill by its move restriction (reference §3.6). */
export function isMoveTypeAllowed(restriction: MoveRestriction, moveType: MoveType): boolean {
  switch (restriction.kind) {
    case 'none':
      return true
    case 'canUse':
      return restriction.moveTypes.includes(moveType)
    case 'canNotUse':
      return !restriction.moveTypes.includes(moveType)
    default: {
      const unknown: never = restriction
      throw new Error(`Unknown move restriction ${JSON.stringify(unknown)}`)
    }
  }
}

/**
 * Whether a weapon type may use a skill by its weapon restriction (reference §3.6): an
 * entry names an exact type, a colour or a group, always checked against one exact type,
 * so "cannot use Red" still lets blue, green and colorless bows use it (bug §7.2 #14).
 */
export function isWeaponTypeAllowed(
  restriction: WeaponRestriction,
  weaponType: WeaponType,
): boolean {
  switch (restriction.kind) {
    case 'none':
      return true
    case 'canUse':
      return restriction.weapons.some((selector) => isWeaponTypeSelected(weaponType, selector))
    case 'canNotUse':
      return !restriction.weapons.some((selector) => isWeaponTypeSelected(weaponType, selector))
    default: {
      const unknown: never = restriction
      throw new Error(`Unknown weapon restriction ${JSON.stringify(unknown)}`)
    }
  }
}

type InheritingHero = Pick<Hero, 'id' | 'moveType' | 'weaponType'>
type InheritedSkill = Pick<Skill, 'isExclusive' | 'category' | 'restrictions'>

/**
 * Whether a hero can inherit a skill from a fodder (reference §3.6): never an exclusive
 * skill or a pseudo-skill; otherwise both its move and weapon restrictions must allow the
 * hero.
 */
export function canInherit(hero: InheritingHero, skill: InheritedSkill): boolean {
  if (skill.isExclusive || isPseudoSkillCategory(skill.category)) return false
  if (skill.restrictions === null) return false
  return (
    isMoveTypeAllowed(skill.restrictions.moves, hero.moveType) &&
    isWeaponTypeAllowed(skill.restrictions.weapons, hero.weaponType)
  )
}

/** Whether a hero can equip a skill: its own skills always, others if it can inherit them. */
export function canEquip(
  hero: InheritingHero,
  skill: InheritedSkill,
  ownerIds: ReadonlySet<HeroId>,
): boolean {
  return ownerIds.has(hero.id) || canInherit(hero, skill)
}

export type InheritorFilter = {
  /** Each entry is one button: a move type. Empty means any move type. */
  readonly moveTypes: readonly MoveType[]
  /** Each entry is one button: a set of weapon types (a type, a family, a colour). */
  readonly weaponTypeGroups: readonly (readonly WeaponType[])[]
  readonly moveMode: 'union' | 'intersection'
  readonly weaponMode: 'union' | 'intersection'
}

/**
 * The skills filter "who can inherit" (reference §2.14 #7, §3.6): a button matches when at
 * least one of its exact weapon types may use the skill, which fixes bug §7.2 #14 (a "not
 * Red" skill is usable by bows). Union: any button; intersection: every button. Exclusive
 * skills never match.
 */
export function matchesInheritorFilter(skill: InheritedSkill, filter: InheritorFilter): boolean {
  if (skill.isExclusive || skill.restrictions === null || isPseudoSkillCategory(skill.category)) {
    return false
  }
  const { moves, weapons } = skill.restrictions
  const moveMatches = filter.moveTypes.map((moveType) => isMoveTypeAllowed(moves, moveType))
  const weaponMatches = filter.weaponTypeGroups.map((group) =>
    group.some((weaponType) => isWeaponTypeAllowed(weapons, weaponType)),
  )
  const combine = (matches: boolean[], mode: 'union' | 'intersection'): boolean =>
    matches.length === 0 || (mode === 'union' ? matches.some(Boolean) : matches.every(Boolean))
  return combine(moveMatches, filter.moveMode) && combine(weaponMatches, filter.weaponMode)
}

/** Every weapon type a restriction lets use the skill, in the game's order. */
export function listAllowedWeaponTypes(restriction: WeaponRestriction): readonly WeaponType[] {
  return WEAPON_TYPES.filter((weaponType) => isWeaponTypeAllowed(restriction, weaponType))
}

/**
 * A skill's tier: 1 without prerequisite, else 1 + the highest prerequisite's tier
 * (reference §3.4; a cycle or unknown id counts as a root).
 */
export function calculateTier(skillId: SkillId, skillsById: SkillTree): number {
  const visit = (id: SkillId, path: ReadonlySet<SkillId>): number => {
    const skill = skillsById.get(id)
    if (skill === undefined || path.has(id)) return 0
    const next = new Set(path).add(id)
    const lower = skill.downgradeIds.map((downgradeId) => visit(downgradeId, next))
    return 1 + Math.max(0, ...lower)
  }
  return Math.max(1, visit(skillId, new Set()))
}

function collect(
  skillId: SkillId,
  skillsById: SkillTree,
  next: (skill: Pick<Skill, 'downgradeIds' | 'upgradeIds'>) => readonly SkillId[],
): readonly SkillId[] {
  const seen = new Set<SkillId>([skillId])
  const start = skillsById.get(skillId)
  const queue = start === undefined ? [] : [...next(start)]
  const result: SkillId[] = []
  while (queue.length > 0) {
    const id = queue.shift()
    if (id === undefined || seen.has(id)) continue
    seen.add(id)
    result.push(id)
    const skill = skillsById.get(id)
    if (skill !== undefined) queue.push(...next(skill))
  }
  return result
}

/** Every prerequisite of a skill, nearest first (the skills below it in its tree). */
export function findDowngrades(skillId: SkillId, skillsById: SkillTree): readonly SkillId[] {
  return collect(skillId, skillsById, (skill) => skill.downgradeIds)
}

/** Every skill that builds on this one, nearest first (the skills above it in its tree). */
export function findUpgrades(skillId: SkillId, skillsById: SkillTree): readonly SkillId[] {
  return collect(skillId, skillsById, (skill) => skill.upgradeIds)
}

/**
 * Learning an inherited skill costs 1.5 × its SP (Fandom, "Inherit Skill"); a skill the hero
 * would learn itself at a higher rarity keeps its normal cost, so the caller decides.
 */
export const INHERITANCE_SP_FACTOR = 1.5

/**
 * The SP to learn a skill with its prerequisites, the cheapest way: the skill's SP plus the
 * cheapest prerequisite's total (when a skill lists two, either one unlocks it). With
 * `isInherited`, each skill costs 1.5 × its SP, as for a hero who does not own them.
 */
export function calculateTotalSpToLearn(
  skillId: SkillId,
  skillsById: SkillsById,
  options: { readonly isInherited?: boolean } = {},
): number {
  const factor = options.isInherited ? INHERITANCE_SP_FACTOR : 1
  const visit = (id: SkillId, path: ReadonlySet<SkillId>): number => {
    const skill = skillsById.get(id)
    if (skill === undefined || path.has(id)) return 0
    const next = new Set(path).add(id)
    const lower = skill.downgradeIds.map((downgradeId) => visit(downgradeId, next))
    return Math.round((skill.sp ?? 0) * factor) + (lower.length === 0 ? 0 : Math.min(...lower))
  }
  return visit(skillId, new Set())
}

/** The pool and highest lowest-rarity each fodder source stands for (reference §3.5, §4.2). */
const FODDER_SOURCE_POOLS: Readonly<
  Record<FodderSource, { readonly pools: readonly Pool[]; readonly maxRarity: ObtainableRarity }>
> = {
  generic4: { pools: ['genericSummonPool'], maxRarity: 4 },
  generic4SpecialRate: { pools: ['genericSummonPool'], maxRarity: 4.5 },
  generic5: { pools: ['genericSummonPool'], maxRarity: 5 },
  specialHeroes4: { pools: ['specialHeroes'], maxRarity: 4 },
  specialHeroes4SpecialRate: { pools: ['specialHeroes'], maxRarity: 4.5 },
  specialHeroes5: { pools: ['specialHeroes'], maxRarity: 5 },
  heroicGrails4: { pools: ['heroicGrails'], maxRarity: 4 },
  heroicGrails5: { pools: ['heroicGrails'], maxRarity: 5 },
  // The permanent catalogue only: limited divine codes come and go each month.
  divineCodes: { pools: ['divineCodes'], maxRarity: 5 },
}

/** Whether a skill (by its owners' lowest rarities) can be had from a fodder source. */
export function isObtainableFrom(lowestRarities: LowestRarities, source: FodderSource): boolean {
  const { pools, maxRarity } = FODDER_SOURCE_POOLS[source]
  return pools.some((pool) => {
    const rarity = lowestRarities[pool]
    return rarity !== undefined && rarity <= maxRarity
  })
}

/**
 * The inheritance slots a fodder spends to give a skill when bridge fodder comes from one
 * source (reference §3.5): the skill itself, plus, down its cheapest prerequisite path,
 * every tier that source cannot give. At least 1.
 */
export function calculateRequiredSlots(options: {
  readonly skillId: SkillId
  readonly skillsById: SkillTree
  /** The skill's owners' lowest rarities per pool (see calculateOwnersLowestRarities). */
  readonly getLowestRarities: (skillId: SkillId) => LowestRarities
  readonly source: FodderSource
}): number {
  const { skillsById, getLowestRarities, source } = options
  const prefodder = (id: SkillId, path: ReadonlySet<SkillId>): number => {
    if (isObtainableFrom(getLowestRarities(id), source)) return 0
    const skill = skillsById.get(id)
    const next = new Set(path).add(id)
    const lower = (skill?.downgradeIds ?? [])
      .filter((downgradeId) => !path.has(downgradeId))
      .map((downgradeId) => prefodder(downgradeId, next))
    return 1 + (lower.length === 0 ? 0 : Math.min(...lower))
  }
  return Math.max(1, prefodder(options.skillId, new Set()))
}

/**
 * The slots per fodder source column, cumulative as the Fodder tab shows them (reference
 * §3.5): column k may use bridge fodder from its source and every source to its left.
 */
export function calculateCumulativeRequiredSlots(
  requiredBySource: Readonly<Partial<Record<FodderSource, number>>>,
  sources: readonly FodderSource[],
): readonly number[] {
  let best = Number.POSITIVE_INFINITY
  return sources.map((source) => {
    best = Math.min(best, requiredBySource[source] ?? Number.POSITIVE_INFINITY)
    return best
  })
}

/** Release order: version, then release date; a skill without either comes first. */
export function compareSkillReleases(
  a: Pick<Skill, 'version' | 'releaseDate'>,
  b: Pick<Skill, 'version' | 'releaseDate'>,
): number {
  return (
    compareVersions(a.version, b.version) || compareKeys(a.releaseDate ?? '', b.releaseDate ?? '')
  )
}

/**
 * A hero's "max-tier" skills: kit skills none of whose upgrades is also in the kit, in slot
 * order then by version (reference §3.5). Pseudo-skills are left out.
 */
export function findMaxTierSkills(kit: readonly Skill[]): readonly Skill[] {
  const kitIds = new Set(kit.map((skill) => skill.id))
  return kit
    .filter(
      (skill) =>
        !isPseudoSkillCategory(skill.category) &&
        !skill.upgradeIds.some((upgradeId) => kitIds.has(upgradeId)),
    )
    .sort(
      (a, b) =>
        SLOTS.indexOf(a.category as Slot) - SLOTS.indexOf(b.category as Slot) ||
        compareSkillReleases(a, b),
    )
}

export type FodderSkill = {
  readonly skill: Pick<Skill, 'id' | 'category' | 'isExclusive' | 'version' | 'releaseDate'>
  /** The slots per source, cumulative, in the order of the chosen sources. */
  readonly slots: readonly number[]
  /** The skill's owners' lowest rarities (at the rarity they have it). */
  readonly lowestRarities: LowestRarities
}

export type FodderTotals = {
  /** Per source column: the slots this fodder spends to give one skill per slot. */
  readonly totals: readonly number[]
  /** The skills counted, one per slot: the latest released. */
  readonly countedSkillIds: readonly SkillId[]
  /** Specials and assists counted 0: found on cheaper fodder than this 5★-locked hero. */
  readonly notFiveStarLockedSkillIds: readonly SkillId[]
}

/**
 * The Fodder tab totals (reference §3.5): per slot, the latest released max-tier skill;
 * exclusive skills count 0; when the hero is 5★-locked, a special or an assist that is not
 * 5★-locked counts 0 (the reference forgot assists: its README's known bug).
 */
export function calculateFodderTotals(options: {
  readonly skills: readonly FodderSkill[]
  readonly isHeroFiveStarLocked: boolean
  readonly sourceCount: number
}): FodderTotals {
  const latestBySlot = new Map<SkillCategory, FodderSkill>()
  for (const entry of options.skills) {
    const current = latestBySlot.get(entry.skill.category)
    if (current === undefined || compareSkillReleases(current.skill, entry.skill) <= 0) {
      latestBySlot.set(entry.skill.category, entry)
    }
  }
  const counted = [...latestBySlot.values()]
  const notLocked = counted.filter(
    (entry) =>
      options.isHeroFiveStarLocked &&
      (entry.skill.category === 'special' || entry.skill.category === 'assist') &&
      !isFiveStarLocked(entry.lowestRarities),
  )
  const totals = Array.from({ length: options.sourceCount }, (_, column) =>
    counted.reduce((total, entry) => {
      if (entry.skill.isExclusive || notLocked.includes(entry)) return total
      return total + (entry.slots[column] ?? 0)
    }, 0),
  )
  return {
    totals,
    countedSkillIds: counted.map((entry) => entry.skill.id),
    notFiveStarLockedSkillIds: notLocked.map((entry) => entry.skill.id),
  }
}

export type FodderTable = FodderTotals & {
  /** Per skill, in the order given: its slots per source column, cumulative. */
  readonly rows: readonly FodderSkill[]
  /** Per source column: every counted skill fits in one fodder (≤ INHERIT_SLOTS). */
  readonly fitsInOneGo: readonly boolean[]
}

/**
 * The Fodder tab (reference §3.5): for the chosen source columns, each max-tier skill's
 * cumulative slots, the totals and whether they fit in one go.
 */
export function buildFodderTable(options: {
  readonly skills: readonly {
    readonly skill: FodderSkill['skill']
    readonly requiredBySource: Readonly<Partial<Record<FodderSource, number>>>
    readonly lowestRarities: LowestRarities
  }[]
  readonly sources: readonly FodderSource[]
  readonly isHeroFiveStarLocked: boolean
}): FodderTable {
  const rows = options.skills.map((entry) => ({
    skill: entry.skill,
    slots: calculateCumulativeRequiredSlots(entry.requiredBySource, options.sources),
    lowestRarities: entry.lowestRarities,
  }))
  const totals = calculateFodderTotals({
    skills: rows,
    isHeroFiveStarLocked: options.isHeroFiveStarLocked,
    sourceCount: options.sources.length,
  })
  return { ...totals, rows, fitsInOneGo: totals.totals.map((total) => total <= INHERIT_SLOTS) }
}
