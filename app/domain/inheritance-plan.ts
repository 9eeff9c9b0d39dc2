import {
  type AvailabilityCategory,
  getCheapestCategory,
  INHERIT_SLOTS,
  type LowestRarities,
  type ObtainableRarity,
  POOLS,
} from './availability.ts'
import type { Barracks, BarracksRole } from './barracks-model.ts'
import { DONOR_VALUES } from './donor-values.ts'
import type { GivenCopies } from './given-copies.ts'
import { type HeroId, hasTrait } from './hero.ts'
import { INHERITANCE_SP_FACTOR } from './inheritance.ts'
import {
  type Donor,
  findDonors,
  findRuleOutReason,
  type PeelerData,
  type PeelerSkill,
  type RuleOutReason,
} from './peeler.ts'
import { type Skill, type SkillCategory, type SkillId, WANT_SLOTS, type WantSlot } from './skill.ts'
import type { Rarity } from './stat.ts'

// The inheritance planner (issue 24): which copies and manuals of the barracks to give to which
// targets, so that they learn the wanted skills at the least cost. The game's rules, each with
// its source:
// - Fandom (feheroes), "Inherit Skill": a donor gives at most five skills in one go, each tier
//   counting as one; the target must have every lower tier first, not necessarily from the same
//   donor; the donor gives only the skills it could learn at its current rarity; a used donor
//   leaves the barracks, except Rearmed and Attuned heroes, who stay and give again only once a
//   fresh copy is merged into them; an inherited skill costs 1.5× its SP, its normal SP when the
//   target would learn it itself at a higher rarity.
// - Fandom (fireemblem), "Combat Manual": a manual gives what its hero has at the manual's
//   rarity, is spent once it gives, and can be promoted like a hero (Unlock Potential).
// - Fandom (feheroes), "Hero Feathers": promotion costs 20, 200, 2,000 and 20,000 feathers.
// - The official guide, "How to Inherit Skills": inherited skills are learned with SP, at 1.5×.

/** The peeler's data with each skill's SP: what the planner computes from. */
export type PlanSkill = PeelerSkill & Pick<Skill, 'sp'>
export type PlanData = Omit<PeelerData, 'skillsById'> & {
  readonly skillsById: ReadonlyMap<SkillId, PlanSkill>
}

/** Feathers to promote a hero or manual to this rarity from the one below (Fandom, "Hero Feathers"). */
export const PROMOTION_FEATHERS: Readonly<Record<2 | 3 | 4 | 5, number>> = {
  2: 20,
  3: 200,
  4: 2000,
  5: 20000,
}

/** Feathers to promote from `from` to `to` (0 when `to` is not above `from`). */
export function calculatePromotionFeathers(from: Rarity, to: Rarity): number {
  let total = 0
  for (let rarity = from + 1; rarity <= to; rarity += 1) {
    total += PROMOTION_FEATHERS[rarity as 2 | 3 | 4 | 5]
  }
  return total
}

/**
 * The category of a copy at its rarity: a 5★ copy of a 3★ generic hero is worth a 5★ generic
 * (had at 5★ or promoted there); heroes in no pool are 'other'.
 */
export function getDonorCategory(
  lowestRarities: LowestRarities,
  rarity: Rarity,
): AvailabilityCategory {
  const atRarity: Partial<Record<(typeof POOLS)[number], ObtainableRarity>> = {}
  for (const pool of POOLS) {
    const lowest = lowestRarities[pool]
    if (lowest !== undefined) atRarity[pool] = Math.max(lowest, rarity) as ObtainableRarity
  }
  return getCheapestCategory(atRarity)
}

/**
 * A donor's value: its category's, times the copies merged into it (a +3 copy is four copies
 * given up); 0 for a Rearmed or Attuned hero, who stays.
 */
export function calculateDonorValue(options: {
  readonly category: AvailabilityCategory
  readonly merges: number
  readonly isNotUsedUp: boolean
}): number {
  if (options.isNotUsedUp) return 0
  return DONOR_VALUES[options.category] * (1 + options.merges)
}

/** Rounded as the game shows it: 1.5 × 45 SP costs 68. */
export function calculateInheritedSp(sp: number, isLearnedAtHigherRarity: boolean): number {
  return isLearnedAtHigherRarity ? sp : Math.round(sp * INHERITANCE_SP_FACTOR)
}

/** A hero to teach skills to: one copy of a barracks entry, or a hero the player will get. */
export type PlanTarget = {
  /** Names the target in the plan and its link; made by the page. */
  readonly key: string
  readonly heroId: HeroId
  /** The barracks entry it is one copy of; null for a hero the player will get. */
  readonly entryId: string | null
  readonly rarity: Rarity
  /** The wanted skills (one per slot at most), highest tier only. */
  readonly wants: readonly SkillId[]
}

export type PlanSettings = {
  /** Donors of these categories are never used ("protect heroes from these pools"). */
  readonly protectedCategories: readonly AvailabilityCategory[]
  /** Rearmed or Attuned entries that have given and await a fresh merge: copies that cannot give. */
  readonly spentCopies: ReadonlyMap<string, number>
}

