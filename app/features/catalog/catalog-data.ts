import type { AccentTable } from '#app/domain/search.ts'

// What the catalog of heroes' loader sends (app/lib/catalog-page.server.ts computes it).

export type CatalogPageData = {
  /** The heroes list payload (`Columnar<HeroListRow>`), fetched by the browser. */
  readonly heroesUrl: string
  /** Banners and the Heroic Grails shop (`CatalogPayload`). */
  readonly catalogUrl: string
  readonly accents: AccentTable
  /** For the page's first paint, before the heroes arrive. */
  readonly heroCount: number
}
