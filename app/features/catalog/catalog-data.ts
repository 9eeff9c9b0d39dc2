import type { Banner, HeroicGrailsEntry } from '#app/domain/banner.ts'
import { sortBanners, sortCatalog } from '#app/domain/catalog.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { AccentTable } from '#app/domain/search.ts'
import {
  type CatalogPayload,
  type Columnar,
  decodeHeroRows,
  type HeroListRow,
} from '#app/payloads/dataset-payloads.ts'
import { loadPayloadFile, type PayloadState } from '#app/payloads/payload-cache.ts'

/** What the catalog's loader sends (catalog.server.ts): where the payloads are, for the browser. */
export type CatalogSource = {
  /** The heroes list payload (`Columnar<HeroListRow>`), shared with /units. */
  readonly heroesUrl: string
  /** Banners and the Heroic Grails shop (`CatalogPayload`). */
  readonly catalogUrl: string
  readonly accents: AccentTable
  /** For the page's first paint, before the heroes arrive. */
  readonly heroCount: number
}

export type CatalogData = {
  /** Every hero in the game's catalog order. */
  readonly heroes: readonly HeroListRow[]
  readonly heroesById: ReadonlyMap<HeroId, HeroListRow>
  /** In name order, the dated ones of a series by date. */
  readonly banners: readonly Banner[]
  readonly heroicGrails: readonly HeroicGrailsEntry[]
}

/** The page's data: the server's part, then in the browser the payloads (absent while hydrating). */
export type CatalogPageData = CatalogSource & { readonly catalog?: PayloadState<CatalogData> }

// Module-level decoders: the payload cache decodes a file once per decoder.
function decodeCatalogHeroes(payload: Columnar<HeroListRow>): readonly HeroListRow[] {
  return sortCatalog(decodeHeroRows(payload))
}

function decodeCatalog(payload: CatalogPayload): CatalogPayload {
  return { banners: sortBanners(payload.banners), heroicGrails: payload.heroicGrails }
}

/** The catalog's heroes, banners and shop, from the payload cache (fetched once, decoded once). */
export async function loadCatalogData(source: CatalogSource): Promise<CatalogData> {
  const [heroes, catalog] = await Promise.all([
    loadPayloadFile(source.heroesUrl, decodeCatalogHeroes),
    loadPayloadFile(source.catalogUrl, decodeCatalog),
  ])
  return {
    heroes,
    heroesById: new Map(heroes.map((hero) => [hero.id, hero])),
    banners: catalog.banners,
    heroicGrails: catalog.heroicGrails,
  }
}
