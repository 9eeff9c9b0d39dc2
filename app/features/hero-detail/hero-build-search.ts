import {
  MAX_LEVEL,
  MAX_MERGES,
  MIN_LEVEL,
  RARITIES,
  type Rarity,
  STATS,
  type Stat,
} from '#app/domain/stat.ts'
import { DEFAULT_STATS_BUILD, type StatsBuild } from '#app/domain/stats.ts'
import { HERO_BUILD_PREFIX } from '#app/lib/detail-links.ts'

/**
 * The hero view's build in the URL, beside `?unit=`, so that "Abel +10 +Atk −Res 5 flowers"
 * is a link: `unit-merges=10&unit-asset=atk&unit-flaw=res&unit-flowers=5`. Defaults are left
 * out; a value the game cannot have falls back to the default.
 */
const BUILD_KEYS = {
  rarity: `${HERO_BUILD_PREFIX}rarity`,
  level: `${HERO_BUILD_PREFIX}level`,
  merges: `${HERO_BUILD_PREFIX}merges`,
  dragonflowers: `${HERO_BUILD_PREFIX}flowers`,
  asset: `${HERO_BUILD_PREFIX}asset`,
  flaw: `${HERO_BUILD_PREFIX}flaw`,
  ascendedAsset: `${HERO_BUILD_PREFIX}ascended`,
  isResplendent: `${HERO_BUILD_PREFIX}resplendent`,
} as const satisfies Record<keyof StatsBuild, string>

/** What the hero allows: its dragonflower limit and whether it has a resplendent attire. */
export type BuildLimits = { readonly maxDragonflowers: number; readonly hasResplendent: boolean }

function readInteger(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d{1,3}$/.test(text)) return null
  const value = Number(text)
  return value >= min && value <= max ? value : null
}

function readStat(text: string | null): Stat | null {
  return STATS.find((stat) => stat === text) ?? null
}

/** The build a URL names for a hero (pure). */
export function parseHeroBuild(params: URLSearchParams, limits: BuildLimits): StatsBuild {
  const rarity = readInteger(params.get(BUILD_KEYS.rarity), 1, 5)
  const asset = readStat(params.get(BUILD_KEYS.asset))
  const flaw = readStat(params.get(BUILD_KEYS.flaw))
  const ascendedAsset = readStat(params.get(BUILD_KEYS.ascendedAsset))
  return {
    rarity: RARITIES.find((each) => each === rarity) ?? DEFAULT_STATS_BUILD.rarity,
    level: readInteger(params.get(BUILD_KEYS.level), MIN_LEVEL, MAX_LEVEL) ?? MAX_LEVEL,
    merges: readInteger(params.get(BUILD_KEYS.merges), 0, MAX_MERGES) ?? 0,
    dragonflowers:
      readInteger(params.get(BUILD_KEYS.dragonflowers), 0, limits.maxDragonflowers) ?? 0,
    asset,
    // The game has no hero whose asset is its flaw, nor an ascended asset on the asset.
    flaw: flaw === asset ? null : flaw,
    ascendedAsset: ascendedAsset === asset ? null : ascendedAsset,
    isResplendent: limits.hasResplendent && params.get(BUILD_KEYS.isResplendent) === '1',
  }
}

/** The URL's params with this build in them, defaults left out (pure). */
export function writeHeroBuild(params: URLSearchParams, build: StatsBuild): URLSearchParams {
  const next = new URLSearchParams(params)
  const values: Record<keyof StatsBuild, string | null> = {
    rarity: build.rarity === DEFAULT_STATS_BUILD.rarity ? null : String(build.rarity as Rarity),
    level: build.level === DEFAULT_STATS_BUILD.level ? null : String(build.level),
    merges: build.merges === 0 ? null : String(build.merges),
    dragonflowers: build.dragonflowers === 0 ? null : String(build.dragonflowers),
    asset: build.asset,
    flaw: build.flaw,
    ascendedAsset: build.ascendedAsset,
    isResplendent: build.isResplendent ? '1' : null,
  }
  for (const [field, key] of Object.entries(BUILD_KEYS)) {
    const value = values[field as keyof StatsBuild]
    if (value === null) next.delete(key)
    else next.set(key, value)
  }
  return next
}
