import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { readConnection, shouldSkipPreloads } from './preload-queue.ts'

/** Spec §9: the payload preload timer; the page's own requests go first. */
export const PAYLOAD_PRELOAD_DELAY_MS = 1000

// The preloader's code loads when first needed, and not at all on slow-2g or with Save-Data.
const loadPreloader = () =>
  shouldSkipPreloads(readConnection())
    ? Promise.resolve(undefined)
    : import('./payload-preloader.ts')

/**
 * Spec §7/§9: page payloads are preloaded on navigation and on link prefetch (visible or
 * hovered), from 1000 ms after the app starts, at most 5 at a time, never on slow-2g or
 * with Save-Data.
 */
export function PayloadPreloads() {
  const { pathname } = useLocation()
  useEffect(() => {
    let stopWatching: () => void = () => undefined
    let isStopped = false
    const timer = window.setTimeout(() => {
      loadPreloader()
        .then((preloader) => {
          if (!preloader || isStopped) return
          void preloader.preloadPagePayloads(window.location.pathname)
          stopWatching = preloader.watchLinks()
        })
        .catch(() => undefined) // a preload is a hint; a failed chunk reloads the page anyway
    }, PAYLOAD_PRELOAD_DELAY_MS)
    return () => {
      isStopped = true
      window.clearTimeout(timer)
      stopWatching()
    }
  }, [])
  // The first page's payloads wait for the timer; a later page's are fetched on arrival.
  const firstPathname = useRef(pathname)
  useEffect(() => {
    if (pathname === firstPathname.current) return
    loadPreloader()
      .then((preloader) => preloader?.preloadPagePayloads(pathname))
      .catch(() => undefined) // a preload is a hint; a failed chunk reloads the page anyway
  }, [pathname])
  return null
}
