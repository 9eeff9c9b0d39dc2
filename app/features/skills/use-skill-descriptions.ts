import { useEffect, useState } from 'react'
import { reportError } from '#app/lib/monitoring.ts'
import type { SkillDescriptionsPayload } from '#app/payloads/dataset-payloads.ts'
import { loadNamedPayload } from '#app/payloads/load-named-payload.ts'

export type DescriptionsState =
  | { readonly status: 'idle' | 'loading' | 'error' }
  | { readonly status: 'ready'; readonly texts: ReadonlyMap<string, string> }

let loadedTexts: ReadonlyMap<string, string> | null = null

/** A description's searchable text: the base effect, then the refine's added effect. */
function toText(description: SkillDescriptionsPayload[string]): string {
  return description.upgrade ? `${description.base}\n${description.upgrade}` : description.base
}

/** Every description, fetched once per visit (a hashed, immutable payload) when first needed. */
async function loadDescriptions(): Promise<ReadonlyMap<string, string>> {
  const payload = await loadNamedPayload('skill-descriptions')
  loadedTexts ??= new Map(
    Object.entries(payload).map(([id, description]) => [id, toText(description)]),
  )
  return loadedTexts
}

/**
 * The skill descriptions, which are not part of the first load of /skills (282 kB gzip on
 * the full data): fetched only once the description column, sort or search is used.
 */
export function useSkillDescriptions(isNeeded: boolean): DescriptionsState {
  const [state, setState] = useState<DescriptionsState>(() =>
    loadedTexts === null ? { status: 'idle' } : { status: 'ready', texts: loadedTexts },
  )
  useEffect(() => {
    if (!isNeeded) return
    let isCurrent = true
    loadDescriptions().then(
      (texts) => {
        if (isCurrent) setState({ status: 'ready', texts })
      },
      (error: unknown) => {
        reportError(error, { feature: 'skill-descriptions' })
        if (isCurrent) setState({ status: 'error' })
      },
    )
    return () => {
      isCurrent = false
    }
  }, [isNeeded])
  return state.status === 'idle' && isNeeded ? { status: 'loading' } : state
}
