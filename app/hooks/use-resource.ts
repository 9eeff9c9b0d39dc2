import { useCallback, useEffect } from 'react'
import { useFetcher } from 'react-router'
import { reportError } from '#app/lib/monitoring.ts'

/** What a resource route's clientLoader answers when the request did not come back. */
export const RESOURCE_FAILED = Object.freeze({ isResourceFailure: true })

export type ResourceState<Data> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly data: Data }

/** A resource's state, and a retry for the view's "Try again". */
export type Resource<Data> = ResourceState<Data> & { readonly retry: () => void }

/**
 * A resource route's `clientLoader` body: the answer, or RESOURCE_FAILED when the request failed
 * (offline, a server error). A fetcher's error would go to the page's error boundary and replace
 * the page; as a value, the view says it with a retry. The failure goes to monitoring.
 */
export async function settleResource<Data>(
  load: Promise<Data>,
  resource: string,
): Promise<Data | typeof RESOURCE_FAILED> {
  try {
    return await load
  } catch (error) {
    // A redirect is React Router's to follow, not a failure.
    if (error instanceof Response) throw error
    reportError(error, { source: 'resource', resource })
    return RESOURCE_FAILED
  }
}

/**
 * A detail view's data from a resource route (`/api/heroes/:id`), through React Router's
 * fetcher: asked for when the view opens with an href, never before, and again on `retry`.
 * The route's answer is `Data` as its module declares it (React Router does not check it).
 */
export function useResource<Data>(href: string): Resource<Data> {
  const { load, state, data } = useFetcher({ key: href })
  useEffect(() => {
    if (state === 'idle' && data === undefined) void load(href)
  }, [href, load, state, data])
  const retry = useCallback(() => void load(href), [href, load])
  if (data === undefined || (data === RESOURCE_FAILED && state !== 'idle')) {
    return { status: 'loading', retry }
  }
  if (data === RESOURCE_FAILED) return { status: 'failed', retry }
  return { status: 'ready', data: data as Data, retry }
}
