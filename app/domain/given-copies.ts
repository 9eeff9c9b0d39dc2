import type { Barracks } from './barracks-model.ts'

// Apart from the planner's rules (inheritance-plan.ts): the page reads the spent copies on every
// draw, before the rules are loaded.

/** A Rearmed or Attuned entry that gave: it gives again once a fresh copy is merged into it. */
export type GivenCopies = {
  readonly entryId: string
  /** The entry's merges when it gave: more merges mean a fresh copy was merged in. */
  readonly merges: number
  readonly copies: number
}

/** The copies of each entry that cannot give yet, from the record of those that gave. */
export function listSpentCopies(
  barracks: Barracks,
  given: readonly GivenCopies[],
): ReadonlyMap<string, number> {
  const spent = new Map<string, number>()
  for (const record of given) {
    const entry = barracks.entries.find((line) => line.id === record.entryId)
    if (entry !== undefined && entry.merges <= record.merges) {
      spent.set(record.entryId, (spent.get(record.entryId) ?? 0) + record.copies)
    }
  }
  return spent
}
