import { type SearchPattern, sortByText } from './search.ts'
/** A skill of a ranked list and the first name filter it matched (its group). */
export type RankedSkill<Row> = { readonly row: Row; readonly filterIndex: number | null }

type RankableSkill = { readonly name: string; readonly rating: string | null }

function ratingOf(row: RankableSkill): number {
  const rating = row.rating === null ? Number.NaN : Number.parseFloat(row.rating)
  return Number.isNaN(rating) ? Number.NEGATIVE_INFINITY : rating
}

/** Best rated first, unrated last; names (each folded once) break ties, as the sort is stable. */
export function sortBestRatedFirst<Row extends RankableSkill>(rows: Iterable<Row>): Row[] {
  return sortByText(rows, (row) => row.name).sort((a, b) => ratingOf(b) - ratingOf(a))
}

/**
 * The skills lists (reference §2.7): best rated first. With name filters, only skills that
 * match one, grouped in filter order; a filter's index is its box, empty boxes included, so
 * an empty first box no longer shifts the groups (fixes reference bug §7.2 #15).
 */
export function rankSkills<Row extends RankableSkill>(
  rows: readonly Row[],
  patterns: readonly (SearchPattern | null)[],
): readonly RankedSkill<Row>[] {
  const byRating = sortBestRatedFirst(rows)
  if (patterns.every((pattern) => pattern === null)) {
    return byRating.map((row) => ({ row, filterIndex: null }))
  }
  const ranked: RankedSkill<Row>[] = []
  const placed = new Set<Row>()
  for (const [filterIndex, pattern] of patterns.entries()) {
    if (pattern === null) continue
    for (const row of byRating) {
      if (placed.has(row) || !pattern.test(row.name)) continue
      placed.add(row)
      ranked.push({ row, filterIndex })
    }
  }
  return ranked
}
