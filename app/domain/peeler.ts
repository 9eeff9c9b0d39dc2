import {
  type AvailabilityCategory,
  calculateAvailabilitySortScore,
  type DivineCodes,
  getCheapestCategory,
  getRarityWithSkill,
  type LowestRarities,
  type ObtainableRarity,
  POOLS,
} from './availability.ts'
import { type Hero, type HeroId, hasTrait } from './hero.ts'
import { isMoveTypeAllowed, isWeaponTypeAllowed } from './inheritance.ts'
import { sortByText } from './search.ts'
import {
  type HeroSkill,
  INHERITABLE_SLOTS,
  isPseudoSkillCategory,
  type Skill,
  type SkillId,
  SLOTS,
  type Slot,
} from './skill.ts'
import type { Rarity } from './stat.ts'

// The peeler (issue 6): which heroes to sacrifice to pass a skill on, how cheaply, and the
// reverse, what a hero gives. Game rules: a fodder passes up to five skills, a skill needs
// its lower tiers first, rearmed and attuned heroes pass skills without being used up.

export type PeelerHero = Pick<
  Hero,
  'id' | 'slug' | 'fullName' | 'abbreviatedName' | 'title' | 'weaponType' | 'moveType' | 'traits'
> & {
  readonly lowestRarities: LowestRarities
  readonly divineCodes: DivineCodes
}

export type PeelerSkill = Pick<
  Skill,
  | 'id'
  | 'slug'
  | 'name'
  | 'category'
  | 'isExclusive'
  | 'restrictions'
  | 'downgradeIds'
  | 'upgradeIds'
>

/** A hero holds a skill from `unlockRarity` on. */
export type PeelerLink = Pick<HeroSkill, 'heroId' | 'skillId' | 'unlockRarity'>

export type PeelerData = {
  readonly heroesById: ReadonlyMap<HeroId, PeelerHero>
  readonly skillsById: ReadonlyMap<SkillId, PeelerSkill>
  readonly linksBySkill: ReadonlyMap<SkillId, readonly PeelerLink[]>
  readonly linksByHero: ReadonlyMap<HeroId, readonly PeelerLink[]>
}

export function indexPeelerData(
  heroes: readonly PeelerHero[],
  skills: readonly PeelerSkill[],
  links: readonly PeelerLink[],
): PeelerData {
  const linksBySkill = new Map<SkillId, PeelerLink[]>()
  const linksByHero = new Map<HeroId, PeelerLink[]>()
  for (const link of links) {
    const bySkill = linksBySkill.get(link.skillId)
    if (bySkill) bySkill.push(link)
    else linksBySkill.set(link.skillId, [link])
    const byHero = linksByHero.get(link.heroId)
    if (byHero) byHero.push(link)
    else linksByHero.set(link.heroId, [link])
  }
  return {
    heroesById: new Map(heroes.map((hero) => [hero.id, hero])),
    skillsById: new Map(skills.map((skill) => [skill.id, skill])),
    linksBySkill,
    linksByHero,
  }
}

/** A hero that has a skill in its kit, seen as fodder for it. */
export type Donor = {
  readonly hero: PeelerHero
  readonly unlockRarity: Rarity
  /** Where the hero is cheapest to have holding the skill ('other': nowhere). */
  readonly category: AvailabilityCategory
  /** Lower is cheaper (the category's sort score). */
  readonly score: number
  /** The rarity at which the hero comes in that cheapest place; null when nowhere. */
  readonly obtainedRarity: ObtainableRarity | null
  /** It comes below the skill's unlock rarity there: it must be promoted first. */
  readonly needsPromotion: boolean
  /** Rearmed and attuned heroes pass their skills without being used up. */
  readonly isNotUsedUp: boolean
}

/**
 * The highest rarity a pool gives a hero at, from its lowest: 3★ heroes also come at 4★, a 4★
 * special-rate hero is a 4★; only 5★ heroes come at 5★.
 */
function highestRarityHad(lowest: ObtainableRarity): Rarity {
  return lowest === 5 ? 5 : 4
}

