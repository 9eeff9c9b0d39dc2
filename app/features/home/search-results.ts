import type { SearchPattern } from '#app/domain/search.ts'
import type { SearchEntry } from '#app/payloads/dataset-payloads.ts'

/** The home search shows this many results at most: enough to scan, few enough to draw at once. */
export const MAX_SEARCH_RESULTS = 20

export type SearchResult = Pick<SearchEntry, 'kind' | 'id' | 'slug' | 'label'>

function matchIndex(pattern: SearchPattern, entry: SearchEntry): number {
  let best = Number.POSITIVE_INFINITY
  for (const text of [entry.label, ...entry.texts]) {
    const match = pattern.exec(text)
    if (match !== null && match.index < best) best = match.index
  }
  return best
}

/**
 * The entries whose label or search texts match, best first: a match at the start of a name
 * before one inside it, then heroes before skills, then the payload's order; at most `limit`.
 */
export function findSearchResults(
  entries: readonly SearchEntry[],
  pattern: SearchPattern,
  limit: number = MAX_SEARCH_RESULTS,
): readonly SearchResult[] {
  const matches: { entry: SearchEntry; rank: number; order: number }[] = []
  entries.forEach((entry, order) => {
    const index = matchIndex(pattern, entry)
    if (index === Number.POSITIVE_INFINITY) return
    const rank = (index === 0 ? 0 : 2) + (entry.kind === 'hero' ? 0 : 1)
    matches.push({ entry, rank, order })
  })
  return matches
    .sort((first, second) => first.rank - second.rank || first.order - second.order)
    .slice(0, limit)
    .map(({ entry }) => ({ kind: entry.kind, id: entry.id, slug: entry.slug, label: entry.label }))
}

/** Where a result opens: the current page with `?unit=` or `?skill=` (the detail dialogs). */
export function getResultSearchParams(
  current: URLSearchParams,
  result: Pick<SearchResult, 'kind' | 'slug'>,
): URLSearchParams {
  const params = new URLSearchParams(current)
  params.delete('unit')
  params.delete('skill')
  params.set(result.kind === 'hero' ? 'unit' : 'skill', result.slug)
  return params
}
