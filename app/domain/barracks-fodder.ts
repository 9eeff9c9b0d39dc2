import type { Barracks, BarracksRole } from './barracks-model.ts'
import { type Hero, type HeroId, hasTrait } from './hero.ts'
import type { PeelerLink } from './peeler.ts'
import { sortByText } from './search.ts'
import type { Skill, SkillId } from './skill.ts'
import type { Rarity } from './stat.ts'

// The player's own fodder for a skill (issue 23 §5). A hero passes on only the skills it could
// learn at its current rarity, learned ones included; a combat manual gives what that hero has
// at the manual's rarity and cannot be promoted (Fandom, "Inherit Skill" and "Combat Manuals").

/** What finding owned fodder needs of the data: the peeler's data fits, so does one hero's kit. */
export type OwnedFodderData = {
  readonly heroesById: ReadonlyMap<HeroId, Pick<Hero, 'id' | 'slug' | 'fullName' | 'traits'>>
  readonly skillsById: ReadonlyMap<
    SkillId,
    Pick<Skill, 'id' | 'isExclusive' | 'downgradeIds' | 'upgradeIds'>
  >
  readonly linksByHero: ReadonlyMap<HeroId, readonly PeelerLink[]>
}

/** A tier of the picked skill that a copy or manual gives. */
export type GivenTier = {
  readonly skillId: SkillId
  /** A lower tier of the picked skill, not the skill itself. */
  readonly isLowerTier: boolean
  /** Learned beyond the hero's kit (inherited earlier), not from its kit. */
  readonly isLearned: boolean
}

/** One line of the barracks (a copy entry or a manual line) as fodder for the picked skill. */
export type OwnedFodder = {
  readonly hero: Pick<Hero, 'id' | 'slug' | 'fullName'>
  readonly origin: 'copy' | 'manual'
  /** The barracks entry's id; null for a manual. */
  readonly entryId: string | null
  readonly rarity: Rarity
  /** Identical copies, or manuals, on this line. */
  readonly count: number
  readonly merges: number
  readonly role: BarracksRole
  /** The best tier it gives at its rarity; null when only a promotion lets it give one. */
  readonly givesNow: GivenTier | null
  /** A better tier it gives once promoted to `rarity` (never for a manual); null when none. */
  readonly afterPromotion: (GivenTier & { readonly rarity: Rarity }) | null
  /** A rearmed or attuned copy passes its skills without being used up (never a manual). */
  readonly isNotUsedUp: boolean
}

export type OwnedFodderGroups = {
  /** Not marked keep, and gives the skill or a lower tier at its rarity. */
  readonly ready: readonly OwnedFodder[]
  /** Not marked keep, and gives a tier only once promoted. */
  readonly needsPromotion: readonly OwnedFodder[]
  /** Marked keep: shown apart, never offered as fodder. */
  readonly kept: readonly OwnedFodder[]
}

export const NO_OWNED_FODDER: OwnedFodderGroups = { ready: [], needsPromotion: [], kept: [] }

type HeldTier = {
  readonly skillId: SkillId
  /** Tiers below the picked skill: 0 for the skill itself, fewer is better. */
  readonly stepsDown: number
  readonly unlockRarity: Rarity
  readonly isLearned: boolean
}

/** The skills below a learned one: a skill needs its prerequisite learned, when it has only one. */
function listLearnedDowngrades(skillId: SkillId, data: OwnedFodderData): readonly SkillId[] {
  const below: SkillId[] = []
  let current = data.skillsById.get(skillId)
  while (current !== undefined && current.downgradeIds.length === 1) {
    const next = current.downgradeIds[0] as SkillId
    if (next === skillId || below.includes(next)) break
    below.push(next)
    current = data.skillsById.get(next)
  }
  return below
}

/**
 * The picked skill (0) and each lower tier, by the fewest steps down its prerequisites (either of
 * two prerequisites unlocks a skill); exclusive tiers are left out, they are never given.
 */
function listTiersBelow(skillId: SkillId, data: OwnedFodderData): ReadonlyMap<SkillId, number> {
  const steps = new Map<SkillId, number>()
  let level: readonly SkillId[] = [skillId]
  for (let depth = 0; level.length > 0; depth++) {
    const next: SkillId[] = []
    for (const id of level) {
      if (steps.has(id)) continue
      steps.set(id, depth)
      next.push(...(data.skillsById.get(id)?.downgradeIds ?? []))
    }
    level = next
  }
  for (const id of steps.keys()) {
    if (data.skillsById.get(id)?.isExclusive !== false) steps.delete(id)
  }
  return steps
}

function isBetter(a: HeldTier, b: HeldTier | undefined): boolean {
  return (
    b === undefined ||
    a.stepsDown < b.stepsDown ||
    (a.stepsDown === b.stepsDown && a.unlockRarity < b.unlockRarity)
  )
}

function toGivenTier(tier: HeldTier, skillId: SkillId): GivenTier {
  return { skillId: tier.skillId, isLowerTier: tier.skillId !== skillId, isLearned: tier.isLearned }
}

