import { useEffect } from 'react'
import { useFetcher } from 'react-router'

export type ResourceState<Data> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: Data }

/**
 * A detail view's data from a resource route (`/api/heroes/:id`), through React Router's
 * fetcher: asked for when the view opens with an href, never before.
 */
export function useResource<Data>(href: string): ResourceState<Data> {
  const { load, state, data } = useFetcher({ key: href })
  useEffect(() => {
    if (state === 'idle' && data === undefined) void load(href)
  }, [href, load, state, data])
  // The resource route's JSON, as the route module declares it (React Router does not check it).
  return data === undefined ? { status: 'loading' } : { status: 'ready', data: data as Data }
}