export const DEFAULT_PLAN_SETTINGS: PlanSettings = {
  protectedCategories: [],
  spentCopies: new Map(),
}

/** Why a wanted skill is not planned: known already, not for this hero, or gone from the data. */
export type WantStatus =
  | { readonly kind: 'planned' }
  | { readonly kind: 'known' }
  | { readonly kind: 'ruledOut'; readonly reason: RuleOutReason }
  | { readonly kind: 'unknownSkill' }

/** A tier a target may have to inherit: a wanted skill or a prerequisite of one. */
export type TierNeed = {
  readonly skillId: SkillId
  /** Null: nothing needed first (no prerequisite, or one the target knows). Else any one of these. */
  readonly requires: readonly SkillId[] | null
  /** What the target spends to learn it. */
  readonly sp: number
  readonly isWanted: boolean
}

export type TargetProblem = {
  readonly target: PlanTarget
  /** The target's hero is not in the data (left it): nothing is planned for it. */
  readonly isUnknownHero: boolean
  /** The target's barracks entry is gone (the barracks changed since the plan). */
  readonly isEntryMissing: boolean
  readonly wants: readonly { readonly skillId: SkillId; readonly status: WantStatus }[]
  readonly tiers: readonly TierNeed[]
}

export type DonorOrigin = 'copy' | 'manual'

/** One copy or one manual that may give: the barracks' lines split into single donors. */
export type DonorUnit = {
  readonly key: string
  readonly origin: DonorOrigin
  /** The entry it is a copy of; null for a manual. */
  readonly entryId: string | null
  readonly heroId: HeroId
  readonly rarity: Rarity
  readonly merges: number
  readonly role: BarracksRole
  readonly category: AvailabilityCategory
  readonly value: number
  readonly isNotUsedUp: boolean
  /** Units offering the same tiers at the same rarity: the solver uses the first ones first. */
  readonly lineKey: string
}

/** A unit can give a target a tier, once at `rarity` (above its own: after a promotion). */
export type Offer = {
  readonly unitIndex: number
  readonly targetIndex: number
  readonly skillId: SkillId
  readonly rarity: Rarity
}

/** A donor left out by the player's choice, for the "why" of the plan. */
export type ExcludedDonor = {
  readonly heroId: HeroId
  readonly origin: DonorOrigin
  readonly rarity: Rarity
  readonly reason: 'keep' | 'protected' | 'spent'
  readonly category: AvailabilityCategory
  readonly value: number
  /** The tiers it could have given, per target index, each at the rarity it gives it. */
  readonly offers: readonly {
    readonly targetIndex: number
    readonly skillId: SkillId
    readonly rarity: Rarity
  }[]
}

export type PlanProblem = {
  readonly targets: readonly TargetProblem[]
  readonly units: readonly DonorUnit[]
  readonly offers: readonly Offer[]
  readonly excluded: readonly ExcludedDonor[]
}

/** The skills a hero has at a rarity: its kit's up to that rarity. */
function listKitAt(data: PlanData, heroId: HeroId, rarity: Rarity): Map<SkillId, Rarity> {
  const kit = new Map<SkillId, Rarity>()
  for (const link of data.linksByHero.get(heroId) ?? []) {
    const current = kit.get(link.skillId)
    if (current === undefined || link.unlockRarity < current)
      kit.set(link.skillId, link.unlockRarity)
  }
  for (const [skillId, unlock] of kit) if (unlock > rarity) kit.delete(skillId)
  return kit
}

/**
 * A learned skill and the tiers under it: a skill needs its prerequisite first, so when it has
 * exactly one, that one was had too (with two, either may have been).
 */
function withSingleDowngrades(data: PlanData, skillId: SkillId): readonly SkillId[] {
  const result = [skillId]
  let current = data.skillsById.get(skillId)
  while (current !== undefined && current.downgradeIds.length === 1) {
    const next = current.downgradeIds[0] as SkillId
    if (result.includes(next)) break
    result.push(next)
    current = data.skillsById.get(next)
  }
  return result
}

/**
 * What a donor line gives, each skill at the lowest rarity it gives it: its kit at any rarity
 * (a promotion opens the rest) and, for a copy, the skills it learned, at any rarity.
 */
function listGiven(
  data: PlanData,
  heroId: HeroId,
  learnedSkillIds: readonly SkillId[],
): Map<SkillId, Rarity> {
  const given = listKitAt(data, heroId, 5)
  for (const learned of learnedSkillIds) {
    for (const skillId of withSingleDowngrades(data, learned)) given.set(skillId, 1)
  }
  return given
}

/** What the target knows: its kit at its rarity and, for an owned copy, what it learned. */
function listKnown(
  data: PlanData,
  target: PlanTarget,
  learnedSkillIds: readonly SkillId[],
): Set<SkillId> {
  const known = new Set(listKitAt(data, target.heroId, target.rarity).keys())
  for (const learned of learnedSkillIds) {
    for (const skillId of withSingleDowngrades(data, learned)) known.add(skillId)
  }
  return known
}

