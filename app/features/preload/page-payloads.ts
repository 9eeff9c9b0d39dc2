import type { PayloadName } from '#app/lib/dataset-payloads.ts'

/**
 * The payload files each page reads (spec §7: per-page payloads). A page's owner adds its
 * payloads here when the page starts reading them.
 */
export const PAGE_PAYLOADS: Readonly<Record<string, readonly PayloadName[]>> = {
  // The heroes pages filter the whole list in the browser; the other pages get their data
  // with the page itself, and long texts (descriptions, search) load only when asked for.
  '/units': ['heroes'],
  '/units-maximum-scores': ['heroes'],
  '/assets': ['heroes'],
  // The planners offer every hero and the skills each can inherit, from the player's own plan.
  '/events/hall-of-forms': ['heroes', 'skills'],
  '/events/binding-worlds': ['heroes', 'skills'],
}

/** The payloads of the page at `path` (no trailing slash, no query); none for other paths. */
export function findPagePayloads(path: string): readonly PayloadName[] {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path
  return Object.hasOwn(PAGE_PAYLOADS, normalized) ? (PAGE_PAYLOADS[normalized] ?? []) : []
}
