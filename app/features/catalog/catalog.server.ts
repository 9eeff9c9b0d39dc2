import { getDataset, payloadUrl } from '#app/server/dataset.server.ts'
import type { CatalogSource } from './catalog-data.ts'

/**
 * The catalog's loader data: where its two payloads are (the browser reads them through the
 * payload cache, so the HTML stays small and /units' heroes file is reused), the accents and
 * the count.
 */
export async function readCatalogPage(): Promise<CatalogSource> {
  const dataset = await getDataset()
  return {
    heroesUrl: payloadUrl(dataset, 'heroes'),
    catalogUrl: payloadUrl(dataset, 'catalog'),
    accents: dataset.payloads.glossary.data.accents,
    heroCount: dataset.payloads.heroes.data.count,
  }
}
