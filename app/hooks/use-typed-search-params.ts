import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { useLocation, useSearchParams } from 'react-router'

/** How long typing pauses before what was typed goes to the URL. */
export const TYPING_PAUSE_MS = 400

type Typed = { readonly pathname: string; readonly params: URLSearchParams }

// One page is typed in at a time, so one store per tab. What was typed shows at once in
// every component that reads the page's search; the URL follows after a pause, because each
// URL change re-renders every route and browsers limit history updates (Safari: 100 per 30 s).
let typed: Typed | null = null
/** The pending write of `typed` to the URL: a timer, or a frame then a timer. */
let flushTimer: number | undefined
let flushFrame: number | undefined
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
  if (flushFrame !== undefined) window.cancelAnimationFrame(flushFrame)
  flushTimer = undefined
  flushFrame = undefined
}

function isFlushPending(): boolean {
  return flushTimer !== undefined || flushFrame !== undefined
}

export type SetTypedSearchParams = (
  /** The next params, from the current ones (typing included, even before a render). */
  change: (current: URLSearchParams) => URLSearchParams,
  options?: { readonly isTyping?: boolean },
) => void

/**
 * The page's search params with what is being typed in them, and the one way to change them:
 * every change shows at once, in the components that read the page's search. A change made
 * `isTyping` replaces the URL after TYPING_PAUSE_MS without typing; any other change is pushed
 * to the URL (and the history), typing included, once the browser has painted it: the URL
 * change re-renders every route, which the click's own paint need not wait for.
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
    if (url === writtenUrl && isFlushPending()) return
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
      const isTyping = options?.isTyping === true
      const flush = () => {
        flushTimer = undefined
        // The player left the page meanwhile: the change stays behind.
        if (typed === null || !seenUrl.startsWith(`${typed.pathname}?`)) return
        writtenUrl = toUrl(typed.pathname, typed.params)
        setUrlParams(typed.params, { replace: isTyping, preventScrollReset: true })
      }
      if (isTyping) {
        flushTimer = window.setTimeout(flush, TYPING_PAUSE_MS)
      } else {
        // The next frame paints the change; the timer runs after that paint.
        flushFrame = window.requestAnimationFrame(() => {
          flushFrame = undefined
          flushTimer = window.setTimeout(flush)
        })
      }
    },
    [pathname, setUrlParams],
  )
  const params = current !== null && current.pathname === pathname ? current.params : urlParams
  return [params, set]
}