/**
 * A hero as fodder for a skill it unlocks at `unlockRarity`: per pool, the hero must be had
 * AND hold the skill, so one that comes at 4★ but unlocks the skill at 5★ costs a 5★ of that
 * pool and is marked for promotion (the reference ignores the unlock rarity, §7.2 #23). A 3★
 * hero unlocking it at 4★ is simply summoned at 4★.
 */
export function toDonor(hero: PeelerHero, unlockRarity: Rarity): Donor {
  let best: Omit<Donor, 'hero' | 'unlockRarity' | 'isNotUsedUp'> = {
    category: 'other',
    score: calculateAvailabilitySortScore({}),
    obtainedRarity: null,
    needsPromotion: false,
  }
  for (const pool of POOLS) {
    const obtained = hero.lowestRarities[pool]
    if (obtained === undefined) continue
    const withSkill = { [pool]: getRarityWithSkill(obtained, unlockRarity) }
    const category = getCheapestCategory(withSkill)
    const score = calculateAvailabilitySortScore(withSkill)
    const needsPromotion = unlockRarity > highestRarityHad(obtained)
    if (score < best.score || (score === best.score && best.needsPromotion && !needsPromotion)) {
      best = { category, score, obtainedRarity: obtained, needsPromotion }
    }
  }
  return {
    hero,
    unlockRarity,
    ...best,
    isNotUsedUp: hasTrait(hero, 'rearmed') || hasTrait(hero, 'attuned'),
  }
}

export const DONOR_ORDERS = ['cost', 'name'] as const
export type DonorOrder = (typeof DONOR_ORDERS)[number]

/**
 * Cheapest first (the cost order, where a promotion already counts as the dearer rarity),
 * then a hero needing no promotion, a lower unlock rarity, then the name; or by name.
 */
export function sortDonors(donors: readonly Donor[], order: DonorOrder): readonly Donor[] {
  // By name first, each name folded once; the cost order's sort is stable, so names break its ties.
  const byName = sortByText(donors, (donor) => donor.hero.fullName)
  if (order === 'name') return byName
  return byName.sort(
    (a, b) =>
      a.score - b.score ||
      Number(a.needsPromotion) - Number(b.needsPromotion) ||
      a.unlockRarity - b.unlockRarity,
  )
}

/** Every hero holding the skill, as donors, in the chosen order (the target left out). */
export function findDonors(
  data: PeelerData,
  skillId: SkillId,
  options: { readonly order: DonorOrder; readonly excludeHeroId?: HeroId | null },
): readonly Donor[] {
  const donors = (data.linksBySkill.get(skillId) ?? []).flatMap((link) => {
    const hero = data.heroesById.get(link.heroId)
    if (hero === undefined || hero.id === options.excludeHeroId) return []
    return [toDonor(hero, link.unlockRarity)]
  })
  return sortDonors(donors, options.order)
}

/** Why a hero cannot inherit a skill. */
export const RULE_OUT_REASONS = ['exclusive', 'notInheritable', 'move', 'weapon'] as const
export type RuleOutReason = (typeof RULE_OUT_REASONS)[number]

/**
 * Why the target cannot inherit the skill (reference §3.6), or null when it can: exclusive
 * skills (PRF) stay with their owners, pseudo-skills and sacred seals are never inherited,
 * else the move and weapon restrictions decide.
 */
export function findRuleOutReason(
  target: Pick<Hero, 'moveType' | 'weaponType'>,
  skill: Pick<Skill, 'isExclusive' | 'category' | 'restrictions'>,
): RuleOutReason | null {
  if (skill.isExclusive || skill.restrictions === null) return 'exclusive'
  if (!(INHERITABLE_SLOTS as readonly string[]).includes(skill.category)) return 'notInheritable'
  if (!isMoveTypeAllowed(skill.restrictions.moves, target.moveType)) return 'move'
  if (!isWeaponTypeAllowed(skill.restrictions.weapons, target.weaponType)) return 'weapon'
  return null
}

