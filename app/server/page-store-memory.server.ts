import { LRUCache } from 'lru-cache'
import { type ContentEncoding, decodeBrotli, encodeBytes } from './compression.server.ts'
import {
  answerNotModified,
  CACHE_STATUS_HIT,
  CACHE_STATUS_NOT_STORED,
  CACHE_STATUS_STORED,
  type DrawnPage,
  type PageStore,
} from './page-cache.server.ts'
import { acceptsEncoding } from './payload-encoding.server.ts'

/**
 * The Node host's pages in memory, 32 MiB at most, kept in brotli (a /units page of the full
 * dataset is about 200 kB, 35 kB in brotli): some 900 pages, the least recently used dropped
 * first. The process stays under 512 MB with 1,000 connections drawing new pages (0067).
 */
export const PAGE_STORE_MAX_BYTES = 32 * 1024 * 1024

type KeptPage = {
  readonly headers: readonly (readonly [string, string])[]
  readonly brotli: Uint8Array<ArrayBuffer>
  /** For clients that take gzip and no brotli, compressed at the first one's request. */
  readonly gzip: Uint8Array<ArrayBuffer> | undefined
}

function sizeOf(page: KeptPage): number {
  return page.brotli.byteLength + (page.gzip?.byteLength ?? 0)
}

/** The encoding to send: brotli when taken, else gzip, else none. */
export function pickEncoding(request: Request): ContentEncoding | null {
  if (acceptsEncoding(request, 'br')) return 'br'
  if (acceptsEncoding(request, 'gzip')) return 'gzip'
  return null
}

export type MemoryPageStore = PageStore & {
  /** Drops every page (a new dataset: its keys are new, the old pages only take room). */
  readonly clear: () => void
  /** Pages kept and their bytes, for tests. */
  readonly measure: () => { readonly pages: number; readonly bytes: number }
}

/**
 * Pages kept in memory, bounded in bytes (lru-cache), compressed once off the event loop: a
 * hit costs no compression. Brotli is what browsers take; gzip is made once when a client asks
 * for it, and a client that takes neither gets the brotli bytes decoded.
 */
export function createMemoryPageStore(options: { readonly maxBytes: number }): MemoryPageStore {
  const pages = new LRUCache<string, KeptPage>({
    maxSize: options.maxBytes,
    // A page larger than an eighth of the room would push out many others: drawn each time.
    maxEntrySize: options.maxBytes / 8,
    sizeCalculation: sizeOf,
  })

  async function answer(key: string, page: KeptPage, request: Request, status: string) {
    const headers = new Headers(page.headers.map(([name, value]) => [name, value]))
    headers.set('Cache-Status', status)
    headers.append('Vary', 'Accept-Encoding')
    const notModified = answerNotModified(request, headers)
    if (notModified !== undefined) return notModified
    const encoding = pickEncoding(request)
    let body = page.brotli
    if (encoding === 'gzip') body = page.gzip ?? (await addGzip(key, page))
    else if (encoding === null) body = await decodeBrotli(page.brotli)
    if (encoding !== null) headers.set('Content-Encoding', encoding)
    headers.set('Content-Length', String(body.byteLength))
    return new Response(body, { status: 200, headers })
  }

  async function addGzip(key: string, page: KeptPage) {
    const gzip = await encodeBytes(await decodeBrotli(page.brotli), 'gzip')
    // Kept again with it, so that the bound counts its bytes (lru-cache sizes a new value only),
    // unless the page was dropped meanwhile.
    if (pages.peek(key)?.brotli === page.brotli) pages.set(key, { ...page, gzip })
    return gzip
  }

  return {
    async match(key, request) {
      const page = pages.get(key)
      return page === undefined ? undefined : answer(key, page, request, CACHE_STATUS_HIT)
    },
    async put(key, drawn: DrawnPage, request) {
      const page: KeptPage = {
        headers: [...drawn.headers.entries()].filter(([name]) => name !== 'content-length'),
        brotli: await encodeBytes(drawn.body, 'br'),
        gzip: undefined,
      }
      pages.set(key, page)
      // Too large to keep (maxEntrySize): answered all the same.
      const isKept = pages.peek(key) === page
      return answer(key, page, request, isKept ? CACHE_STATUS_STORED : CACHE_STATUS_NOT_STORED)
    },
    clear: () => pages.clear(),
    measure: () => ({ pages: pages.size, bytes: pages.calculatedSize }),
  }
}