function buildTargetProblem(data: PlanData, target: PlanTarget, barracks: Barracks): TargetProblem {
  const hero = data.heroesById.get(target.heroId)
  const entry =
    target.entryId === null
      ? undefined
      : barracks.entries.find((line) => line.id === target.entryId)
  const isEntryMissing = target.entryId !== null && entry === undefined
  if (hero === undefined) {
    return {
      target,
      isUnknownHero: true,
      isEntryMissing,
      wants: target.wants.map((skillId) => ({ skillId, status: { kind: 'unknownSkill' } })),
      tiers: [],
    }
  }
  const known = listKnown(data, target, entry?.learnedSkillIds ?? [])
  // The target's own kit above its rarity: learned at normal SP once inherited.
  const ownAbove = new Set(listKitAt(data, target.heroId, 5).keys())
  const tiers = new Map<SkillId, TierNeed | null>()
  const visit = (skillId: SkillId, isWanted: boolean): boolean => {
    if (tiers.has(skillId)) {
      const tier = tiers.get(skillId)
      if (tier && isWanted && !tier.isWanted) tiers.set(skillId, { ...tier, isWanted })
      return tier !== null
    }
    const skill = data.skillsById.get(skillId)
    if (skill === undefined || findRuleOutReason(hero, skill) !== null) {
      tiers.set(skillId, null)
      return false
    }
    // Marks the visit first: a cycle in the data ends here.
    tiers.set(skillId, null)
    const prerequisites = skill.downgradeIds.filter((id) => data.skillsById.has(id))
    const requires =
      prerequisites.length === 0 || prerequisites.some((id) => known.has(id))
        ? null
        : prerequisites.filter((id) => visit(id, false))
    tiers.set(skillId, {
      skillId,
      requires,
      sp: calculateInheritedSp(skill.sp ?? 0, ownAbove.has(skillId)),
      isWanted,
    })
    return true
  }
  const wants = target.wants.map((skillId) => {
    const skill = data.skillsById.get(skillId)
    if (skill === undefined) return { skillId, status: { kind: 'unknownSkill' } as const }
    if (known.has(skillId)) return { skillId, status: { kind: 'known' } as const }
    const reason = findRuleOutReason(hero, skill)
    if (reason !== null) return { skillId, status: { kind: 'ruledOut', reason } as const }
    visit(skillId, true)
    return { skillId, status: { kind: 'planned' } as const }
  })
  return {
    target,
    isUnknownHero: false,
    isEntryMissing,
    wants,
    tiers: [...tiers.values()].filter((tier): tier is TierNeed => tier !== null),
  }
}

type DonorLine = {
  readonly lineKey: string
  readonly origin: DonorOrigin
  readonly entryId: string | null
  readonly heroId: HeroId
  readonly rarity: Rarity
  readonly merges: number
  readonly role: BarracksRole
  readonly count: number
  readonly learnedSkillIds: readonly SkillId[]
}

function listDonorLines(barracks: Barracks, targets: readonly PlanTarget[]): DonorLine[] {
  const lines: DonorLine[] = barracks.entries.map((entry) => ({
    lineKey: `copy:${entry.id}`,
    origin: 'copy',
    entryId: entry.id,
    heroId: entry.heroId,
    rarity: entry.rarity,
    merges: entry.merges,
    role: entry.role,
    // The targets are copies of their entries, not donors.
    count: entry.copies - targets.filter((target) => target.entryId === entry.id).length,
    learnedSkillIds: entry.learnedSkillIds,
  }))
  for (const manual of barracks.manuals) {
    lines.push({
      lineKey: `manual:${manual.heroId}:${manual.rarity}`,
      origin: 'manual',
      entryId: null,
      heroId: manual.heroId,
      rarity: manual.rarity,
      merges: 0,
      role: null,
      count: manual.count,
      learnedSkillIds: [],
    })
  }
  return lines
}

/** A copy the player did not mark as fodder: used only when nothing else as good is left. */
function isUnmarked(unit: Pick<DonorUnit, 'origin' | 'role'>): number {
  return unit.origin === 'copy' && unit.role !== 'fodder' ? 1 : 0
}

/**
 * The planning problem: per target, the tiers it may need (wanted skills and their
 * prerequisites it does not know and may inherit); the barracks' copies and manuals split into
 * single donors, only those that give a needed tier, and only as many as could serve (five tiers
 * each, one target each; one per tier among donors that offer the same); and each offer of a tier by a donor, at the rarity it
 * must reach. Copies marked keep, protected categories and spent Rearmed copies are left out
 * and listed, for the plan's "why".
 */
