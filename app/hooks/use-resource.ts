import { useCallback, useEffect } from 'react'
import { useFetcher } from 'react-router'
import { reportError } from '#app/lib/monitoring.ts'

/** What a resource route's clientLoader answers when its request did not come back. */
const REQUEST_FAILED = Object.freeze({ isRequestFailed: true })

export type ResourceState<Data> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: Data }
  | { readonly status: 'failed' }

/** A resource's state, and a retry for the view's "Try again" (an answer it cannot use too). */
export type Resource<Data> = ResourceState<Data> & { readonly retry: () => void }

/**
 * A detail view's data from a resource route (`/api/heroes/:id`), through React Router's
 * fetcher: asked for when the view opens with an href, never before (`null`: not yet).
 * A request that did not come back is `failed`, when the resource route's clientLoader is
 * `settleResource`. The route's answer is `Data` as its module declares it (React Router
 * does not check it); an unknown id is a value of that answer, not a status.
 */
export function useResource<Data>(href: string | null): Resource<Data> {
  const { load, state, data } = useFetcher({ key: href ?? undefined })
  useEffect(() => {
    if (href !== null && state === 'idle' && data === undefined) void load(href)
  }, [href, load, state, data])
  const retry = useCallback(() => {
    if (href !== null) void load(href)
  }, [href, load])
  if (href === null) return { status: 'idle', retry }
  if (data === undefined || state === 'loading') return { status: 'loading', retry }
  if (data === REQUEST_FAILED) return { status: 'failed', retry }
  return { status: 'ready', data: data as Data, retry }
}

/**
 * A resource route's clientLoader: the server's answer, or a failure the view shows with a
 * retry (useResource). A fetcher's thrown error would replace the whole page with its error
 * boundary; offline or a server error, the view says it instead, and monitoring hears of it.
 */
export async function settleResource<Data>({
  request,
  serverLoader,
}: {
  readonly request: Request
  readonly serverLoader: () => Promise<Data>
}): Promise<Data | typeof REQUEST_FAILED> {
  try {
    return await serverLoader()
  } catch (error) {
    // Aborted: the fetcher was asked again or went away; nobody waits for this answer.
    // A Response: React Router's to follow (a redirect), not a failure.
    if (request.signal.aborted || error instanceof Response) throw error
    reportError(error, { resource: new URL(request.url).pathname })
    return REQUEST_FAILED
  }
}
