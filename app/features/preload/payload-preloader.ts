import type { PayloadName } from '#app/payloads/dataset-payloads.ts'
import { loadPayloadIndex, warmPayloadFile } from '#app/payloads/payload-cache.ts'
import { findPagePayloads } from './page-payloads.ts'
import { createPreloadQueue, readConnection, shouldSkipPreloads } from './preload-queue.ts'

// What this tab has preloaded already, and the queue of 5 at a time (spec §9). The files go to
// the HTTP cache, where the payload cache (payload-cache.ts) finds them when a page asks.
const requestedNames = new Set<PayloadName>()
const queue = createPreloadQueue(warmPayloadFile)

/** The payloads the page at `path` reads that no preload has asked for yet. */
function findPayloadsToPreload(path: string): readonly PayloadName[] {
  return findPagePayloads(path).filter((name) => !requestedNames.has(name))
}

/** Preloads the payloads of the page at `path`, unless the connection asks us not to. */
export async function preloadPagePayloads(path: string): Promise<void> {
  const names = findPayloadsToPreload(path)
  if (names.length === 0 || shouldSkipPreloads(readConnection())) return
  // A preload is a hint: without the index, the page fetches its payloads when it needs them.
  const index = await loadPayloadIndex().catch(() => ({}) as Record<string, never>)
  for (const name of names) {
    const url = index[name]
    if (url) {
      requestedNames.add(name)
      queue.add(url)
    }
  }
}

/** The path of a same-site link, or undefined for another site, a download or a new tab. */
function internalPath(target: EventTarget | Element | null): string | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return
  if (link.hasAttribute('download') || link.target === '_blank') return
  return link.pathname
}

/** Preloads the payloads of links that come into view, or get the pointer or the focus. */
export function watchLinks(): () => void {
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
  // Only links to a page with payloads still to preload are watched: lists and grids add
  // hundreds of links to the page they are on, and redraw them on every keystroke or scroll.
  const watchLink = (link: Element) => {
    const path = internalPath(link)
    if (path && path !== window.location.pathname && findPayloadsToPreload(path).length > 0) {
      observer.observe(link)
    }
  }
  const observeLinks = (root: Element | Document) => {
    if (root instanceof Element && root.matches('a[href]')) watchLink(root)
    for (const link of root.querySelectorAll('a[href]')) watchLink(link)
  }
  observeLinks(document)
  const mutations = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) observeLinks(node)
    }
  })
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