export function buildPlanProblem(options: {
  readonly data: PlanData
  readonly barracks: Barracks
  readonly targets: readonly PlanTarget[]
  readonly settings: PlanSettings
}): PlanProblem {
  const { data, barracks, targets, settings } = options
  const targetProblems = targets.map((target) => buildTargetProblem(data, target, barracks))
  const tierSets = targetProblems.map(
    (problem) => new Set(problem.tiers.map((tier) => tier.skillId)),
  )
  const units: DonorUnit[] = []
  const offers: Offer[] = []
  const excluded: ExcludedDonor[] = []
  const groups = new Map<
    string,
    {
      readonly offers: readonly { targetIndex: number; skillId: SkillId; rarity: Rarity }[]
      readonly units: DonorUnit[]
    }
  >()
  for (const line of listDonorLines(barracks, targets)) {
    if (line.count <= 0) continue
    const hero = data.heroesById.get(line.heroId)
    if (hero === undefined) continue
    const given = listGiven(data, line.heroId, line.learnedSkillIds)
    const lineOffers: { targetIndex: number; skillId: SkillId; rarity: Rarity }[] = []
    tierSets.forEach((tiers, targetIndex) => {
      for (const skillId of tiers) {
        const unlock = given.get(skillId)
        if (unlock !== undefined) {
          lineOffers.push({
            targetIndex,
            skillId,
            rarity: Math.max(unlock, line.rarity) as Rarity,
          })
        }
      }
    })
    if (lineOffers.length === 0) continue
    const isNotUsedUp =
      line.origin === 'copy' && (hasTrait(hero, 'rearmed') || hasTrait(hero, 'attuned'))
    const category = getDonorCategory(hero.lowestRarities, line.rarity)
    const value = calculateDonorValue({ category, merges: line.merges, isNotUsedUp })
    const spent = line.entryId === null ? 0 : (settings.spentCopies.get(line.entryId) ?? 0)
    const reason =
      line.role === 'keep'
        ? 'keep'
        : settings.protectedCategories.includes(category)
          ? 'protected'
          : spent >= line.count
            ? 'spent'
            : null
    if (reason !== null) {
      excluded.push({
        heroId: line.heroId,
        origin: line.origin,
        rarity: line.rarity,
        reason,
        category,
        value,
        offers: lineOffers,
      })
      continue
    }
    // Each unit serves one target with five tiers at most: more units than that never serve.
    const perTarget = new Map<number, number>()
    for (const offer of lineOffers) {
      perTarget.set(offer.targetIndex, (perTarget.get(offer.targetIndex) ?? 0) + 1)
    }
    const useful = [...perTarget.values()].reduce(
      (total, count) => total + Math.ceil(count / INHERIT_SLOTS),
      0,
    )
    const count = Math.min(line.count - spent, useful)
    const signature = `${line.rarity}|${lineOffers
      .map((offer) => `${offer.targetIndex}:${offer.skillId}:${offer.rarity}`)
      .sort()
      .join('\n')}`
    let group = groups.get(signature)
    if (group === undefined) {
      group = { offers: lineOffers, units: [] }
      groups.set(signature, group)
    }
    for (let copy = 0; copy < count; copy += 1) {
      group.units.push({
        key: `${line.lineKey}:${copy}`,
        origin: line.origin,
        entryId: line.entryId,
        heroId: line.heroId,
        rarity: line.rarity,
        merges: line.merges,
        role: line.role,
        category,
        value,
        isNotUsedUp,
        lineKey: signature,
      })
    }
  }
  // Donors of one rarity offering the very same tiers differ only in value and mark: at most
  // one per tier of theirs can serve, so the best that many are kept, best first (the model
  // uses them in that order).
  for (const group of groups.values()) {
    const best = [...group.units]
      .sort((a, b) => a.value - b.value || isUnmarked(a) - isUnmarked(b))
      .slice(0, group.offers.length)
    for (const unit of best) {
      const unitIndex = units.length
      units.push(unit)
      for (const offer of group.offers) offers.push({ unitIndex, ...offer })
    }
  }
  return { targets: targetProblems, units, offers, excluded }
}

/** A plan as the solver chooses it: the offers taken (indexes into the problem's offers). */
export type PlanSelection = readonly number[]

/** The costs the planner minimises, in this order (issue 24 §3). */
export type PlanCost = {
  /** Wanted skills left out. */
  readonly missed: number
  /** The value of the donors used up. */
  readonly value: number
  readonly feathers: number
  /** The SP the targets must earn. */
  readonly sp: number
  /** Copies used that the player did not mark as fodder: the last tie-break. */
  readonly unmarked: number
}

export const PLAN_COST_ORDER = ['missed', 'value', 'feathers', 'sp', 'unmarked'] as const

/** Negative when `a` is the better plan. */
export function comparePlanCosts(a: PlanCost, b: PlanCost): number {
  for (const key of PLAN_COST_ORDER) if (a[key] !== b[key]) return a[key] - b[key]
  return 0
}

/** One donor's part of a plan: the target it gives to, the tiers, the rarity it must reach. */
export type UnitUse = {
  readonly unitIndex: number
  readonly targetIndex: number
  readonly skillIds: readonly SkillId[]
  readonly rarity: Rarity
}

export type CheckedSelection =
  | {
      readonly ok: true
      /** In an order the game allows: every tier's prerequisite is had before or with it. */
      readonly uses: readonly UnitUse[]
      readonly cost: PlanCost
    }
  | {
      readonly ok: false
      readonly problem: 'twice' | 'two-targets' | 'slots'
    }
  | {
      readonly ok: false
      readonly problem: 'order'
      /** The offers of the donors that wait on each other (or on nothing), for a cut. */
      readonly stuckOffers: readonly number[]
      /** Their tiers that cannot be taken, with what the donors before them bring. */
      readonly blockedSkillIds: readonly SkillId[]
      readonly targetIndex: number
    }

