import type { AccentTable } from '#app/domain/search.ts'
import {
  fromColumnarWithSlugs,
  type SearchEntry,
  type SearchPayload,
  usualSearchSlug,
} from './dataset-payloads.ts'

/** The search payload as the boxes read it (the home page's search, the score calculator's). */
export type SearchEntries = {
  readonly entries: readonly SearchEntry[]
  /** Spells a typed query without accents, as the entries' texts are. */
  readonly accents: AccentTable
}

/**
 * The search payload's decoder for the payload cache (module-level: decoded once for every
 * box that reads it). Read it on a box's focus: usePayloadOnDemand(url, decodeSearchEntries).
 */
export function decodeSearchEntries(payload: SearchPayload): SearchEntries {
  return {
    entries: fromColumnarWithSlugs(payload.entries, usualSearchSlug),
    accents: payload.accents,
  }
}
