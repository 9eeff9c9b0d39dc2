import {
  ARENA_SP_SLOTS,
  ARENA_TEAM_BASE_SCORE,
  type ArenaHero,
  type ArenaSpSlot,
  BEAST_SACRED_SEAL_SP_CAP,
  calculateBlessingBonus,
  calculateHeroBaseScore,
  calculateMaxBaseStatTotal,
  calculateOffenseRange,
  calculateTeamScore,
  calculateVisibleBaseStatTotal,
  type DuelSkillTier,
  getArenaSp,
  getMaxMerges,
  getMjolnirsStrikeTierBonus,
  getMjolnirsStrikeVisibleMerges,
  INHERITABLE_SP_CAPS,
  needsDuelSkill,
  type SkillSp,
} from './arena-score.ts'
import type { Element, Hero, HeroId, MythicElement } from './hero.ts'
import type { SkillId } from './skill.ts'
import type { Rarity, Stat } from './stat.ts'
import { calculateBaseStatTotal, calculateStats } from './stats.ts'
import { getWeaponFamily, type WeaponType } from './weapon.ts'

/** What the calculator needs of a hero: its stat inputs and the arena's flags. */
export type ScoreHero = ArenaHero &
  Pick<Hero, 'id' | 'stats' | 'element'> & {
    /** The most SP the hero can equip (reference §3.1), counted in full by a chosen hero in season. */
    readonly skillsMaxSp: number
    readonly superboons: readonly Stat[]
  }

/** One hero of the team as the player builds it (the share code's fields, reference §3.2). */
export type ScoreBuild = {
  readonly heroId: HeroId
  readonly rarity: Rarity
  /** 1–40: the calculator lets both be edited, unlike the reference (bug §7.2 #24). */
  readonly level: number
  readonly merges: number
  readonly asset: Stat | null
  readonly flaw: Stat | null
  /** The blessing conferred on a hero without its own element. */
  readonly blessing: Element | null
  /** SP of each equipped skill; 0 for an empty slot. The score counts these. */
  readonly sp: Readonly<Record<ArenaSpSlot, number>>
  /** The skill picked by name in a slot, when one was (SP alone when loaded as a maximum). */
  readonly skills: Readonly<Partial<Record<ArenaSpSlot, SkillId>>>
  /** The tier of the equipped Duel A skill, if any. */
  readonly duelSkillTier: DuelSkillTier | null
  /** The chosen hero attached to this one (arena only). */
  readonly chosenHeroId: HeroId | null
  readonly chosenHeroMerges: number
}

export const SCORE_MODES = ['arena', 'mjolnirsStrike'] as const
export type ScoreMode = (typeof SCORE_MODES)[number]

export type ScoreContext =
  | {
      readonly mode: 'arena'
      /** The elements in season: two legendary ones and zero or two mythic ones. */
      readonly seasonElements: readonly Element[]
      readonly hasBonusHero: boolean
    }
  | {
      readonly mode: 'mjolnirsStrike'
      readonly majorElement: MythicElement
      readonly tier: number
    }

/** Mjölnir's Strike: the minor season is the major one's pair (reference §3.2). */
export function getMinorElement(major: MythicElement): MythicElement {
  const pairs: Readonly<Record<MythicElement, MythicElement>> = {
    light: 'dark',
    dark: 'light',
    astra: 'anima',
    anima: 'astra',
  }
  return pairs[major]
}

/**
 * The BST the arena counts (reference §3.2): stats at the rarity and level with asset and
 * flaw (a merge removes the flaw); a neutral hero with a merge adds 1 to its three highest
 * stats. Other stat gains of merges and dragonflowers do not count.
 */
export function calculateScoreBaseStatTotal(
  hero: Pick<Hero, 'stats'>,
  build: Pick<ScoreBuild, 'rarity' | 'level' | 'merges' | 'asset' | 'flaw'>,
): number {
  const flaw = build.merges > 0 ? null : build.flaw
  const stats = calculateStats(hero.stats, {
    rarity: build.rarity,
    level: build.level,
    asset: build.asset,
    flaw,
  })
  const isNeutral = build.asset === null && build.flaw === null
  return calculateBaseStatTotal(stats) + (isNeutral && build.merges > 0 ? 3 : 0)
}

