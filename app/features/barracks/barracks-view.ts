import type { Barracks, BarracksEntry } from '#app/domain/barracks-model.ts'
import { filterHeroes, type HeroFilters } from '#app/domain/hero-filters.ts'
import { type CompiledQuery, compareKeys, type SearchMode } from '#app/domain/search.ts'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'

/** The heroes pages' search and filters, as the route reads them from the URL. */
export type BarracksFilter = {
  readonly query: string
  readonly mode: SearchMode
  readonly filters: HeroFilters
}

/** How the barracks list is ordered. */
export const BARRACKS_SORTS = ['added', 'name', 'rarity', 'newest'] as const
export type BarracksSort = (typeof BARRACKS_SORTS)[number]

/** One line of the list: an entry and its hero. */
export type BarracksRow = { readonly entry: BarracksEntry; readonly hero: HeroListRow }

export type BarracksView = {
  readonly rows: readonly BarracksRow[]
  /** Entries whose hero this data does not know (a newer save): kept, not listed. */
  readonly unknownEntries: number
}

type ViewOptions = {
  readonly byId: ReadonlyMap<string, HeroListRow>
  readonly query: CompiledQuery
  readonly filters: HeroFilters
  readonly sort: BarracksSort
  readonly textsOf: (hero: HeroListRow) => readonly string[]
  readonly sortNameOf: (hero: HeroListRow) => string
}

/**
 * The entries the search and the heroes filters keep, in the chosen order (pure). An entry
 * is kept when its hero passes the filters the heroes pages use.
 */
export function selectBarracksRows(barracks: Barracks, options: ViewOptions): BarracksView {
  const known: BarracksRow[] = []
  for (const entry of barracks.entries) {
    const hero = options.byId.get(entry.heroId)
    if (hero) known.push({ entry, hero })
  }
  const passing = new Set(
    filterHeroes([...new Set(known.map((row) => row.hero))], {
      pattern: options.query.ok ? options.query.pattern : null,
      textsOf: options.textsOf,
      filters: options.filters,
      context: { ownedHeroIds: new Set(known.map((row) => row.hero.id)) },
    }),
  )
  const rows = known.filter((row) => passing.has(row.hero))
  return { rows: sortRows(rows, options), unknownEntries: barracks.entries.length - known.length }
}

function sortRows(rows: BarracksRow[], options: ViewOptions): readonly BarracksRow[] {
  const byName = (a: BarracksRow, b: BarracksRow) =>
    compareKeys(options.sortNameOf(a.hero), options.sortNameOf(b.hero))
  switch (options.sort) {
    case 'added':
      return rows
    case 'name':
      return rows.sort(byName)
    case 'rarity':
      return rows.sort(
        (a, b) =>
          b.entry.rarity - a.entry.rarity || b.entry.merges - a.entry.merges || byName(a, b),
      )
    case 'newest':
      return rows.sort(
        (a, b) => compareKeys(b.hero.releaseDate, a.hero.releaseDate) || byName(a, b),
      )
  }
}
