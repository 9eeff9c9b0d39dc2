import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import type { PayloadName } from '#app/lib/dataset-payloads.ts'
import { request, requestJson } from '#app/lib/http-client.ts'
import { findPagePayloads } from './page-payloads.ts'
import { type ConnectionHints, createPreloadQueue, shouldSkipPreloads } from './preload-queue.ts'

/** Spec §9: the payload preload timer; the page's own requests go first. */
export const PAYLOAD_PRELOAD_DELAY_MS = 1000
const PAYLOAD_INDEX_URL = '/payloads/index.json'

type PayloadIndex = Partial<Record<PayloadName, string>>

// Client state, one per tab: the index of payload URLs, and what was preloaded already.
let indexRequest: Promise<PayloadIndex> | undefined
const queue = createPreloadQueue(async (url) => {
  try {
    // Read to the end: only a complete answer lands in the HTTP cache (payloads are immutable).
    await (await request(url, { priority: 'low' })).arrayBuffer()
  } catch {
    return // a preload is a hint: the page asks again when it needs the payload
  }
})

function readConnection(): ConnectionHints | undefined {
  return (navigator as Navigator & { connection?: ConnectionHints }).connection
}

function loadIndex(): Promise<PayloadIndex> {
  indexRequest ??= requestJson<PayloadIndex>(PAYLOAD_INDEX_URL, { priority: 'low' }).catch(() => {
    indexRequest = undefined // try again at the next preload
    return {}
  })
  return indexRequest
}

/** Preloads the payloads of the page at `path`, unless the connection asks us not to. */
export async function preloadPagePayloads(path: string): Promise<void> {
  const names = findPagePayloads(path)
  if (names.length === 0 || shouldSkipPreloads(readConnection())) return
  const index = await loadIndex()
  for (const name of names) {
    const url = index[name]
    if (url) queue.add(url)
  }
}

/** The path of a same-site link, or undefined for another site, a download or a new tab. */
function internalPath(target: EventTarget | Element | null): string | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return
  if (link.hasAttribute('download') || link.target === '_blank') return
  return link.pathname
}

function watchLinks(): () => void {
  const onIntent = (event: Event) => {
    const path = internalPath(event.target)
    if (path) void preloadPagePayloads(path)
  }
  // Links prefetch their page's payloads when they come into view…
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer.unobserve(entry.target)
      const path = internalPath(entry.target)
      if (path) void preloadPagePayloads(path)
    }
  })
  const observeLinks = () => {
    for (const link of document.querySelectorAll('a[href]')) observer.observe(link)
  }
  observeLinks()
  const mutations = new MutationObserver(observeLinks)
  mutations.observe(document.body, { childList: true, subtree: true })
  // …or when the pointer or the focus reaches them.
  document.addEventListener('pointerover', onIntent, { passive: true })
  document.addEventListener('focusin', onIntent)
  return () => {
    observer.disconnect()
    mutations.disconnect()
    document.removeEventListener('pointerover', onIntent)
    document.removeEventListener('focusin', onIntent)
  }
}

/**
 * Spec §7/§9: page payloads are preloaded on navigation and on link prefetch (visible or
 * hovered), from 1000 ms after the app starts, at most 5 at a time, never on slow-2g or
 * with Save-Data.
 */
export function PayloadPreloads() {
  const { pathname } = useLocation()
  useEffect(() => {
    let stopWatching: () => void = () => undefined
    const timer = window.setTimeout(() => {
      void preloadPagePayloads(window.location.pathname)
      stopWatching = watchLinks()
    }, PAYLOAD_PRELOAD_DELAY_MS)
    return () => {
      window.clearTimeout(timer)
      stopWatching()
    }
  }, [])
  // The first page's payloads wait for the timer; a later page's are fetched on arrival.
  const firstPathname = useRef(pathname)
  useEffect(() => {
    if (pathname !== firstPathname.current) void preloadPagePayloads(pathname)
  }, [pathname])
  return null
}
