import * as v from 'valibot'
import { ARENA_SP_SLOTS } from '#app/domain/arena-score.ts'
import { ELEMENTS, type HeroId, LEGENDARY_ELEMENTS, MYTHIC_ELEMENTS } from '#app/domain/hero.ts'
import {
  decodeHeroCode,
  decodeTeamCode,
  encodeTeamCode,
  SCORE_MODES,
  type ScoreBuild,
  type ScoreContext,
  type ShareCodeResult,
} from '#app/domain/score-calculator.ts'
import { RARITIES, STATS } from '#app/domain/stat.ts'

export const MYTHIC_SEASONS = ['none', 'lightDark', 'astraAnima'] as const
export type MythicSeason = (typeof MYTHIC_SEASONS)[number]

export type ScoreCalcSearch = {
  readonly mode: (typeof SCORE_MODES)[number]
  readonly season1: (typeof LEGENDARY_ELEMENTS)[number]
  readonly season2: (typeof LEGENDARY_ELEMENTS)[number]
  readonly mythicSeason: MythicSeason
  readonly hasBonusHero: boolean
  readonly majorElement: (typeof MYTHIC_ELEMENTS)[number]
  readonly tier: number
  readonly team: readonly (ScoreBuild | null)[]
}

export const EMPTY_TEAM: readonly (ScoreBuild | null)[] = [null, null, null, null]

export const SCORE_CALC_SEARCH_DEFAULTS: ScoreCalcSearch = {
  mode: 'arena',
  season1: 'fire',
  season2: 'water',
  mythicSeason: 'none',
  hasBonusHero: true,
  majorElement: 'light',
  tier: 21,
  team: EMPTY_TEAM,
}

const integer = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))
const nullableStat = v.nullable(v.picklist(STATS))

/** A build as a share code or the URL holds it; every field checked. */
export const ScoreBuildSchema = v.object({
  heroId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  rarity: v.picklist(RARITIES),
  level: integer(1, 40),
  merges: integer(0, 10),
  asset: nullableStat,
  flaw: nullableStat,
  blessing: v.nullable(v.picklist(ELEMENTS)),
  sp: v.object(
    Object.fromEntries(ARENA_SP_SLOTS.map((slot) => [slot, integer(0, 1000)])) as Record<
      (typeof ARENA_SP_SLOTS)[number],
      ReturnType<typeof integer>
    >,
  ),
  // Codes made before skills could be picked by name have none.
  skills: v.optional(
    v.record(v.picklist(ARENA_SP_SLOTS), v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
    {},
  ),
  duelSkillTier: v.nullable(v.picklist([1, 2, 3, 4] as const)),
  chosenHeroId: v.nullable(v.pipe(v.string(), v.maxLength(200))),
  chosenHeroMerges: integer(0, 10),
})

export function validateScoreBuild(value: unknown): ScoreBuild | null {
  const result = v.safeParse(ScoreBuildSchema, value)
  if (!result.success) return null
  return {
    ...result.output,
    heroId: result.output.heroId as HeroId,
    chosenHeroId: result.output.chosenHeroId as HeroId | null,
    skills: result.output.skills as ScoreBuild['skills'],
  }
}

export function decodeTeam(code: string): ShareCodeResult<readonly (ScoreBuild | null)[]> {
  return decodeTeamCode(code, validateScoreBuild)
}

export function decodeHero(code: string): ShareCodeResult<ScoreBuild> {
  return decodeHeroCode(code, validateScoreBuild)
}

const SearchSchema = v.object({
  mode: v.fallback(v.picklist(SCORE_MODES), SCORE_CALC_SEARCH_DEFAULTS.mode),
  season1: v.fallback(v.picklist(LEGENDARY_ELEMENTS), SCORE_CALC_SEARCH_DEFAULTS.season1),
  season2: v.fallback(v.picklist(LEGENDARY_ELEMENTS), SCORE_CALC_SEARCH_DEFAULTS.season2),
  mythicSeason: v.fallback(v.picklist(MYTHIC_SEASONS), SCORE_CALC_SEARCH_DEFAULTS.mythicSeason),
  majorElement: v.fallback(v.picklist(MYTHIC_ELEMENTS), SCORE_CALC_SEARCH_DEFAULTS.majorElement),
  tier: v.fallback(
    v.pipe(v.string(), v.transform(Number), integer(1, 21)),
    SCORE_CALC_SEARCH_DEFAULTS.tier,
  ),
})

/**
 * `?mode=&season1=&season2=&mythic=&bonus=0&major=&tier=&team=SCTv1:…`: the team travels as
 * its share code, so a shared link and a pasted code restore the same team. A bad value is
 * its default; a bad team code is an empty team.
 */
export function parseScoreCalcSearch(params: URLSearchParams): ScoreCalcSearch {
  const parsed = v.parse(SearchSchema, {
    mode: params.get('mode') ?? undefined,
    season1: params.get('season1') ?? undefined,
    season2: params.get('season2') ?? undefined,
    mythicSeason: params.get('mythic') ?? undefined,
    majorElement: params.get('major') ?? undefined,
    tier: params.get('tier') ?? undefined,
  })
  const teamCode = params.get('team')
  const team = teamCode ? decodeTeam(teamCode) : null
  return {
    ...parsed,
    hasBonusHero: params.get('bonus') !== '0',
    team: team?.ok ? team.value : EMPTY_TEAM,
  }
}

export function toScoreCalcSearchParams(
  search: ScoreCalcSearch,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(current)
  const defaults = SCORE_CALC_SEARCH_DEFAULTS
  for (const key of ['mode', 'season1', 'season2', 'mythic', 'bonus', 'major', 'tier', 'team'])
    params.delete(key)
  if (search.mode !== defaults.mode) params.set('mode', search.mode)
  if (search.season1 !== defaults.season1) params.set('season1', search.season1)
  if (search.season2 !== defaults.season2) params.set('season2', search.season2)
  if (search.mythicSeason !== defaults.mythicSeason) params.set('mythic', search.mythicSeason)
  if (!search.hasBonusHero) params.set('bonus', '0')
  if (search.majorElement !== defaults.majorElement) params.set('major', search.majorElement)
  if (search.tier !== defaults.tier) params.set('tier', String(search.tier))
  if (search.team.some((build) => build !== null)) params.set('team', encodeTeamCode(search.team))
  return params
}

/** The scoring context the URL describes. */
export function toScoreContext(search: ScoreCalcSearch): ScoreContext {
  if (search.mode === 'mjolnirsStrike')
    return { mode: 'mjolnirsStrike', majorElement: search.majorElement, tier: search.tier }
  const mythic =
    search.mythicSeason === 'lightDark'
      ? (['light', 'dark'] as const)
      : search.mythicSeason === 'astraAnima'
        ? (['astra', 'anima'] as const)
        : []
  return {
    mode: 'arena',
    seasonElements: [search.season1, search.season2, ...mythic],
    hasBonusHero: search.hasBonusHero,
  }
}
