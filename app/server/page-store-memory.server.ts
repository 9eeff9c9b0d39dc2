import { LRUCache } from 'lru-cache'
import { type ContentEncoding, encodeBytes } from './compression.server.ts'
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
 * The Node host's pages in memory, 64 MiB at most: some 400 pages of the full dataset (a
 * /units page is about 150 kB, 30 kB in brotli), the least recently used dropped first.
 */
export const PAGE_STORE_MAX_BYTES = 64 * 1024 * 1024

type KeptPage = {
  readonly headers: readonly (readonly [string, string])[]
  readonly identity: Uint8Array<ArrayBuffer>
  /** Each encoding compressed once, when a client first asks for it. */
  readonly encoded: ReadonlyMap<ContentEncoding, Uint8Array<ArrayBuffer>>
}

function sizeOf(page: KeptPage): number {
  let bytes = page.identity.byteLength
  for (const body of page.encoded.values()) bytes += body.byteLength
  return bytes
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
 * Pages kept in memory, bounded in bytes (lru-cache): the page as drawn, and each encoding a
 * client asked for, compressed once off the event loop (a hit costs no compression).
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
    let body = page.identity
    if (encoding !== null) {
      body = page.encoded.get(encoding) ?? (await encode(key, page, encoding))
      headers.set('Content-Encoding', encoding)
    }
    headers.set('Content-Length', String(body.byteLength))
    return new Response(body, { status: 200, headers })
  }

  async function encode(key: string, page: KeptPage, encoding: ContentEncoding) {
    const body = await encodeBytes(page.identity, encoding)
    // Kept again with it, so that the bound counts its bytes (lru-cache sizes a new value only),
    // unless the page was dropped meanwhile.
    const current = pages.peek(key)
    if (current?.identity === page.identity)
      pages.set(key, { ...current, encoded: new Map(current.encoded).set(encoding, body) })
    return body
  }

  return {
    async match(key, request) {
      const page = pages.get(key)
      return page === undefined ? undefined : answer(key, page, request, CACHE_STATUS_HIT)
    },
    put(key, drawn: DrawnPage, request) {
      const page: KeptPage = {
        headers: [...drawn.headers.entries()].filter(([name]) => name !== 'content-length'),
        identity: new TextEncoder().encode(drawn.html),
        encoded: new Map(),
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
