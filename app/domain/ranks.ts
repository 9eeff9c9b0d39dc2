import { STATS, type StatLine, type StatOrTotal } from './stat.ts'
import { calculateBaseStatTotal } from './stats.ts'

/**
 * Competition ranking ("1224"), highest value first: equal values share a rank and the
 * next rank skips as many places (reference §3.11). Returns one rank per value, in order.
 */
export function rankDescending(values: readonly number[]): readonly number[] {
  const sorted = [...values].sort((a, b) => b - a)
  const firstIndex = new Map<number, number>()
  sorted.forEach((value, index) => {
    if (!firstIndex.has(value)) firstIndex.set(value, index)
  })
  return values.map((value) => (firstIndex.get(value) ?? 0) + 1)
}

export type StatRanks = Readonly<Record<StatOrTotal, number>>

/** The rank of each stat and of the base stat total of every hero, among all of them. */
export function rankStats<Id>(
  entries: readonly { readonly id: Id; readonly stats: StatLine }[],
): ReadonlyMap<Id, StatRanks> {
  const totals = entries.map((entry) => calculateBaseStatTotal(entry.stats))
  const totalRanks = rankDescending(totals)
  const statRanks = Object.fromEntries(
    STATS.map((stat) => [stat, rankDescending(entries.map((entry) => entry.stats[stat]))]),
  ) as Record<(typeof STATS)[number], readonly number[]>
  return new Map(
    entries.map((entry, index) => [
      entry.id,
      {
        hp: statRanks.hp[index] ?? 0,
        atk: statRanks.atk[index] ?? 0,
        spd: statRanks.spd[index] ?? 0,
        def: statRanks.def[index] ?? 0,
        res: statRanks.res[index] ?? 0,
        baseStatTotal: totalRanks[index] ?? 0,
      },
    ]),
  )
}
