import type { PayloadName } from '#app/lib/dataset-payloads.ts'

/**
 * The payload files each page reads (spec §7: per-page payloads). A page's owner adds its
 * payloads here when the page starts reading them.
 */
export const PAGE_PAYLOADS: Readonly<Record<string, readonly PayloadName[]>> = {
  '/': ['summary', 'search'],
  '/units': ['heroes'],
  '/units-maximum-scores': ['heroes'],
  '/assets': ['heroes'],
  '/skills': ['skills', 'skill-descriptions'],
  '/skills-tree': ['skills', 'skill-details'],
  '/skills-lists': ['skills'],
  '/skills-fodders': ['skills', 'heroes', 'hero-details'],
  '/catalog-of-heroes': ['heroes', 'catalog'],
  '/events/hall-of-forms': ['heroes', 'glossary'],
  '/events/binding-worlds': ['heroes'],
  '/misc/stats-evolution': ['heroes'],
}

/** The payloads of the page at `path` (no trailing slash, no query); none for other paths. */
export function findPagePayloads(path: string): readonly PayloadName[] {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path
  return Object.hasOwn(PAGE_PAYLOADS, normalized) ? (PAGE_PAYLOADS[normalized] ?? []) : []
}
