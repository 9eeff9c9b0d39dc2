import type { PayloadName } from '#app/payloads/dataset-payloads.ts'

/**
 * The payload files each page reads (spec §7: per-page payloads). A page's owner adds its
 * payloads here when the page starts reading them.
 */
export const PAGE_PAYLOADS: Readonly<Record<string, readonly PayloadName[]>> = {
  // The heroes and skills pages filter the whole list in the browser (decision 0019); long
  // texts (descriptions, search) and the peeler's data load only when asked for.
  '/units': ['heroes'],
  '/units-maximum-scores': ['heroes'],
  '/assets': ['heroes'],
  '/skills': ['skills'],
  '/skills-lists': ['skills'],
  // The catalog draws every hero, with the banners and the grails shop.
  '/catalog-of-heroes': ['heroes', 'catalog'],
  // The planners offer every hero and the skills each can inherit, from the player's own plan.
  '/events/hall-of-forms': ['heroes', 'skills'],
  '/events/binding-worlds': ['heroes', 'skills'],
}

/** The payloads of the page at `path` (no trailing slash, no query); none for other paths. */
export function findPagePayloads(path: string): readonly PayloadName[] {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path
  return Object.hasOwn(PAGE_PAYLOADS, normalized) ? (PAGE_PAYLOADS[normalized] ?? []) : []
}