/**
 * The tiers to inherit, lowest first, ending with the skill: down the prerequisites, taking
 * where a skill lists two (either unlocks it) the one with the cheapest donor.
 */
export function findTierChain(data: PeelerData, skillId: SkillId): readonly SkillId[] {
  const chain: SkillId[] = []
  let current: SkillId | undefined = skillId
  while (current !== undefined && !chain.includes(current)) {
    chain.unshift(current)
    const downgrades: readonly SkillId[] = (
      data.skillsById.get(current)?.downgradeIds ?? []
    ).filter((id) => data.skillsById.has(id))
    const cheapest = (id: SkillId): number =>
      findDonors(data, id, { order: 'cost' })[0]?.score ?? Number.POSITIVE_INFINITY
    current = [...downgrades].sort((a, b) => cheapest(a) - cheapest(b))[0]
  }
  return chain
}

/** One donor's share of a path: it gives `skillId` and the missing tiers just below it. */
export type PathStep = {
  readonly skillId: SkillId
  /** Inheritance slots this donor spends: 1 + one per missing lower tier it also gives. */
  readonly slots: number
  /** The cheapest donor of that tier that no other step of the path uses. */
  readonly donor: Donor
}

export type TierPath = {
  readonly steps: readonly PathStep[]
  /** The dearest donor's score: what makes the path hard. */
  readonly score: number
}

/**
 * Every way to pass the chain's missing tiers with one donor per step (a donor of a tier also
 * gives the missing tiers below it): "Form 3 from X in one donor, or Form 2 from Y plus Form 3
 * from Z". Each step takes its cheapest donor not already used by a higher step (a donor is
 * used up once peeled). Easiest first: the dearest donor, then fewer donors.
 */
export function listTierPaths(
  chain: readonly SkillId[],
  donorsByCost: (skillId: SkillId) => readonly Donor[],
): readonly TierPath[] {
  if (chain.length === 0) return []
  const paths: TierPath[] = []
  // Each subset of the tiers below the top marks where one donor's share ends.
  for (let mask = 0; mask < 2 ** (chain.length - 1); mask++) {
    const ends = chain.flatMap((_, index) =>
      index === chain.length - 1 || (mask & (1 << index)) !== 0 ? [index] : [],
    )
    const steps: PathStep[] = []
    const used = new Set<HeroId>()
    for (let step = ends.length - 1; step >= 0; step--) {
      const end = ends[step] as number
      const skillId = chain[end] as SkillId
      const donor = donorsByCost(skillId).find((candidate) => !used.has(candidate.hero.id))
      if (donor === undefined) break
      used.add(donor.hero.id)
      steps.unshift({ skillId, slots: end - (step === 0 ? -1 : (ends[step - 1] as number)), donor })
    }
    if (steps.length !== ends.length) continue
    paths.push({ steps, score: Math.max(...steps.map((step) => step.donor.score)) })
  }
  return paths.sort((a, b) => a.score - b.score || a.steps.length - b.steps.length)
}

export type PeeledTier = {
  readonly skill: PeelerSkill
  readonly donors: readonly Donor[]
  /** The target already has this tier in its kit: nothing to inherit. */
  readonly isOwnedByTarget: boolean
  /** Why the target cannot inherit this tier; null when it can (or without target). */
  readonly ruleOut: RuleOutReason | null
}

export type SkillPeel = {
  readonly skill: PeelerSkill
  /** Top tier first: the skill, then each lower tier. */
  readonly tiers: readonly PeeledTier[]
  /** Ways to inherit the tiers the target lacks; none when ruled out or owned. */
  readonly paths: readonly TierPath[]
}

/**
 * Everything the peeler shows for one skill: donors per tier in the chosen order, the target's
 * owned and ruled-out tiers, and the paths over the tiers still missing.
 */
