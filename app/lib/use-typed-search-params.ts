import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { useLocation, useSearchParams } from 'react-router'

/** How long typing pauses before what was typed goes to the URL. */
export const TYPING_PAUSE_MS = 400

type Typed = { readonly pathname: string; readonly params: URLSearchParams }

// One page is typed in at a time, so one store per tab. What was typed shows at once in
// every component that reads the page's search; the URL follows after a pause, because each
// URL change re-renders every route and browsers limit history updates (Safari: 100 per 30 s).
let typed: Typed | null = null
let flushTimer: number | undefined
/** The URL the components last saw, and the one this store last wrote. */
let seenUrl = ''
let writtenUrl = ''
const listeners = new Set<() => void>()

function setTyped(next: Typed | null): void {
  typed = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function toUrl(pathname: string, params: URLSearchParams): string {
  return `${pathname}?${params.toString()}`
}

function cancelFlush(): void {
  window.clearTimeout(flushTimer)
  flushTimer = undefined
}

export type SetTypedSearchParams = (
  /** The next params, from the current ones (typing included, even before a render). */
  change: (current: URLSearchParams) => URLSearchParams,
  options?: { readonly isTyping?: boolean },
) => void

/**
 * The page's search params with what is being typed in them, and the one way to change them:
 * a change made `isTyping` shows at once and replaces the URL after TYPING_PAUSE_MS without
 * typing; any other change goes to the URL (and the history) at once, typing included.
 */
export function useTypedSearchParams(): [URLSearchParams, SetTypedSearchParams] {
  const [urlParams, setUrlParams] = useSearchParams()
  const { pathname } = useLocation()
  const current = useSyncExternalStore(
    subscribe,
    () => typed,
    () => null,
  )
  useEffect(() => {
    const url = toUrl(pathname, urlParams)
    if (url === seenUrl) return
    seenUrl = url
    // Our own earlier change arriving while the player types on: the typing stays ahead.
    if (url === writtenUrl && flushTimer !== undefined) return
    // The URL caught up with the typing, or moved on without it (a link, back): it is the
    // truth again.
    cancelFlush()
    if (typed !== null) setTyped(null)
  }, [urlParams, pathname])
  const set = useCallback<SetTypedSearchParams>(
    (change, options) => {
      const current =
        typed?.pathname === pathname ? typed.params : new URLSearchParams(window.location.search)
      const next = change(current)
      cancelFlush()
      setTyped({ pathname, params: next })
      if (options?.isTyping) {
        flushTimer = window.setTimeout(() => {
          flushTimer = undefined
          // The player left the page during the pause: the typing stays behind.
          if (typed === null || !seenUrl.startsWith(`${typed.pathname}?`)) return
          writtenUrl = toUrl(typed.pathname, typed.params)
          setUrlParams(typed.params, { replace: true, preventScrollReset: true })
        }, TYPING_PAUSE_MS)
      } else {
        writtenUrl = toUrl(pathname, next)
        setUrlParams(next, { preventScrollReset: true })
      }
    },
    [pathname, setUrlParams],
  )
  const params = current !== null && current.pathname === pathname ? current.params : urlParams
  return [params, set]
}
