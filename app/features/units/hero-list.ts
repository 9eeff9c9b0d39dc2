import { useEffect, useMemo, useState } from 'react'
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
import { requestJson } from '#app/lib/http-client.ts'
import { useOwnedHeroIds } from '#app/lib/owned-heroes.ts'
import type { HeroSearch } from './hero-search.ts'

/** What a heroes page receives from its loader: every row, and the accents of the search. */
export type HeroListData = {
  /** The heroes list payload (`Columnar<HeroListRow>`) as JSON text. */
  readonly heroesJson: string
  readonly accents: AccentTable
}

export type HeroList = {
  readonly accents: AccentTable
  readonly rows: readonly HeroListRow[]
  readonly textsOf: (hero: HeroListRow) => readonly string[]
  readonly sortNameOf: (hero: { readonly id: HeroId }) => string
}

/** Rows with each hero's search texts and sort name, computed once. */
export function createHeroList(rows: readonly HeroListRow[], accents: AccentTable): HeroList {
  const texts = new Map(rows.map((row) => [row.id, listFilterableHeroTexts(row, accents)]))
  const sortNames = new Map(
    rows.map((row) => [
      row.id,
      getHeroSortName({ fullName: `${row.name}: ${row.title}` }, accents),
    ]),
  )
  return {
    accents,
    rows,
    textsOf: (hero) => texts.get(hero.id) ?? [],
    sortNameOf: (hero) => sortNames.get(hero.id) ?? '',
  }
}

/** Rows decoded once per payload. */
export function useHeroList(data: HeroListData): HeroList {
  return useMemo(
    () =>
      createHeroList(
        fromColumnar<HeroListRow>(JSON.parse(data.heroesJson) as Columnar<HeroListRow>),
        data.accents,
      ),
    [data],
  )
}

export type FilteredHeroes = {
  readonly rows: readonly HeroListRow[]
  /** Why the search filters nothing: an invalid regular expression; null otherwise. */
  readonly queryError: 'invalid-regular-expression' | null
  readonly ownedHeroIds: ReadonlySet<HeroId>
}

/** The rows the search and filters keep, sorted by the page's sort keys (pure). */
export function selectHeroes(
  list: HeroList,
  search: Pick<HeroSearch, 'query' | 'mode' | 'filters' | 'sorts'>,
  ownedHeroIds: ReadonlySet<HeroId>,
  compiled: CompiledQuery = compileSearchQuery(search.query, {
    mode: search.mode,
    accents: list.accents,
  }),
): FilteredHeroes {
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
}

/** The rows the search and filters keep, sorted by the page's sort keys. */
export function useFilteredHeroes(list: HeroList, search: HeroSearch): FilteredHeroes {
  const ownedHeroIds = useOwnedHeroIds()
  const compiled: CompiledQuery = useMemo(
    () => compileSearchQuery(search.query, { mode: search.mode, accents: list.accents }),
    [search.query, search.mode, list.accents],
  )
  return useMemo(
    () =>
      selectHeroes(
        list,
        { query: search.query, mode: search.mode, filters: search.filters, sorts: search.sorts },
        ownedHeroIds,
        compiled,
      ),
    [list, compiled, search.query, search.mode, search.filters, search.sorts, ownedHeroIds],
  )
}

/**
 * /units' data: the server's page of rows for the first paint, then every row from the
 * content-hashed payload file (cached for good by the browser), which the browser filters.
 */
export type HeroTableData = {
  readonly payloadUrl: string
  readonly accents: AccentTable
  /** The view the server rendered: the rows of the current page, and the counts. */
  readonly initialRows: readonly HeroListRow[]
  readonly initialMatched: number
  readonly total: number
}

/** Every row once the payload file has arrived; null before (the server's rows show). */
export function useHeroTablePayload(data: HeroTableData): HeroList | null {
  const [loaded, setLoaded] = useState<{ url: string; list: HeroList } | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    requestJson<Columnar<HeroListRow>>(data.payloadUrl, { signal: controller.signal }).then(
      (payload) =>
        setLoaded({
          url: data.payloadUrl,
          list: createHeroList(fromColumnar<HeroListRow>(payload), data.accents),
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        // The server's rows stay on screen; the failure goes to the console for monitoring.
        console.error(error)
      },
    )
    return () => controller.abort()
  }, [data.payloadUrl, data.accents])
  return loaded?.url === data.payloadUrl ? loaded.list : null
}

/** Where /units' rows come from on the server: decoded rows and the payload file's URL. */
export type HeroTableSource = {
  readonly rows: readonly HeroListRow[]
  readonly accents: AccentTable
  readonly payloadUrl: string
}

const sourceLists = new WeakMap<readonly HeroListRow[], HeroList>()
const NO_OWNED_HEROES: ReadonlySet<HeroId> = new Set()
/** The first rows of the "all" view the server draws before the browser takes over. */
const INITIAL_VIRTUAL_ROWS = 25

/** The server's view of /units for a URL: the current page of rows and the counts. */
export function selectHeroTablePage(source: HeroTableSource, search: HeroSearch): HeroTableData {
  let list = sourceLists.get(source.rows)
  if (list === undefined) {
    list = createHeroList(source.rows, source.accents)
    sourceLists.set(source.rows, list)
  }
  // Owned heroes live in the browser: the server cannot filter on them, the browser will.
  const selected = selectHeroes(list, search, NO_OWNED_HEROES)
  const pageSize = search.pageSize === 'all' ? INITIAL_VIRTUAL_ROWS : search.pageSize
  const page = search.pageSize === 'all' ? 1 : search.page
  return {
    payloadUrl: source.payloadUrl,
    accents: source.accents,
    initialRows: selected.rows.slice((page - 1) * pageSize, page * pageSize),
    initialMatched: selected.rows.length,
    total: list.rows.length,
  }
}
