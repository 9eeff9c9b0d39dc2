import { useEffect, useState } from 'react'
import type { SkillView } from '#app/features/skills/skill-view.ts'
import { HttpError, requestJson } from '#app/lib/http-client.ts'
import { reportError } from '#app/lib/monitoring.ts'

export type SkillViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'not-found' | 'error'; readonly skillId: string }
  | { readonly status: 'ready'; readonly skillId: string; readonly view: SkillView }

/** The skill detail view's data from its resource route (ETag-cached by the browser). */
export function useSkillView(skillId: string): SkillViewState {
  const [state, setState] = useState<SkillViewState>({ status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    requestJson<SkillView>(`/api/skills/${encodeURIComponent(skillId)}`, {
      signal: controller.signal,
    }).then(
      (view) => setState({ status: 'ready', skillId, view }),
      (error: unknown) => {
        // Closing or switching skills aborts the request: not a failure to show.
        if (controller.signal.aborted) return
        if (error instanceof HttpError && error.status === 404) {
          setState({ status: 'not-found', skillId })
          return
        }
        reportError(error, { feature: 'skill-detail', skillId })
        setState({ status: 'error', skillId })
      },
    )
    return () => controller.abort()
  }, [skillId])
  // A state left from the previous skill is not shown for the next one.
  return state.status !== 'loading' && state.skillId !== skillId ? { status: 'loading' } : state
}
