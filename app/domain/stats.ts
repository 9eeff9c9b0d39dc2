import type { Hero, HeroStatsInput } from './hero.ts'
import {
  MAX_LEVEL,
  MAX_MERGES,
  MIN_LEVEL,
  type Rarity,
  STATS,
  type Stat,
  type StatLine,
} from './stat.ts'

/** Everything that changes a hero's stats, as the hero detail view lets a player choose it. */
export type StatsBuild = {
  readonly rarity: Rarity
  /** 1–40. */
  readonly level: number
  /** 0–10. */
  readonly merges: number
  /** 0 to the hero's maximum; the caller caps it (the maximum is the hero's). */
  readonly dragonflowers: number
  readonly asset: Stat | null
  readonly flaw: Stat | null
  /** The second asset an Ascended hero is given (any stat but the asset). */
  readonly ascendedAsset: Stat | null
  /** A resplendent attire adds 2 to every stat. */
  readonly isResplendent: boolean
}

/** The build the game and the upstream data quote: 5★ level 40, no merge, neutral. */
export const DEFAULT_STATS_BUILD: StatsBuild = {
  rarity: 5,
  level: MAX_LEVEL,
  merges: 0,
  dragonflowers: 0,
  asset: null,
  flaw: null,
  ascendedAsset: null,
  isResplendent: false,
}

/** Asset raises a level-1 stat by 1 and its growth rate by 5 points; flaw lowers both (game rule). */
const ASSET_LEVEL1 = 1
const ASSET_GROWTH_RATE = 5
const RESPLENDENT_BONUS = 2

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.trunc(value)))
}

function mapStats(compute: (stat: Stat) => number): StatLine {
  return {
    hp: compute('hp'),
    atk: compute('atk'),
    spd: compute('spd'),
    def: compute('def'),
    res: compute('res'),
  }
}

/**
 * Stats sorted from the highest to the lowest value; ties go to the game's stat order
 * (HP > Atk > Spd > Def > Res). This is the order merges and dragonflowers follow.
 */
export function sortStatsByValue(line: StatLine): readonly Stat[] {
  return [...STATS].sort((a, b) => line[b] - line[a] || STATS.indexOf(a) - STATS.indexOf(b))
}

/**
 * Level-1 stats at a lower rarity, from the 5★ ones. Going to 2★ and 4★ raises the two
 * highest stats other than HP; going to 3★ and 5★ raises HP and the two others; ties go to
 * Atk > Spd > Def > Res. So 1★ is 5★ − 2 on every stat (Fandom, "Stat growth").
 */
export function calculateLevel1StatsAtRarity(level1At5: StatLine, rarity: Rarity): StatLine {
  const highestTwo: readonly Stat[] = sortStatsByValue(level1At5)
    .filter((stat) => stat !== 'hp')
    .slice(0, 2)
  return mapStats((stat) => {
    const loss = highestTwo.includes(stat)
      ? Number(rarity <= 3) + Number(rarity <= 1)
      : Number(rarity <= 4) + Number(rarity <= 2)
    return level1At5[stat] - loss
  })
}

/**
 * The growth value in percent at a rarity: floor(rate × (0.79 + 0.07 × rarity)), × 1.14 at
 * 5★ (reference §3.1). Integer arithmetic keeps 50 × 1.14 from rounding down to 56.
 */
export function calculateGrowthValue(growthRate: number, rarity: Rarity): number {
  // A flaw on a 0 % rate cannot take points away: rates are never negative.
  return Math.floor((Math.max(0, growthRate) * (79 + 7 * rarity)) / 100)
}

/**
 * Points gained from level 1 to a level. Exact at level 40 (floor(39 × growth value / 100),
 * the game's rule); between 2 and 39 the game follows a per-hero growth vector the data
 * does not carry, so this spreads the gain evenly and may be 1 off.
 */
export function calculateLevelGain(growthRate: number, rarity: Rarity, level: number): number {
  const steps = clamp(level, MIN_LEVEL, MAX_LEVEL) - 1
  return Math.floor((steps * calculateGrowthValue(growthRate, rarity)) / 100)
}

/**
 * +1 for an asset (or the ascended asset), −1 for a flaw, 0 for a neutral stat. The first
 * merge removes the flaw (game update, February 2019); an ascended asset on the flaw cancels
 * it. An asset equal to the flaw, or an ascended asset equal to the asset, cannot happen in
 * the game and is ignored.
 */
export function getStatModifiers(build: StatsBuild): StatLine {
  const isValidPair = build.asset !== build.flaw
  const asset = isValidPair ? build.asset : null
  const flaw = isValidPair && build.merges === 0 ? build.flaw : null
  const ascendedAsset = build.ascendedAsset === asset ? null : build.ascendedAsset
  return mapStats(
    (stat) => Number(stat === asset) + Number(stat === ascendedAsset) - Number(stat === flaw),
  )
}

