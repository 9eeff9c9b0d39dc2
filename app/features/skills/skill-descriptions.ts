import type { SkillDescriptionsPayload } from '#app/payloads/dataset-payloads.ts'
import { loadPayloadFile } from '#app/payloads/payload-cache.ts'

/** Every skill's description as searchable text, by skill id. */
export type SkillDescriptionTexts = ReadonlyMap<string, string>

/** The descriptions as a table shows them: not asked for, coming, failed, or there. */
export type DescriptionsState =
  | { readonly status: 'idle' | 'loading' | 'error' }
  | { readonly status: 'ready'; readonly texts: SkillDescriptionTexts }

/** A description's searchable text: the base effect, then the refine's added effect. */
function toText(description: SkillDescriptionsPayload[string]): string {
  return description.upgrade ? `${description.base}\n${description.upgrade}` : description.base
}

/** The descriptions payload as texts by skill id (the server's first view reads it too). */
export function decodeSkillDescriptions(payload: SkillDescriptionsPayload): SkillDescriptionTexts {
  return new Map(Object.entries(payload).map(([id, description]) => [id, toText(description)]))
}

/**
 * The descriptions, which no skills page loads up front (282 kB gzip on the full data), from
 * the payload cache: the same promise for as long as the file is cached, so `use()` may read it.
 */
export function loadSkillDescriptions(url: string): Promise<SkillDescriptionTexts> {
  return loadPayloadFile(url, decodeSkillDescriptions)
}
