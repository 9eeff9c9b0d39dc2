import type { ShouldRevalidateFunctionArgs } from 'react-router'

type UrlChange = Pick<ShouldRevalidateFunctionArgs, 'currentUrl' | 'nextUrl'>

/**
 * A page whose search parameters are its view state (filters, the open hero) loads again only
 * when the path changes, or when asked to with the same URL (a retry after a failed payload):
 * a change of search parameters redraws from the data it has.
 */
export function revalidateOnPathOrRetry({ currentUrl, nextUrl }: UrlChange): boolean {
  return currentUrl.pathname !== nextUrl.pathname || currentUrl.href === nextUrl.href
}

/**
 * A route's rule for loading again (revalidateOnPathOrRetry unless given), for a route whose
 * clientLoader brings the browser's own data after the server's first screen, once that
 * clientLoader has finished; until then, every navigation loads it. A navigation while
 * it runs (a filter changed before the payload arrived) aborts it, and React Router then asks
 * shouldRevalidate: without this, the page would keep the server's first screen for good.
 */
export function createViewStateRevalidation(
  rule: (change: UrlChange) => boolean = revalidateOnPathOrRetry,
): {
  /** Wraps the clientLoader's answer, once awaited: from now on, search changes redraw from it. */
  readonly loaded: <Data>(data: Data extends PromiseLike<unknown> ? never : Data) => Data
  readonly shouldRevalidate: (change: UrlChange) => boolean
} {
  let hasLoaded = false
  return {
    loaded: (data) => {
      hasLoaded = true
      return data
    },
    shouldRevalidate: (change) => !hasLoaded || rule(change),
  }
}