export type HeroScore = {
  readonly baseStatTotal: number
  readonly visibleBaseStatTotal: number
  readonly totalSp: number
  readonly visibleSp: number
  readonly visibleMerges: number
  /** The hero's own base score before blessings. */
  readonly ownBaseScore: number
  /** The attached chosen hero's base score, when it counts; null otherwise. */
  readonly chosenBaseScore: number | null
  readonly blessingBonus: number
  /** max(own, chosen) + blessing bonus: what the team averages. */
  readonly visibleBaseScore: number
  /** (150 + visible base score) × bonus factor. */
  readonly score: number
}

function isInSeason(context: ScoreContext, element: Element | null): boolean {
  return context.mode === 'arena' && element !== null && context.seasonElements.includes(element)
}

function getBonusFactor(context: ScoreContext): 1 | 2 {
  return context.mode === 'mjolnirsStrike' || context.hasBonusHero ? 2 : 1
}

/** A chosen hero counts its Clash score and its maximum SP only while its element is in season. */
function isChosenInSeason(hero: ScoreHero, context: ScoreContext): boolean {
  return hero.traits.includes('chosen') && isInSeason(context, hero.element)
}

/** The base score of an attached chosen hero (reference §3.2): 5★ 40, its merges, neutral. */
function calculateChosenBaseScore(
  chosen: ScoreHero,
  merges: number,
  context: ScoreContext,
): number {
  const inSeason = isChosenInSeason(chosen, context)
  const build = { rarity: 5, level: 40, merges, asset: null, flaw: null } as const
  const visibleBaseStatTotal = calculateVisibleBaseStatTotal({
    hero: chosen,
    baseStatTotal: calculateScoreBaseStatTotal(chosen, build),
    rarity: 5,
    level: 40,
    duelSkillTier: null,
    clashScoreInSeason: inSeason ? chosen.clashScore : null,
  })
  return calculateHeroBaseScore({
    rarity: 5,
    level: 40,
    merges,
    sp: inSeason ? chosen.skillsMaxSp : 0,
    visibleBaseStatTotal,
  })
}

/**
 * One hero's arena or Mjölnir's Strike score with its breakdown (reference §3.2): visible
 * BST, visible SP and merges, the attached chosen hero, the blessing bonus, the bonus factor.
 */
export function calculateHeroScore(options: {
  readonly hero: ScoreHero
  readonly build: ScoreBuild
  readonly chosenHero: ScoreHero | null
  readonly context: ScoreContext
  /** The elements of the team's legendary heroes, one entry each. */
  readonly teamLegendaryElements: readonly Element[]
}): HeroScore {
  const { hero, build, context } = options
  const baseStatTotal = calculateScoreBaseStatTotal(hero, build)
  const chosenInSeason = isChosenInSeason(hero, context)
  const visibleBaseStatTotal = calculateVisibleBaseStatTotal({
    hero,
    baseStatTotal,
    rarity: build.rarity,
    level: build.level,
    duelSkillTier: build.duelSkillTier,
    clashScoreInSeason: chosenInSeason ? hero.clashScore : null,
  })
  const totalSp = ARENA_SP_SLOTS.reduce((total, slot) => total + build.sp[slot], 0)
  const visibleSp = chosenInSeason ? Math.max(totalSp, hero.skillsMaxSp) : totalSp
  const visibleMerges =
    context.mode === 'mjolnirsStrike'
      ? getMjolnirsStrikeVisibleMerges({
          merges: build.merges,
          heroElement: hero.element,
          isMythic: hero.traits.includes('mythic'),
          majorElement: context.majorElement,
          minorElement: getMinorElement(context.majorElement),
        })
      : build.merges
  const ownBaseScore = calculateHeroBaseScore({
    rarity: build.rarity,
    level: build.level,
    merges: visibleMerges,
    sp: visibleSp,
    visibleBaseStatTotal,
  })
  // A legendary host keeps a chosen hero only of its own element (reference §3.2).
  const chosen = options.chosenHero
  const isChosenAttached =
    context.mode === 'arena' &&
    chosen !== null &&
    (!hero.traits.includes('legendary') || chosen.element === hero.element)
  const chosenBaseScore =
    isChosenAttached && chosen
      ? calculateChosenBaseScore(chosen, build.chosenHeroMerges, context)
      : null
  const blessingBonus =
    context.mode === 'arena'
      ? calculateBlessingBonus({
          hero,
          blessing: build.blessing,
          attachedChosenElement: isChosenAttached && chosen ? chosen.element : null,
          seasonElements: context.seasonElements,
          teamLegendaryElements: options.teamLegendaryElements,
        })
      : 0
  const visibleBaseScore = Math.max(ownBaseScore, chosenBaseScore ?? 0) + blessingBonus
  return {
    baseStatTotal,
    visibleBaseStatTotal,
    totalSp,
    visibleSp,
    visibleMerges,
    ownBaseScore,
    chosenBaseScore,
    blessingBonus,
    visibleBaseScore,
    score: (ARENA_TEAM_BASE_SCORE + visibleBaseScore) * getBonusFactor(context),
  }
}