/** Whether a tier can be taken once `had` is had, with the tiers of the same donor `own`. */
function isReachable(
  tier: TierNeed | undefined,
  had: ReadonlySet<SkillId>,
  own: ReadonlySet<SkillId>,
  tiersById: ReadonlyMap<SkillId, TierNeed>,
  path: ReadonlySet<SkillId> = new Set(),
): boolean {
  if (tier === undefined) return false
  if (tier.requires === null) return true
  const next = new Set(path).add(tier.skillId)
  return tier.requires.some(
    (id) =>
      had.has(id) ||
      (own.has(id) && !path.has(id) && isReachable(tiersById.get(id), had, own, tiersById, next)),
  )
}

/**
 * Checks a selection against the game's rules and prices it: one donor per tier, one target
 * per donor, five tiers per donor, and an order in which every donor's tiers can be taken
 * (greedy: taking a donor early only adds tiers, so if any order works, this one does).
 */
export function checkSelection(problem: PlanProblem, selection: PlanSelection): CheckedSelection {
  const byUnit = new Map<number, { targetIndex: number; offers: number[] }>()
  const given = new Set<string>()
  for (const offerIndex of selection) {
    const offer = problem.offers[offerIndex] as Offer
    const tierKey = `${offer.targetIndex}\n${offer.skillId}`
    if (given.has(tierKey)) return { ok: false, problem: 'twice' }
    given.add(tierKey)
    const use = byUnit.get(offer.unitIndex)
    if (use === undefined)
      byUnit.set(offer.unitIndex, { targetIndex: offer.targetIndex, offers: [offerIndex] })
    else if (use.targetIndex !== offer.targetIndex) return { ok: false, problem: 'two-targets' }
    else use.offers.push(offerIndex)
  }
  for (const use of byUnit.values()) {
    if (use.offers.length > INHERIT_SLOTS) return { ok: false, problem: 'slots' }
  }
  const uses: UnitUse[] = []
  let missed = 0
  let sp = 0
  for (const [targetIndex, target] of problem.targets.entries()) {
    const tiersById = new Map(target.tiers.map((tier) => [tier.skillId, tier]))
    const had = new Set<SkillId>()
    let waiting = [...byUnit.entries()].filter(([, use]) => use.targetIndex === targetIndex)
    while (waiting.length > 0) {
      const ready = waiting.find(([, use]) => {
        const own = new Set(use.offers.map((index) => (problem.offers[index] as Offer).skillId))
        return [...own].every((id) => isReachable(tiersById.get(id), had, own, tiersById))
      })
      if (ready === undefined) {
        const blocked = waiting.flatMap(([, use]) => {
          const own = new Set(use.offers.map((index) => (problem.offers[index] as Offer).skillId))
          return [...own].filter((id) => !isReachable(tiersById.get(id), had, own, tiersById))
        })
        return {
          ok: false,
          problem: 'order',
          targetIndex,
          stuckOffers: waiting.flatMap(([, use]) => use.offers),
          blockedSkillIds: blocked,
        }
      }
      const [unitIndex, use] = ready
      const offers = use.offers.map((index) => problem.offers[index] as Offer)
      for (const offer of offers) had.add(offer.skillId)
      uses.push({
        unitIndex,
        targetIndex,
        skillIds: orderTiers(
          offers.map((offer) => offer.skillId),
          tiersById,
        ),
        rarity: Math.max(...offers.map((offer) => offer.rarity)) as Rarity,
      })
      waiting = waiting.filter(([index]) => index !== unitIndex)
    }
    for (const want of target.wants) {
      if (want.status.kind === 'planned' && !had.has(want.skillId)) missed += 1
    }
    for (const skillId of had) sp += tiersById.get(skillId)?.sp ?? 0
  }
  let value = 0
  let feathers = 0
  let unmarked = 0
  for (const use of uses) {
    const unit = problem.units[use.unitIndex] as DonorUnit
    value += unit.value
    feathers += calculatePromotionFeathers(unit.rarity, use.rarity)
    unmarked += isUnmarked(unit)
  }
  return { ok: true, uses, cost: { missed, value, feathers, sp, unmarked } }
}

/** Past this many tries, reordering gives up and the solver is asked again (with a cut). */
const MAX_REORDER_TRIES = 2_000

/**
 * The same donors giving the same tiers to the same targets, the tiers shared out among them
 * another way, so that an order exists (no donor above the rarity it was promoted to): every
 * cost stays the same. Null when no such sharing is found within a bounded search.
 */
