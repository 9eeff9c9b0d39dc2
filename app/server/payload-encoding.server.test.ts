import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { acceptsEncoding, encodePayload, readBrotliPayload } from './payload-encoding.server.ts'

describe('acceptsEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=0.5', true],
    ['gzip, br;q=0', false],
    ['gzip, deflate', false],
    ['', false],
  ])('%j → %s', (header, expected) => {
    const request = new Request('http://localhost/', { headers: { 'Accept-Encoding': header } })
    expect(acceptsEncoding(request, 'br')).toBe(expected)
  })
})

describe('readBrotliPayload', () => {
  it('answers nothing until the payload is compressed, then its brotli bytes', async () => {
    const payload = { hash: 'test-hash-1', text: JSON.stringify({ rows: Array(500).fill('Abel') }) }
    expect(readBrotliPayload(payload)).toBeUndefined()
    await encodePayload(payload)
    const encoded = readBrotliPayload(payload)
    expect(encoded && brotliDecompressSync(encoded).toString()).toBe(payload.text)
    expect(encoded?.length).toBeLessThan(payload.text.length / 10)
  })
})
