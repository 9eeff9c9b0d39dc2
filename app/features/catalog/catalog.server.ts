import { payloadFileName } from '#app/payloads/dataset-payloads.ts'
import { getDataset } from '#app/server/dataset.server.ts'
import type { CatalogPageData } from './catalog-data.ts'

/**
 * The catalog's loader data: where its two payloads are (the browser fetches them, so the
 * HTML stays small and /units' cached heroes list is reused), the accents and the count.
 */
export async function readCatalogPage(): Promise<CatalogPageData> {
  const dataset = await getDataset()
  const { heroes, catalog, glossary } = dataset.payloads
  return {
    heroesUrl: `/payloads/${payloadFileName('heroes', heroes.hash)}`,
    catalogUrl: `/payloads/${payloadFileName('catalog', catalog.hash)}`,
    accents: glossary.data.accents,
    heroCount: heroes.data.count,
  }
}
