import type { ShouldRevalidateFunctionArgs } from 'react-router'

/**
 * A page whose search parameters are its view state (filters, the open hero) loads again only
 * when the path changes, or when asked to with the same URL (a retry after a failed payload):
 * a change of search parameters redraws from the data it has.
 */
export function revalidateOnPathOrRetry({
  currentUrl,
  nextUrl,
}: Pick<ShouldRevalidateFunctionArgs, 'currentUrl' | 'nextUrl'>): boolean {
  return currentUrl.pathname !== nextUrl.pathname || currentUrl.href === nextUrl.href
}