export function reorderSelection(
  problem: PlanProblem,
  selection: PlanSelection,
): PlanSelection | null {
  const chosen = selection.map((index) => problem.offers[index] as Offer)
  const rarityOf = new Map<number, number>()
  for (const offer of chosen) {
    rarityOf.set(offer.unitIndex, Math.max(rarityOf.get(offer.unitIndex) ?? 0, offer.rarity))
  }
  const result: number[] = []
  for (const [targetIndex, target] of problem.targets.entries()) {
    const tiers = chosen.filter((offer) => offer.targetIndex === targetIndex)
    if (tiers.length === 0) continue
    const units = new Set(tiers.map((offer) => offer.unitIndex))
    const tiersById = new Map(target.tiers.map((tier) => [tier.skillId, tier]))
    const skillIds = orderTiers(
      tiers.map((offer) => offer.skillId),
      tiersById,
    )
    const choices = skillIds.map((skillId) =>
      problem.offers.flatMap((offer, index) =>
        offer.targetIndex === targetIndex &&
        offer.skillId === skillId &&
        units.has(offer.unitIndex) &&
        offer.rarity <= (rarityOf.get(offer.unitIndex) ?? 0)
          ? [index]
          : [],
      ),
    )
    const picked: number[] = []
    const slots = new Map<number, number>()
    let tries = 0
    const search = (at: number): boolean => {
      if (at === choices.length) {
        tries += 1
        return checkSelection(problem, picked).ok
      }
      for (const index of choices[at] ?? []) {
        if (tries > MAX_REORDER_TRIES) return false
        const unitIndex = (problem.offers[index] as Offer).unitIndex
        const used = slots.get(unitIndex) ?? 0
        if (used >= INHERIT_SLOTS) continue
        picked.push(index)
        slots.set(unitIndex, used + 1)
        if (search(at + 1)) return true
        picked.pop()
        slots.set(unitIndex, used)
      }
      return false
    }
    if (!search(0)) return null
    result.push(...picked)
  }
  return result
}

/** A donor's tiers as a player picks them: chain by chain, each from its lowest tier up. */
function orderTiers(
  skillIds: readonly SkillId[],
  tiersById: ReadonlyMap<SkillId, TierNeed>,
): readonly SkillId[] {
  const own = new Set(skillIds)
  const required = new Set(skillIds.flatMap((id) => tiersById.get(id)?.requires ?? []))
  const ordered: SkillId[] = []
  const visit = (id: SkillId): void => {
    if (!own.has(id) || ordered.includes(id)) return
    own.delete(id)
    for (const lower of tiersById.get(id)?.requires ?? []) visit(lower)
    ordered.push(id)
  }
  const tops = skillIds.filter((id) => !required.has(id))
  for (const id of [...tops].sort()) visit(id)
  for (const id of [...skillIds].sort()) visit(id)
  return ordered
}

/** The cost of planning nothing: every planned want missed. */
export function calculateEmptyCost(problem: PlanProblem): PlanCost {
  const missed = problem.targets.reduce(
    (total, target) => total + target.wants.filter((want) => want.status.kind === 'planned').length,
    0,
  )
  return { missed, value: 0, feathers: 0, sp: 0, unmarked: 0 }
}

/** What the page needs of a problem to show and apply its plan: its targets and donors. */
export type PlanOutline = Pick<PlanProblem, 'targets' | 'units'>

/** A step the player follows in the game. */
export type PlanStep =
  | {
      readonly kind: 'promote'
      readonly unitIndex: number
      readonly from: Rarity
      readonly to: Rarity
      readonly feathers: number
    }
  | {
      readonly kind: 'inherit'
      readonly unitIndex: number
      readonly targetIndex: number
      readonly skillIds: readonly SkillId[]
      /** The donor's rarity when it gives (after a promotion step, if any). */
      readonly rarity: Rarity
    }

/** A cheaper donor that was not chosen, what it would have cost, and why it was not enough. */
export type CheaperOption = {
  readonly heroId: HeroId
  readonly origin: DonorOrigin
  readonly rarity: Rarity
  readonly category: AvailabilityCategory
  readonly value: number
  /** Feathers to promote it far enough to give what it can of these tiers. */
  readonly feathers: number
  /** How many of these tiers it could give. */
  readonly tiers: number
  /**
   * Used for another target; used for this one, with other tiers; gives only some of these
   * tiers; or left out by the player (marked keep, a protected pool, a Rearmed copy that gave).
   */
  readonly reason: 'usedElsewhere' | 'usedForTarget' | 'notEnough' | 'keep' | 'protected' | 'spent'
}

/** Why a donor, in numbers: what it costs, and the cheaper donors that were not enough. */
export type DonorReason = {
  readonly unitIndex: number
  readonly category: AvailabilityCategory
  /** The value given up (DONOR_VALUES, times its copies merged; 0 for one who stays). */
  readonly value: number
  readonly feathers: number
  /** What the target spends to learn the tiers this donor gives. */
  readonly sp: number
  /** How many tiers it gives. */
  readonly tiers: number
  /** Up to three cheaper donors of some of the same tiers, cheapest first. */
  readonly cheaper: readonly CheaperOption[]
}

export type TargetOutcome = {
  readonly targetIndex: number
  /** Inherited tiers, in the order of the steps. */
  readonly gained: readonly SkillId[]
  readonly sp: number
  /** Wanted skills no donor of the barracks can give, with the cheapest hero to get for each. */
  readonly missing: readonly { readonly skillId: SkillId; readonly cheapest: Donor | null }[]
}

export type InheritancePlan = {
  readonly steps: readonly PlanStep[]
  readonly targets: readonly TargetOutcome[]
  readonly reasons: readonly DonorReason[]
  readonly cost: PlanCost
  readonly totals: {
    readonly copiesUsed: number
    readonly manualsUsed: number
    /** Rearmed or Attuned copies that give and stay. */
    readonly copiesKept: number
    readonly feathers: number
    readonly sp: number
  }
}

