import { useMemo } from 'react'
import type { HeroId } from '#app/domain/hero.ts'
import { filterHeroes, listFilterableHeroTexts } from '#app/domain/hero-filters.ts'
import { sortHeroes } from '#app/domain/hero-sort.ts'
import {
  type AccentTable,
  type CompiledQuery,
  compileSearchQuery,
  getHeroSortName,
} from '#app/domain/search.ts'
import { type Columnar, fromColumnar, type HeroListRow } from '#app/lib/dataset-payloads.ts'
import { useOwnedHeroIds } from '#app/lib/owned-heroes.ts'
import type { HeroSearch } from './hero-search.ts'

/** What a heroes page receives from its loader: every row, and the accents of the search. */
export type HeroListData = {
  readonly heroes: Columnar<HeroListRow>
  readonly accents: AccentTable
}

export type HeroList = {
  readonly accents: AccentTable
  readonly rows: readonly HeroListRow[]
  readonly textsOf: (hero: HeroListRow) => readonly string[]
  readonly sortNameOf: (hero: { readonly id: HeroId }) => string
}

/** Rows decoded once per payload, with each hero's search texts and sort name. */
export function useHeroList(data: HeroListData): HeroList {
  return useMemo(() => {
    const rows = fromColumnar<HeroListRow>(data.heroes)
    const texts = new Map(rows.map((row) => [row.id, listFilterableHeroTexts(row, data.accents)]))
    const sortNames = new Map(
      rows.map((row) => [
        row.id,
        getHeroSortName({ fullName: `${row.name}: ${row.title}` }, data.accents),
      ]),
    )
    return {
      accents: data.accents,
      rows,
      textsOf: (hero) => texts.get(hero.id) ?? [],
      sortNameOf: (hero) => sortNames.get(hero.id) ?? '',
    }
  }, [data])
}

export type FilteredHeroes = {
  readonly rows: readonly HeroListRow[]
  /** Why the search filters nothing: an invalid regular expression; null otherwise. */
  readonly queryError: 'invalid-regular-expression' | null
  readonly ownedHeroIds: ReadonlySet<HeroId>
}

/** The rows the search and filters keep, sorted by the page's sort keys. */
export function useFilteredHeroes(list: HeroList, search: HeroSearch): FilteredHeroes {
  const ownedHeroIds = useOwnedHeroIds()
  const compiled: CompiledQuery = useMemo(
    () => compileSearchQuery(search.query, { mode: search.mode, accents: list.accents }),
    [search.query, search.mode, list.accents],
  )
  return useMemo(() => {
    // Spec: a bad expression says so and filters nothing.
    const pattern = compiled.ok ? compiled.pattern : null
    const filtered = filterHeroes(list.rows, {
      pattern,
      textsOf: list.textsOf,
      filters: search.filters,
      context: { ownedHeroIds },
    })
    return {
      rows: sortHeroes(filtered, search.sorts, { ownedHeroIds, sortNameOf: list.sortNameOf }),
      queryError:
        !compiled.ok && compiled.error === 'invalid-regular-expression' ? compiled.error : null,
      ownedHeroIds,
    }
  }, [list, compiled, search.filters, search.sorts, ownedHeroIds])
}