export type TeamScore = {
  readonly score: number
  readonly exactScore: number
  /** Mjölnir's Strike only: what the tier adds. */
  readonly tierBonus: number
  /** Arena only. */
  readonly defenseScore: number | null
  readonly offenseRange: { readonly min: number; readonly max: number } | null
}

/** The team's score from its four visible base scores (null: an empty slot counts 0). */
export function calculateTeamScores(
  visibleBaseScores: readonly (number | null)[],
  context: ScoreContext,
): TeamScore {
  const hasBonusHero = getBonusFactor(context) === 2
  const team = calculateTeamScore({ baseScores: visibleBaseScores, hasBonusHero })
  const tierBonus = context.mode === 'mjolnirsStrike' ? getMjolnirsStrikeTierBonus(context.tier) : 0
  const total = visibleBaseScores.reduce<number>((sum, score) => sum + (score ?? 0), 0)
  const average = ARENA_TEAM_BASE_SCORE + total / 4
  return {
    score: team.score + tierBonus,
    exactScore: team.exactScore + tierBonus,
    tierBonus,
    defenseScore: context.mode === 'arena' ? team.defenseScore : null,
    offenseRange:
      context.mode === 'arena' ? calculateOffenseRange({ average, hasBonusHero }) : null,
  }
}

/** SP of each Duel skill tier (upstream skills: "R Duel Infantry 1" … "4"). */
export const DUEL_SKILL_SP: Readonly<Record<DuelSkillTier, number>> = {
  1: 70,
  2: 150,
  3: 300,
  4: 300,
}

/**
 * "Load the maximum" (reference §2.4): 5★ 40, all merges, the first superboon as asset and
 * no flaw, the best SP in each slot, a tier-4 Duel skill when it raises the visible BST.
 */
export function buildMaximumScoreBuild(
  hero: ScoreHero,
  bestSp: Readonly<Record<ArenaSpSlot, number>>,
  current: Pick<ScoreBuild, 'blessing' | 'chosenHeroId' | 'chosenHeroMerges'>,
): ScoreBuild {
  const merges = getMaxMerges(hero)
  const asset = hero.superboons[0] ?? null
  const neutral = calculateStats(hero.stats)
  const maxBaseStatTotal = calculateMaxBaseStatTotal({
    baseStatTotal: calculateBaseStatTotal(neutral),
    hasSuperboon: hero.superboons.length > 0,
    isStory: hero.isStory,
  })
  const duel = needsDuelSkill(hero, maxBaseStatTotal)
  return {
    heroId: hero.id,
    rarity: 5,
    level: 40,
    merges,
    // A story hero cannot be merged: it stays neutral, as its maximum assumes.
    asset: hero.isStory ? null : asset,
    flaw: null,
    blessing: hero.element ?? current.blessing,
    skills: {},
    sp: {
      ...bestSp,
      passiveA: duel ? Math.max(bestSp.passiveA, DUEL_SKILL_SP[4]) : bestSp.passiveA,
    },
    duelSkillTier: duel ? 4 : null,
    chosenHeroId: current.chosenHeroId,
    chosenHeroMerges: current.chosenHeroMerges,
  }
}