const MAX_CHEAPER_OPTIONS = 3

/** Feathers to promote a donor of `rarity` far enough to give every one of these offers. */
function featherOffers(rarity: Rarity, offers: readonly { readonly rarity: Rarity }[]): number {
  return calculatePromotionFeathers(
    rarity,
    Math.max(rarity, ...offers.map((each) => each.rarity)) as Rarity,
  )
}

function findCheaperOptions(
  problem: PlanProblem,
  use: UnitUse,
  usedUnits: ReadonlyMap<number, number>,
): readonly CheaperOption[] {
  const unit = problem.units[use.unitIndex] as DonorUnit
  const wanted = new Set(use.skillIds)
  const byLine = new Map<string, CheaperOption>()
  const offersByUnit = new Map<number, Offer[]>()
  for (const offer of problem.offers) {
    if (offer.targetIndex !== use.targetIndex || !wanted.has(offer.skillId)) continue
    offersByUnit.set(offer.unitIndex, [...(offersByUnit.get(offer.unitIndex) ?? []), offer])
  }
  for (const [unitIndex, offers] of offersByUnit) {
    const other = problem.units[unitIndex] as DonorUnit
    if (unitIndex === use.unitIndex || other.value >= unit.value || byLine.has(other.lineKey))
      continue
    const usedFor = usedUnits.get(unitIndex)
    // A cheaper donor of every tier, unused, cannot be in a best plan (it would take this
    // one's place): it is one this plan uses, or one that gives only some of the tiers.
    const reason =
      usedFor !== undefined && usedFor !== use.targetIndex
        ? 'usedElsewhere'
        : usedFor !== undefined
          ? 'usedForTarget'
          : 'notEnough'
    byLine.set(other.lineKey, {
      heroId: other.heroId,
      origin: other.origin,
      rarity: other.rarity,
      category: other.category,
      value: other.value,
      feathers: featherOffers(other.rarity, offers),
      tiers: offers.length,
      reason,
    })
  }
  const options = [...byLine.values()]
  for (const donor of problem.excluded) {
    if (donor.value >= unit.value) continue
    const offers = donor.offers.filter(
      (offer) => offer.targetIndex === use.targetIndex && wanted.has(offer.skillId),
    )
    if (offers.length === 0) continue
    options.push({
      heroId: donor.heroId,
      origin: donor.origin,
      rarity: donor.rarity,
      category: donor.category,
      value: donor.value,
      feathers: featherOffers(donor.rarity, offers),
      tiers: offers.length,
      reason: donor.reason,
    })
  }
  return options.sort((a, b) => a.value - b.value).slice(0, MAX_CHEAPER_OPTIONS)
}

/**
 * The plan a checked selection stands for: promotions and inheritances in an order the game
 * allows, per target the tiers gained and the SP to earn, each wanted skill left out with the
 * cheapest hero to get for it (the peeler's cost order), and why each donor.
 */
export function buildPlan(options: {
  readonly data: PlanData
  readonly problem: PlanProblem
  readonly uses: readonly UnitUse[]
  readonly cost: PlanCost
}): InheritancePlan {
  const { data, problem, uses, cost } = options
  const steps: PlanStep[] = []
  const usedUnits = new Map(uses.map((use) => [use.unitIndex, use.targetIndex]))
  const reasons: DonorReason[] = []
  let copiesUsed = 0
  let manualsUsed = 0
  let copiesKept = 0
  for (const use of uses) {
    const unit = problem.units[use.unitIndex] as DonorUnit
    const feathers = calculatePromotionFeathers(unit.rarity, use.rarity)
    if (feathers > 0) {
      steps.push({
        kind: 'promote',
        unitIndex: use.unitIndex,
        from: unit.rarity,
        to: use.rarity,
        feathers,
      })
    }
    steps.push({
      kind: 'inherit',
      unitIndex: use.unitIndex,
      targetIndex: use.targetIndex,
      skillIds: use.skillIds,
      rarity: use.rarity,
    })
    const tiersById = new Map(
      (problem.targets[use.targetIndex]?.tiers ?? []).map((tier) => [tier.skillId, tier]),
    )
    reasons.push({
      unitIndex: use.unitIndex,
      category: unit.category,
      value: unit.value,
      feathers,
      sp: use.skillIds.reduce((total, skillId) => total + (tiersById.get(skillId)?.sp ?? 0), 0),
      tiers: use.skillIds.length,
      cheaper: findCheaperOptions(problem, use, usedUnits),
    })
    if (unit.origin === 'manual') manualsUsed += 1
    else if (unit.isNotUsedUp) copiesKept += 1
    else copiesUsed += 1
  }
  const targets = problem.targets.map((target, targetIndex): TargetOutcome => {
    const gained = uses
      .filter((use) => use.targetIndex === targetIndex)
      .flatMap((use) => use.skillIds)
    const tiersById = new Map(target.tiers.map((tier) => [tier.skillId, tier]))
    return {
      targetIndex,
      gained,
      sp: gained.reduce((total, skillId) => total + (tiersById.get(skillId)?.sp ?? 0), 0),
      missing: target.wants
        .filter((want) => want.status.kind === 'planned' && !gained.includes(want.skillId))
        .map((want) => ({
          skillId: want.skillId,
          cheapest:
            findDonors(data, want.skillId, {
              order: 'cost',
              excludeHeroId: target.target.heroId,
            })[0] ?? null,
        })),
    }
  })
  return {
    steps,
    targets,
    reasons,
    cost,
    totals: { copiesUsed, manualsUsed, copiesKept, feathers: cost.feathers, sp: cost.sp },
  }
}

