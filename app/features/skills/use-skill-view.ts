import { useEffect, useState } from 'react'
import { reportError } from '#app/lib/monitoring.ts'
import type { SkillView } from '#app/lib/skill-view.ts'

export type SkillViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'not-found' | 'error'; readonly skillId: string }
  | { readonly status: 'ready'; readonly skillId: string; readonly view: SkillView }

/** The skill detail view's data from its resource route (ETag-cached by the browser). */
export function useSkillView(skillId: string): SkillViewState {
  const [state, setState] = useState<SkillViewState>({ status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    fetch(`/api/skills/${encodeURIComponent(skillId)}`, { signal: controller.signal })
      .then(async (response) => {
        if (response.status === 404) return setState({ status: 'not-found', skillId })
        if (!response.ok) throw new Error(`Skill ${skillId} answered ${response.status}`)
        const view = (await response.json()) as SkillView
        setState({ status: 'ready', skillId, view })
      })
      .catch((error: unknown) => {
        // Closing or switching skills aborts the request: not a failure to show.
        if (controller.signal.aborted) return
        reportError(error, { feature: 'skill-detail', skillId })
        setState({ status: 'error', skillId })
      })
    return () => controller.abort()
  }, [skillId])
  // A state left from the previous skill is not shown for the next one.
  return state.status !== 'loading' && state.skillId !== skillId ? { status: 'loading' } : state
}
