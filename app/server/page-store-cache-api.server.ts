import {
  answerNotModified,
  CACHE_STATUS_HIT,
  CACHE_STATUS_STORED,
  type PageStore,
} from './page-cache.server.ts'

// The Cache API keys by request URL: a page's key (pageCacheKey) under a host of its own.
const KEY_ORIGIN = 'https://pages.hero-peeler.invalid/'

/**
 * The Workers host's pages, in the Cache API (the data centre's cache, `name` opened at first
 * use): a page's lifetime there is its `s-maxage`; the platform compresses the answers.
 */
export function createCacheApiPageStore(name: string): PageStore {
  let opened: Promise<Cache> | undefined
  const open = () => {
    opened ??= caches.open(name)
    return opened
  }
  return {
    async match(key, request) {
      const kept = await (await open()).match(new Request(`${KEY_ORIGIN}${key}`))
      if (kept === undefined) return undefined
      const headers = new Headers(kept.headers)
      headers.set('Cache-Status', CACHE_STATUS_HIT)
      return (
        answerNotModified(request, headers) ?? new Response(kept.body, { status: 200, headers })
      )
    },
    async put(key, page, request) {
      const headers = new Headers(page.headers)
      headers.delete('Content-Length')
      await (await open()).put(
        new Request(`${KEY_ORIGIN}${key}`),
        new Response(page.body, { headers }),
      )
      headers.set('Cache-Status', CACHE_STATUS_STORED)
      return (
        answerNotModified(request, headers) ?? new Response(page.body, { status: 200, headers })
      )
    },
  }
}
