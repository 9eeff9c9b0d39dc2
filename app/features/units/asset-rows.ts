import { applyAssetAndFlaw } from '#app/domain/asset-flaw.ts'
import type { HeroId } from '#app/domain/hero.ts'
import { sortHeroes } from '#app/domain/hero-sort.ts'
import { STATS } from '#app/domain/stat.ts'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'
import {
  type HeroList,
  type HeroPageData,
  type HeroTableSource,
  INITIAL_VIRTUAL_ROWS,
  NO_OWNED_HEROES,
  readSourceList,
  selectHeroes,
} from './hero-list.ts'
import type { HeroSearch } from './hero-search.ts'

/**
 * /assets' rows: the heroes the filters keep, each with the chosen asset and flaw applied to
 * its stat line (and BST), sorted on those adjusted stats.
 */
export function selectAssetRows(
  list: HeroList,
  search: HeroSearch,
  ownedHeroIds: ReadonlySet<HeroId>,
): readonly HeroListRow[] {
  const filtered = selectHeroes(list, { ...search, sorts: [] }, ownedHeroIds)
  const adjusted = filtered.rows.map((row) => {
    const line = applyAssetAndFlaw({
      neutral: row,
      superboons: row.superboons,
      superbanes: row.superbanes,
      asset: search.asset,
      flaw: search.flaw,
    })
    return { ...row, ...line, baseStatTotal: STATS.reduce((sum, stat) => sum + line[stat], 0) }
  })
  return sortHeroes(adjusted, search.sorts, { ownedHeroIds, sortNameOf: list.sortNameOf })
}

/** The server's view of /assets for a URL: the current page's heroes (neutral) and the counts. */
export function selectAssetsPage(source: HeroTableSource, search: HeroSearch): HeroPageData {
  const list = readSourceList(source)
  const rows = selectAssetRows(list, search, NO_OWNED_HEROES)
  const pageSize = search.pageSize === 'all' ? INITIAL_VIRTUAL_ROWS : search.pageSize
  const page = search.pageSize === 'all' ? 1 : search.page
  const shownIds = new Set(rows.slice((page - 1) * pageSize, page * pageSize).map((row) => row.id))
  return {
    payloadUrl: source.payloadUrl,
    accentsJson: source.accentsJson,
    // The browser applies the asset and flaw again, so it gets the rows as they are.
    initialRowsJson: JSON.stringify(list.rows.filter((row) => shownIds.has(row.id))),
    initialMatched: rows.length,
    total: list.rows.length,
  }
}
