import { randomBytes } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import {
  CACHE_STATUS_HIT,
  CACHE_STATUS_NOT_STORED,
  CACHE_STATUS_STORED,
} from './page-cache.server.ts'
import { createMemoryPageStore } from './page-store-memory.server.ts'

// Random text, which compression barely shrinks: sizes in the store are about the pages'.
const TEXT = randomBytes(64 * 1024).toString('base64')

/** A page of about `kilobytes` kB, different for each `label`, its text and its bytes. */
function drawPage(label: string, kilobytes = 10) {
  // A name beyond ASCII: the page is kept as UTF-8 bytes and must come back as it was.
  const html = `<!DOCTYPE html><title>${label}: Líf</title><p>${TEXT.slice(0, kilobytes * 1000)}</p>`
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'public, max-age=0, s-maxage=300',
    ETag: `W/"${label}"`,
    Vary: 'User-Agent',
    'Content-Security-Policy': `script-src 'self' 'sha256-${label}'`,
  })
  return { headers, html, body: new TextEncoder().encode(html) }
}

function ask(encoding: string, headers: Record<string, string> = {}) {
  return new Request('https://hero-peeler.example/units', {
    headers: { 'Accept-Encoding': encoding, ...headers },
  })
}

async function readText(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer())
  const encoding = response.headers.get('Content-Encoding')
  if (encoding === 'br') return brotliDecompressSync(bytes).toString()
  if (encoding === 'gzip') return gunzipSync(bytes).toString()
  return bytes.toString()
}

describe('the memory page store', () => {
  test('a page kept is answered as drawn, in the encoding each client takes', async () => {
    const store = createMemoryPageStore({ maxBytes: 1024 * 1024 })
    const page = drawPage('units')
    const stored = await store.put('k', page, ask('gzip, deflate, br'))
    expect(stored.headers.get('Cache-Status')).toBe(CACHE_STATUS_STORED)
    expect(stored.headers.get('Content-Encoding')).toBe('br')
    expect(await readText(stored)).toBe(page.html)
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['', null],
    ] as const) {
      const kept = await store.match('k', ask(accepted))
      expect(kept?.headers.get('Cache-Status')).toBe(CACHE_STATUS_HIT)
      expect(kept?.headers.get('Content-Encoding')).toBe(encoding)
      expect(kept?.headers.get('Vary')).toBe('User-Agent, Accept-Encoding')
      expect(kept?.headers.get('Content-Security-Policy')).toBe("script-src 'self' 'sha256-units'")
      expect(kept === undefined ? '' : await readText(kept)).toBe(page.html)
    }
    expect(await store.match('other', ask('br'))).toBeUndefined()
  })

  test('a client with the same bytes gets 304', async () => {
    const store = createMemoryPageStore({ maxBytes: 1024 * 1024 })
    await store.put('k', drawPage('units'), ask('br'))
    const kept = await store.match('k', ask('br', { 'If-None-Match': 'W/"units"' }))
    expect(kept?.status).toBe(304)
    expect(await kept?.text()).toBe('')
  })

  test('bounded in bytes: the least recently used pages go first', async () => {
    const maxBytes = 100 * 1024
    const store = createMemoryPageStore({ maxBytes })
    for (let index = 0; index < 30; index += 1)
      await store.put(`page-${index}`, drawPage(`page-${index}`), ask('br'))
    const { pages, bytes } = store.measure()
    expect(bytes).toBeLessThanOrEqual(maxBytes)
    expect(pages).toBeGreaterThan(1)
    expect(pages).toBeLessThan(30)
    expect(await store.match('page-0', ask('br'))).toBeUndefined()
    expect(await store.match('page-29', ask('br'))).toBeDefined()
  })

  test('an encoding asked for later counts in the bound', async () => {
    const store = createMemoryPageStore({ maxBytes: 1024 * 1024 })
    await store.put('k', drawPage('units'), ask(''))
    const before = store.measure().bytes
    await store.match('k', ask('gzip'))
    expect(store.measure().bytes).toBeGreaterThan(before)
  })

  test('a page too large for its share is answered, not kept', async () => {
    const store = createMemoryPageStore({ maxBytes: 64 * 1024 })
    const answer = await store.put('big', drawPage('big', 20), ask('br'))
    expect(answer.headers.get('Cache-Status')).toBe(CACHE_STATUS_NOT_STORED)
    expect(await readText(answer)).toBe(drawPage('big', 20).html)
    expect(await store.match('big', ask('br'))).toBeUndefined()
  })

  test('clear drops every page (a new dataset)', async () => {
    const store = createMemoryPageStore({ maxBytes: 1024 * 1024 })
    await store.put('k', drawPage('units'), ask('br'))
    store.clear()
    expect(store.measure()).toEqual({ pages: 0, bytes: 0 })
    expect(await store.match('k', ask('br'))).toBeUndefined()
  })
})
