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
import { parseJsonOncePerText } from '#app/lib/parse-once.ts'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'
import type { PayloadState } from '#app/payloads/payload-cache.ts'
import { useOwnedHeroIds } from '#app/storage/collection.ts'
import type { HeroSearch } from './hero-search.ts'

export type HeroList = {
  readonly accents: AccentTable
  readonly rows: readonly HeroListRow[]
  readonly textsOf: (hero: HeroListRow) => readonly string[]
  readonly sortNameOf: (hero: Pick<HeroListRow, 'id' | 'name' | 'title'>) => string
}

/**
 * Rows with each hero's search texts and sort name, each worked out the first time a search
 * or a sort asks for it and kept: a page that neither searches nor sorts by name pays nothing.
 */
export function createHeroList(rows: readonly HeroListRow[], accents: AccentTable): HeroList {
  const texts = new Map<HeroId, readonly string[]>()
  const sortNames = new Map<HeroId, string>()
  return {
    accents,
    rows,
    textsOf: (hero) => {
      let heroTexts = texts.get(hero.id)
      if (heroTexts === undefined) {
        heroTexts = listFilterableHeroTexts(hero, accents)
        texts.set(hero.id, heroTexts)
      }
      return heroTexts
    },
    sortNameOf: (hero) => {
      let name = sortNames.get(hero.id)
      if (name === undefined) {
        name = getHeroSortName({ fullName: `${hero.name}: ${hero.title}` }, accents)
        sortNames.set(hero.id, name)
      }
      return name
    },
  }
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
 * A heroes page's data (/units, /assets, /units-maximum-scores) as the server sends it: the
 * rows of its first view and where every row is (the content-hashed payload file, shared by
 * the three pages), which the browser then filters and sorts.
 */
export type HeroPageData = {
  readonly payloadUrl: string
  /** The accent table as JSON text, as the page's messages are (readPageMessages says why). */
  readonly accentsJson: string
  /** The view the server rendered: the rows it shows (as JSON text: readInitialRows), and the counts. */
  readonly initialRowsJson: string
  readonly initialMatched: number
  readonly total: number
}

/**
 * A heroes page in the browser: the server's data, then every row, which the route's
 * clientLoader reads from the payload cache (`decodeHeroRows`, shared by the three pages);
 * absent while the page hydrates.
 */
export type HeroPage<Data extends HeroPageData = HeroPageData> = Data & {
  readonly heroes?: PayloadState<readonly HeroListRow[]>
}

/** The accents of a heroes page's data, parsed once. */
export const readPageAccents = parseJsonOncePerText<AccentTable>()
/** The rows of the server's view, parsed once per text (one array while the page stands). */
export const readInitialRows = parseJsonOncePerText<readonly HeroListRow[]>()

/** Every hero once the payload is in, with its search texts and sort names; null before. */
export function useLoadedHeroList(page: HeroPage): HeroList | null {
  const rows = page.heroes?.status === 'ready' ? page.heroes.data : null
  return useMemo(
    () => rows && createHeroList(rows, readPageAccents(page.accentsJson)),
    [rows, page.accentsJson],
  )
}

/** Where the heroes pages' rows come from on the server: decoded rows and the payload's URL. */
export type HeroTableSource = {
  readonly rows: readonly HeroListRow[]
  readonly accents: AccentTable
  readonly accentsJson: string
  readonly payloadUrl: string
}

const sourceLists = new WeakMap<readonly HeroListRow[], HeroList>()
// Owned heroes live in the browser: the server cannot filter on them, the browser will.
export const NO_OWNED_HEROES: ReadonlySet<HeroId> = new Set()
/** The first rows of the "all" view the server draws before the browser takes over. */
export const INITIAL_VIRTUAL_ROWS = 25

/** The server's list of every hero, with search texts and sort names, built once per source. */
export function readSourceList(source: HeroTableSource): HeroList {
  let list = sourceLists.get(source.rows)
  if (list === undefined) {
    list = createHeroList(source.rows, source.accents)
    sourceLists.set(source.rows, list)
  }
  return list
}

/** The server's view of /units for a URL: the current page of rows and the counts. */
export function selectHeroTablePage(source: HeroTableSource, search: HeroSearch): HeroPageData {
  const list = readSourceList(source)
  const selected = selectHeroes(list, search, NO_OWNED_HEROES)
  const pageSize = search.pageSize === 'all' ? INITIAL_VIRTUAL_ROWS : search.pageSize
  const page = search.pageSize === 'all' ? 1 : search.page
  return {
    payloadUrl: source.payloadUrl,
    accentsJson: source.accentsJson,
    initialRowsJson: JSON.stringify(selected.rows.slice((page - 1) * pageSize, page * pageSize)),
    initialMatched: selected.rows.length,
    total: list.rows.length,
  }
}

/**
 * The list a page works on: every row once the payload is in, the server's rows until then
 * (or when the payload failed: the page says so beside them).
 */
export function useHeroPageList(page: HeroPage): { list: HeroList; isLoaded: boolean } {
  const loaded = useLoadedHeroList(page)
  const initial = useMemo(
    () => createHeroList(readInitialRows(page.initialRowsJson), readPageAccents(page.accentsJson)),
    [page.initialRowsJson, page.accentsJson],
  )
  return { list: loaded ?? initial, isLoaded: loaded !== null }
}
