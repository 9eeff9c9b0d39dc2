import { useEffect, useState } from 'react'
import { HttpError, requestJson } from '#app/lib/http-client.ts'
import type { HeroDetailView } from '#app/payloads/dataset-payloads.ts'

export type HeroDetailState =
  | { readonly status: 'loading' }
  | { readonly status: 'not-found' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly view: HeroDetailView }

/**
 * The hero's detail from `/api/heroes/:id`, fetched when the view opens (no page pays for
 * it up front); the browser's cache and the ETag make a second opening free.
 */
export function useHeroDetail(heroId: string): HeroDetailState {
  const [state, setState] = useState<{ heroId: string; value: HeroDetailState } | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    requestJson<HeroDetailView>(`/api/heroes/${encodeURIComponent(heroId)}`, {
      signal: controller.signal,
    }).then(
      (view) => setState({ heroId, value: { status: 'ready', view } }),
      (error: unknown) => {
        // Closing the view aborts the request: nothing to show, nothing went wrong.
        if (controller.signal.aborted) return
        const isUnknown = error instanceof HttpError && error.status === 404
        setState({ heroId, value: { status: isUnknown ? 'not-found' : 'failed' } })
      },
    )
    return () => controller.abort()
  }, [heroId])
  return state?.heroId === heroId ? state.value : { status: 'loading' }
}
