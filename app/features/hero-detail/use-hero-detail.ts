import { useEffect, useState } from 'react'
import type { HeroDetailView } from '#app/lib/dataset-payloads.ts'

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
    fetch(`/api/heroes/${encodeURIComponent(heroId)}`, { signal: controller.signal })
      .then(async (response) => {
        if (response.status === 404) return { status: 'not-found' } as const
        if (!response.ok) return { status: 'failed' } as const
        return { status: 'ready', view: (await response.json()) as HeroDetailView } as const
      })
      .then(
        (value) => setState({ heroId, value }),
        (error: unknown) => {
          // Closing the view aborts the request: nothing to show, nothing went wrong.
          if (error instanceof DOMException && error.name === 'AbortError') return
          setState({ heroId, value: { status: 'failed' } })
        },
      )
    return () => controller.abort()
  }, [heroId])
  return state?.heroId === heroId ? state.value : { status: 'loading' }
}
