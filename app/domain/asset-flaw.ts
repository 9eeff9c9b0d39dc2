import { STATS, type Stat, type StatLine } from './stat.ts'

/** What an asset adds at 5★ level 40: 3, or 4 on a superboon stat (reference §3.1). */
const ASSET_SWING = 3
const SUPER_SWING = 4

/**
 * The 5★ level-40 stats for an asset and a flaw, from the neutral line: +3 (+4 on a
 * superboon), −3 (−4 on a superbane). Null is neutral; the same stat for both is ignored, as
 * the game does not allow it.
 */
export function applyAssetAndFlaw(options: {
  readonly neutral: StatLine
  readonly superboons: readonly Stat[]
  readonly superbanes: readonly Stat[]
  readonly asset: Stat | null
  readonly flaw: Stat | null
}): StatLine {
  const { neutral, superboons, superbanes } = options
  const isPair = options.asset !== options.flaw
  const asset = isPair ? options.asset : null
  const flaw = isPair ? options.flaw : null
  const line = { ...neutral }
  if (asset !== null) line[asset] += superboons.includes(asset) ? SUPER_SWING : ASSET_SWING
  if (flaw !== null) line[flaw] -= superbanes.includes(flaw) ? SUPER_SWING : ASSET_SWING
  return line
}

/** Every asset/flaw pair (asset ≠ flaw) and neutral, for the detail matrix: 21 lines. */
export function listAssetFlawPairs(): readonly { asset: Stat | null; flaw: Stat | null }[] {
  return [
    { asset: null, flaw: null },
    ...STATS.flatMap((asset) =>
      STATS.filter((flaw) => flaw !== asset).map((flaw) => ({ asset, flaw })),
    ),
  ]
}