export function peelSkill(
  data: PeelerData,
  skillId: SkillId,
  options: { readonly order: DonorOrder; readonly targetId?: HeroId | null },
): SkillPeel | null {
  const skill = data.skillsById.get(skillId)
  if (skill === undefined) return null
  const target = options.targetId ? data.heroesById.get(options.targetId) : undefined
  const targetSkillIds = new Set(
    (target ? (data.linksByHero.get(target.id) ?? []) : []).map((link) => link.skillId),
  )
  const chain = findTierChain(data, skillId)
  const tiers = chain.map((id): PeeledTier => {
    const tierSkill = data.skillsById.get(id) as PeelerSkill
    return {
      skill: tierSkill,
      donors: findDonors(data, id, { order: options.order, excludeHeroId: target?.id }),
      isOwnedByTarget: targetSkillIds.has(id),
      ruleOut: target ? findRuleOutReason(target, tierSkill) : null,
    }
  })
  // A kit holds every lower tier of its skills: what is above the highest owned one is missing.
  const ownedUpTo = tiers.findLastIndex((tier) => tier.isOwnedByTarget)
  const missing = tiers.slice(ownedUpTo + 1)
  const isRuledOut = missing.some((tier) => tier.ruleOut !== null || tier.skill.isExclusive)
  const byCost = new Map(missing.map((tier) => [tier.skill.id, sortDonors(tier.donors, 'cost')]))
  return {
    skill,
    tiers: [...tiers].reverse(),
    paths: isRuledOut
      ? []
      : listTierPaths(
          missing.map((tier) => tier.skill.id),
          (id) => byCost.get(id) ?? [],
        ),
  }
}

/** What a peeled hero's skill is worth keeping for. */
export const FODDER_VERDICTS = ['keep', 'cheaperElsewhere', 'easy'] as const
export type FodderVerdict = (typeof FODDER_VERDICTS)[number]

export type GivenSkill = {
  readonly skill: PeelerSkill
  /** This hero as a donor of the skill (its unlock rarity, cost, promotion). */
  readonly donor: Donor
  /** How many other heroes give it at least as cheaply. */
  readonly asCheapCount: number
  /**
   * 'easy': a generic 3★/4★ hero gives it, anyone can summon one; 'keep': rare fodder, this
   * hero is among its cheapest sources; 'cheaperElsewhere': another hero gives it cheaper.
   */
  readonly verdict: FodderVerdict
}

const EASY_SCORE = calculateAvailabilitySortScore({ genericSummonPool: 4 })

/**
 * The inverse view: every skill the hero can pass on (exclusive skills, pseudo-skills and
 * sacred seals stay), in slot order then unlock rarity, each with its verdict.
 */
export function listGivenSkills(data: PeelerData, heroId: HeroId): readonly GivenSkill[] {
  const hero = data.heroesById.get(heroId)
  if (hero === undefined) return []
  const given = (data.linksByHero.get(heroId) ?? []).flatMap((link): GivenSkill[] => {
    const skill = data.skillsById.get(link.skillId)
    if (
      skill === undefined ||
      skill.isExclusive ||
      isPseudoSkillCategory(skill.category) ||
      !(INHERITABLE_SLOTS as readonly string[]).includes(skill.category)
    ) {
      return []
    }
    const donor = toDonor(hero, link.unlockRarity)
    const others = findDonors(data, skill.id, { order: 'cost', excludeHeroId: heroId })
    const cheapestOther = others[0]?.score ?? Number.POSITIVE_INFINITY
    const verdict: FodderVerdict =
      Math.min(donor.score, cheapestOther) <= EASY_SCORE
        ? 'easy'
        : donor.score <= cheapestOther
          ? 'keep'
          : 'cheaperElsewhere'
    return [
      {
        skill,
        donor,
        asCheapCount: others.filter((other) => other.score <= donor.score).length,
        verdict,
      },
    ]
  })
  return given.sort(
    (a, b) =>
      SLOTS.indexOf(a.skill.category as Slot) - SLOTS.indexOf(b.skill.category as Slot) ||
      a.donor.unlockRarity - b.donor.unlockRarity,
  )
}