/**
 * The order merges and dragonflowers raise stats (docs/decisions/0054-merge-order.md): HP
 * first whatever its value, then the other four by their 5★ level-1 values after asset and
 * flaw (the flaw as summoned, before the first merge removes it), ties Atk > Spd > Def > Res.
 * The ascended asset leaves the order alone (puarts' FehBattleSimulator, Sources/Unit.js, "開花得意は
 * 順序に影響しない"). The same order at every rarity: a lower rarity's level-1 stats only
 * shift the two highest and the two lowest non-HP stats together.
 */
export function getGrowthOrder(input: HeroStatsInput, build: StatsBuild): readonly Stat[] {
  const summoned = getStatModifiers({ ...build, merges: 0, ascendedAsset: null })
  const level1 = mapStats((stat) => input.level1[stat] + summoned[stat])
  return ['hp', ...sortStatsByValue(level1).filter((stat) => stat !== 'hp')]
}

/**
 * Points from merges: merge n raises the (2n−1)th and (2n)th stats of the growth order,
 * cycling; a neutral hero's first merge also raises the first three, passing over the
 * ascended asset's stat (game update, February 2019; puarts, Sources/Unit.js). Dragonflowers
 * raise one stat each in the same order (Fandom, "Merge Allies", "Dragonflowers").
 */
export function calculateMergeAndDragonflowerBonus(
  input: HeroStatsInput,
  build: StatsBuild,
): StatLine {
  const order = getGrowthOrder(input, build)
  const merges = clamp(build.merges, 0, MAX_MERGES)
  const dragonflowers = Math.max(0, Math.trunc(build.dragonflowers))
  const isNeutral = build.asset === null && build.flaw === null
  const bonus: Record<Stat, number> = { hp: 0, atk: 0, spd: 0, def: 0, res: 0 }
  const raise = (position: number): void => {
    const stat = order[position % order.length]
    if (stat !== undefined) bonus[stat] += 1
  }
  for (let merge = 1; merge <= merges; merge += 1) {
    raise(2 * merge - 2)
    raise(2 * merge - 1)
  }
  if (isNeutral && merges >= 1) {
    for (const stat of order.filter((each) => each !== build.ascendedAsset).slice(0, 3))
      bonus[stat] += 1
  }
  for (let flower = 1; flower <= dragonflowers; flower += 1) raise(flower - 1)
  return bonus
}

/**
 * A hero's five stats for a build (reference §3.2 and the game's rules): level-1 stats at
 * the rarity, asset/flaw (+1/−1, growth ±5), the level gain, merges, dragonflowers, and
 * +2 all for resplendent attire.
 */
export function calculateStats(input: HeroStatsInput, build: Partial<StatsBuild> = {}): StatLine {
  const fullBuild: StatsBuild = { ...DEFAULT_STATS_BUILD, ...build }
  const level1 = calculateLevel1StatsAtRarity(input.level1, fullBuild.rarity)
  const modifiers = getStatModifiers(fullBuild)
  const bonus = calculateMergeAndDragonflowerBonus(input, fullBuild)
  const resplendent = fullBuild.isResplendent ? RESPLENDENT_BONUS : 0
  return mapStats(
    (stat) =>
      level1[stat] +
      modifiers[stat] * ASSET_LEVEL1 +
      calculateLevelGain(
        input.growthRates[stat] + modifiers[stat] * ASSET_GROWTH_RATE,
        fullBuild.rarity,
        fullBuild.level,
      ) +
      bonus[stat] +
      resplendent,
  )
}

/** A hero's stats with dragonflowers capped at its own maximum (0 to `maxDragonflowers`). */
export function calculateHeroStats(
  hero: Pick<Hero, 'stats' | 'maxDragonflowers'>,
  build: Partial<StatsBuild> = {},
): StatLine {
  const dragonflowers = clamp(build.dragonflowers ?? 0, 0, hero.maxDragonflowers)
  return calculateStats(hero.stats, { ...build, dragonflowers })
}

export function calculateBaseStatTotal(stats: StatLine): number {
  return STATS.reduce((total, stat) => total + stats[stat], 0)
}

/** How many points an asset adds to (or a flaw takes from) a stat at 5★ level 40. */
function calculateAssetSwing(input: HeroStatsInput, stat: Stat, direction: 1 | -1): number {
  const neutral = calculateStats(input)[stat]
  const changed = calculateStats(input, direction === 1 ? { asset: stat } : { flaw: stat })[stat]
  return Math.abs(changed - neutral)
}

/**
 * Superboons: stats an asset raises by 4 at 5★ level 40 instead of 3, because the extra 5 %
 * crosses a growth step (neutral rates 25, 45, 70, 90 %…; reference §3.1).
 */
export function findSuperboons(input: HeroStatsInput): readonly Stat[] {
  return STATS.filter((stat) => calculateAssetSwing(input, stat, 1) === 4)
}

/** Superbanes: stats a flaw lowers by 4 at 5★ level 40 instead of 3 (rates 30, 50, 75, 95 %…). */
export function findSuperbanes(input: HeroStatsInput): readonly Stat[] {
  return STATS.filter((stat) => calculateAssetSwing(input, stat, -1) === 4)
}
