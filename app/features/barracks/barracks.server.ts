import { getDataset, payloadUrl } from '#app/server/dataset.server.ts'
import type { BarracksPageData } from './barracks-heroes.ts'

/**
 * The barracks' loader data: the barracks lives in the browser, so the server sends only where
 * the heroes are (the list /units caches too), the accents the matcher folds, and the count.
 */
export async function readBarracksPage(): Promise<BarracksPageData> {
  const dataset = await getDataset()
  return {
    heroesUrl: payloadUrl(dataset, 'heroes'),
    accents: dataset.payloads.glossary.data.accents,
    heroCount: dataset.payloads.heroes.data.count,
  }
}
