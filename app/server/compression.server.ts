import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { promisify } from 'node:util'
import { brotliCompress, brotliDecompress, constants, createBrotliCompress, gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { acceptsEncoding } from './payload-encoding.server.ts'

// Quality 5 compresses a page in about 5 ms, 8–15 % smaller than gzip (/units 33.3 → 28.7 kB);
// 8 and up take four times as long for 1 % more.
export const BROTLI_QUALITY = 5
/** An answer streamed as the app writes it (a page's data, an API answer) is a few hundred kB. */
const STREAMED_WINDOW_BITS = 20
// As hono's compress: below this, the encoding's own overhead eats the gain.
const MIN_BYTES = 1024
const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/(?!event-stream)|application\/(?:json|javascript|xml)|image\/svg\+xml)/i

const brotliCompressAsync = promisify(brotliCompress)
const brotliDecompressAsync = promisify(brotliDecompress)
const gzipAsync = promisify(gzip)

export type ContentEncoding = 'br' | 'gzip'

/**
 * Brotli's window for an answer of `byteLength` bytes: the smallest that holds all of it (no
 * match reaches further back anyway), at most the default 4 MiB. An encoder's memory follows
 * its window and Node reports it to V8 as external memory: with the default window, ten pages
 * compressed at once made V8 run a full GC for "external memory pressure" about every 100 ms
 * (decision 0081).
 */
export function brotliWindowBits(byteLength: number): number {
  const needed = Math.ceil(Math.log2(Math.max(1, byteLength)))
  return Math.min(
    constants.BROTLI_DEFAULT_WINDOW,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, needed),
  )
}

function brotliParams(windowBits: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: windowBits,
    },
  }
}

/**
 * A whole answer compressed at once, off the event loop (a kept page, page-cache.server.ts): as
 * a streamed one, brotli at the same quality, gzip at zlib's default level as hono's.
 */
export async function encodeBytes(
  bytes: Uint8Array,
  encoding: ContentEncoding,
): Promise<Uint8Array<ArrayBuffer>> {
  const encoded =
    encoding === 'br'
      ? await brotliCompressAsync(bytes, brotliParams(brotliWindowBits(bytes.byteLength)))
      : await gzipAsync(bytes)
  // A copy on an ArrayBuffer of its own, as a Response body takes it.
  return new Uint8Array(encoded)
}

/** The bytes of a brotli body (a kept page for a client that takes no brotli). */
export async function decodeBrotli(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await brotliDecompressAsync(bytes))
}

function isCompressible(response: Response, method: string): boolean {
  if (method === 'HEAD' || response.body === null) return false
  if (response.headers.has('Content-Encoding')) return false
  if (response.headers.get('Cache-Control')?.includes('no-transform')) return false
  if (!COMPRESSIBLE_TYPE.test(response.headers.get('Content-Type') ?? '')) return false
  const length = response.headers.get('Content-Length')
  return length === null || Number(length) >= MIN_BYTES
}

/**
 * Compresses what the app generates (pages, API answers): brotli when the client takes it,
 * otherwise hono's gzip. Static files and payloads come already compressed and pass as they are.
 */
export function compression(): MiddlewareHandler {
  const gzip = compress()
  return async (c, next) => {
    if (!acceptsEncoding(c.req.raw, 'br')) return gzip(c, next)
    await next()
    const response = c.res
    if (!isCompressible(response, c.req.method) || response.body === null) return
    const encoder = createBrotliCompress(brotliParams(STREAMED_WINDOW_BITS))
    const body = Readable.toWeb(
      Readable.fromWeb(response.body as NodeReadableStream).pipe(encoder),
    ) as ReadableStream
    // Hono copies the old response's headers onto the new one: adjust them after.
    c.res = new Response(body, response)
    c.res.headers.delete('Content-Length')
    c.res.headers.set('Content-Encoding', 'br')
    if (!/\baccept-encoding\b/i.test(c.res.headers.get('Vary') ?? '')) {
      c.res.headers.append('Vary', 'Accept-Encoding')
    }
  }
}