/**
 * The barracks after the plan (issue 24 §4): each donor used up leaves (a copy off its entry, a
 * manual off its line), a Rearmed or Attuned donor stays and is recorded as having given, and
 * each owned target's entry learns its gained tiers (one copy of it, split off when the entry
 * holds several). A hero the player will get changes nothing.
 */
export function applyPlan(options: {
  readonly barracks: Barracks
  readonly problem: PlanOutline
  readonly plan: InheritancePlan
  readonly given: readonly GivenCopies[]
  readonly makeId: () => string
}): { readonly barracks: Barracks; readonly given: readonly GivenCopies[] } {
  const { problem, plan } = options
  let entries = [...options.barracks.entries]
  let manuals = [...options.barracks.manuals]
  const given = [...options.given]
  for (const step of plan.steps) {
    if (step.kind !== 'inherit') continue
    const unit = problem.units[step.unitIndex] as DonorUnit
    if (unit.origin === 'manual') {
      manuals = manuals.flatMap((manual) =>
        manual.heroId === unit.heroId && manual.rarity === unit.rarity
          ? manual.count > 1
            ? [{ ...manual, count: manual.count - 1 }]
            : []
          : [manual],
      )
      continue
    }
    const entry = entries.find((line) => line.id === unit.entryId)
    if (entry === undefined) continue
    if (unit.isNotUsedUp) {
      const record = given.findIndex((each) => each.entryId === entry.id)
      const previous = record === -1 ? 0 : (given[record]?.copies ?? 0)
      const next = { entryId: entry.id, merges: entry.merges, copies: previous + 1 }
      if (record === -1) given.push(next)
      else given[record] = next
      continue
    }
    entries = entries.flatMap((line) =>
      line.id === entry.id
        ? line.copies > 1
          ? [{ ...line, copies: line.copies - 1 }]
          : []
        : [line],
    )
  }
  for (const outcome of plan.targets) {
    const target = problem.targets[outcome.targetIndex]?.target
    if (target?.entryId == null || outcome.gained.length === 0) continue
    const entry = entries.find((line) => line.id === target.entryId)
    if (entry === undefined) continue
    const learned = {
      ...entry,
      learnedSkillIds: [...new Set([...entry.learnedSkillIds, ...outcome.gained])],
    }
    entries = entries.flatMap((line) => {
      if (line.id !== entry.id) return [line]
      if (line.copies === 1) return [learned]
      // The other copies did not learn anything: they stay on their own line.
      return [
        { ...line, copies: line.copies - 1 },
        { ...learned, id: options.makeId(), copies: 1 },
      ]
    })
  }
  return { barracks: { entries, manuals }, given }
}

/**
 * The skills a hero may be taught in a slot, by name: allowed it (not exclusive, its weapon and
 * move; reference §3.6) and in some hero's kit, so that a donor exists at all.
 */
export function listWantableSkills(
  data: PlanData,
  heroId: HeroId,
  slot: WantSlot,
): readonly PlanSkill[] {
  const hero = data.heroesById.get(heroId)
  if (hero === undefined) return []
  const skills: PlanSkill[] = []
  for (const skill of data.skillsById.values()) {
    if (skill.category !== slot || !data.linksBySkill.has(skill.id)) continue
    if (findRuleOutReason(hero, skill) === null) skills.push(skill)
  }
  return skills.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}

/**
 * Skills brought for a hero not chosen yet (a skill list's build): those the hero may be
 * taught (as listWantableSkills), the first of each slot in the slots' order, and the others.
 */
export function splitWantableSkills(
  data: PlanData,
  heroId: HeroId,
  skillIds: readonly SkillId[],
): { readonly wants: readonly SkillId[]; readonly refused: readonly SkillId[] } {
  const hero = data.heroesById.get(heroId)
  const bySlot = new Map<SkillCategory, SkillId>()
  const refused: SkillId[] = []
  for (const skillId of skillIds) {
    const skill = data.skillsById.get(skillId)
    const isWantable =
      hero !== undefined &&
      skill !== undefined &&
      (WANT_SLOTS as readonly SkillCategory[]).includes(skill.category) &&
      !bySlot.has(skill.category) &&
      data.linksBySkill.has(skillId) &&
      findRuleOutReason(hero, skill) === null
    if (isWantable) bySlot.set(skill.category, skillId)
    else refused.push(skillId)
  }
  return {
    wants: WANT_SLOTS.flatMap((slot) => bySlot.get(slot) ?? []),
    refused,
  }
}