/**
 * The copies and manuals of the barracks that give `skillId` or a lower tier of it, at their
 * rarity or after a promotion, and those marked keep apart. Exclusive tiers are never given; a
 * hero the data does not know is left out. Each group: those giving a tier now first, then the
 * skill itself before lower tiers, manuals before copies (a manual serves nothing else),
 * "fodder" before unset, lower rarity first, then the name.
 */
export function findOwnedFodder(
  data: OwnedFodderData,
  barracks: Barracks,
  skillId: SkillId,
): OwnedFodderGroups {
  if (!data.skillsById.has(skillId)) return NO_OWNED_FODDER
  const stepsDown = listTiersBelow(skillId, data)

  const toFodder = (line: {
    readonly heroId: HeroId
    readonly origin: OwnedFodder['origin']
    readonly entryId: string | null
    readonly rarity: Rarity
    readonly count: number
    readonly merges: number
    readonly role: BarracksRole
    readonly learnedSkillIds: readonly SkillId[]
  }): OwnedFodder[] => {
    const hero = data.heroesById.get(line.heroId)
    if (hero === undefined) return []
    const held: HeldTier[] = []
    for (const link of data.linksByHero.get(line.heroId) ?? []) {
      const steps = stepsDown.get(link.skillId)
      if (steps === undefined) continue
      held.push({
        skillId: link.skillId,
        stepsDown: steps,
        unlockRarity: link.unlockRarity,
        isLearned: false,
      })
    }
    for (const learnedId of line.learnedSkillIds) {
      for (const id of [learnedId, ...listLearnedDowngrades(learnedId, data)]) {
        const steps = stepsDown.get(id)
        // A learned skill is had at any rarity.
        if (steps !== undefined) {
          held.push({ skillId: id, stepsDown: steps, unlockRarity: 1, isLearned: true })
        }
      }
    }
    let now: HeldTier | undefined
    let best: HeldTier | undefined
    for (const tier of held) {
      if (tier.unlockRarity <= line.rarity && isBetter(tier, now)) now = tier
      if (isBetter(tier, best)) best = tier
    }
    if (best === undefined) return []
    const isCopy = line.origin === 'copy'
    const promoted = best !== now && isCopy && (now === undefined || best.stepsDown < now.stepsDown)
    if (now === undefined && !promoted) return []
    return [
      {
        hero: { id: hero.id, slug: hero.slug, fullName: hero.fullName },
        origin: line.origin,
        entryId: line.entryId,
        rarity: line.rarity,
        count: line.count,
        merges: line.merges,
        role: line.role,
        givesNow: now ? toGivenTier(now, skillId) : null,
        afterPromotion: promoted
          ? { ...toGivenTier(best, skillId), rarity: best.unlockRarity }
          : null,
        // A manual always goes once it gives skills, whoever it is of.
        isNotUsedUp: isCopy && (hasTrait(hero, 'rearmed') || hasTrait(hero, 'attuned')),
      },
    ]
  }

  const all = [
    ...barracks.entries.flatMap((entry) =>
      toFodder({ ...entry, origin: 'copy', entryId: entry.id, count: entry.copies }),
    ),
    ...barracks.manuals.flatMap((manual) =>
      toFodder({
        ...manual,
        origin: 'manual',
        entryId: null,
        merges: 0,
        role: null,
        learnedSkillIds: [],
      }),
    ),
  ]
  const stepsOf = (fodder: OwnedFodder): number => {
    const tier = fodder.givesNow ?? fodder.afterPromotion
    return tier ? (stepsDown.get(tier.skillId) ?? 0) : 0
  }
  const sorted = sortByText(all, (fodder) => fodder.hero.fullName).sort(
    (a, b) =>
      Number(a.givesNow === null) - Number(b.givesNow === null) ||
      stepsOf(a) - stepsOf(b) ||
      Number(a.origin === 'copy') - Number(b.origin === 'copy') ||
      Number(a.role !== 'fodder') - Number(b.role !== 'fodder') ||
      a.rarity - b.rarity,
  )
  return {
    ready: sorted.filter((fodder) => fodder.role !== 'keep' && fodder.givesNow !== null),
    needsPromotion: sorted.filter((fodder) => fodder.role !== 'keep' && fodder.givesNow === null),
    kept: sorted.filter((fodder) => fodder.role === 'keep'),
  }
}

/** How much of one hero the barracks holds: copies (those marked keep apart) and manuals. */
export function countHeroInBarracks(
  barracks: Barracks,
  heroId: HeroId,
): { readonly copies: number; readonly keptCopies: number; readonly manuals: number } {
  let copies = 0
  let keptCopies = 0
  for (const entry of barracks.entries) {
    if (entry.heroId !== heroId) continue
    copies += entry.copies
    if (entry.role === 'keep') keptCopies += entry.copies
  }
  const manuals = barracks.manuals
    .filter((manual) => manual.heroId === heroId)
    .reduce((total, manual) => total + manual.count, 0)
  return { copies, keptCopies, manuals }
}
