import type { AccentTable } from '#app/domain/search.ts'
import { type Columnar, decodeHeroRows, type HeroListRow } from '#app/payloads/dataset-payloads.ts'
import { loadPayloadFile } from '#app/payloads/payload-cache.ts'
import type { BarracksHeroes, BarracksPageData } from './barracks-heroes.ts'

/**
 * Every hero's row, with what indexes them for the barracks (names, the paste's matcher):
 * that code comes with the heroes, not with an empty barracks' first load. One decoder for the
 * route's clientLoader and the page's on-demand load, so the file is decoded once. A
 * module-level function: the payload cache keys on it.
 */
export async function decodeHeroesToIndex(
  file: Columnar<HeroListRow>,
): Promise<(accents: AccentTable) => BarracksHeroes> {
  const { createBarracksHeroes } = await import('./barracks-heroes.ts')
  const rows = decodeHeroRows(file)
  return (accents) => createBarracksHeroes(rows, accents)
}

/** Every hero, through the payload cache (the file /units and the catalog share). */
export async function loadBarracksHeroes(
  page: Pick<BarracksPageData, 'heroesUrl' | 'accents'>,
): Promise<BarracksHeroes> {
  return (await loadPayloadFile(page.heroesUrl, decodeHeroesToIndex))(page.accents)
}