/** The best SP per slot: the hero's own best skill or the inheritable cap (reference §3.1). */
export function calculateBestSpBySlot(options: {
  readonly weaponType: WeaponType
  readonly ownSkills: readonly SkillSp[]
}): Readonly<Record<ArenaSpSlot, number>> {
  const best = {} as Record<ArenaSpSlot, number>
  for (const slot of ARENA_SP_SLOTS) {
    const own = options.ownSkills
      .filter((skill) => skill.category === slot)
      .reduce((max, skill) => Math.max(max, getArenaSp(skill)), 0)
    const cap =
      slot === 'sacredSeal' && getWeaponFamily(options.weaponType) === 'beast'
        ? BEAST_SACRED_SEAL_SP_CAP
        : INHERITABLE_SP_CAPS[slot]
    best[slot] = Math.max(own, cap)
  }
  return best
}

/** Share codes (reference §3.2): a prefix, then the build(s) as base64 of UTF-8 JSON. */
export const HERO_CODE_PREFIX = 'SCUv1:'
export const TEAM_CODE_PREFIX = 'SCTv1:'
export const TEAM_SIZE = 4

export type ShareCodeError =
  | 'empty'
  | 'hero-code-given'
  | 'team-code-given'
  | 'unknown-prefix'
  | 'not-base64'
  | 'not-json'
  | 'wrong-team-size'
  | 'invalid-build'

export type ShareCodeResult<Value> =
  | { readonly ok: true; readonly value: Value }
  | { readonly ok: false; readonly error: ShareCodeError }

function toBase64(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function fromBase64(code: string): string | null {
  try {
    const binary = atob(code)
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (character) => character.charCodeAt(0)),
    )
  } catch (error) {
    // atob and a fatal decoder throw on bad input: the player's code, not a bug.
    if (error instanceof DOMException || error instanceof TypeError) return null
    throw error
  }
}

/** The code of one build, or of a team of four (empty slots as null). */
export function encodeHeroCode(build: ScoreBuild): string {
  return HERO_CODE_PREFIX + toBase64(JSON.stringify(build))
}

export function encodeTeamCode(team: readonly (ScoreBuild | null)[]): string {
  return TEAM_CODE_PREFIX + toBase64(JSON.stringify(team))
}

function decodePayload(
  code: string,
  expected: 'hero' | 'team',
): { ok: true; value: unknown } | { ok: false; error: ShareCodeError } {
  const trimmed = code.trim()
  if (trimmed === '') return { ok: false, error: 'empty' }
  const [expectedPrefix, otherPrefix, otherError] =
    expected === 'hero'
      ? [HERO_CODE_PREFIX, TEAM_CODE_PREFIX, 'team-code-given' as const]
      : [TEAM_CODE_PREFIX, HERO_CODE_PREFIX, 'hero-code-given' as const]
  if (trimmed.startsWith(otherPrefix)) return { ok: false, error: otherError }
  if (!trimmed.startsWith(expectedPrefix)) return { ok: false, error: 'unknown-prefix' }
  const text = fromBase64(trimmed.slice(expectedPrefix.length))
  if (text === null) return { ok: false, error: 'not-base64' }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch (error) {
    if (error instanceof SyntaxError) return { ok: false, error: 'not-json' }
    throw error
  }
}

/** Decodes a hero code; `validate` checks the build's fields (the feature's schema). */
export function decodeHeroCode(
  code: string,
  validate: (value: unknown) => ScoreBuild | null,
): ShareCodeResult<ScoreBuild> {
  const payload = decodePayload(code, 'hero')
  if (!payload.ok) return payload
  const build = validate(payload.value)
  return build ? { ok: true, value: build } : { ok: false, error: 'invalid-build' }
}

/** Decodes a team code: exactly four entries, each a valid build or null. */
export function decodeTeamCode(
  code: string,
  validate: (value: unknown) => ScoreBuild | null,
): ShareCodeResult<readonly (ScoreBuild | null)[]> {
  const payload = decodePayload(code, 'team')
  if (!payload.ok) return payload
  if (!Array.isArray(payload.value) || payload.value.length !== TEAM_SIZE)
    return { ok: false, error: 'wrong-team-size' }
  const team: (ScoreBuild | null)[] = []
  for (const entry of payload.value as unknown[]) {
    if (entry === null) {
      team.push(null)
      continue
    }
    const build = validate(entry)
    if (!build) return { ok: false, error: 'invalid-build' }
    team.push(build)
  }
  return { ok: true, value: team }
}
