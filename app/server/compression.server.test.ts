import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { compression } from './compression.server.ts'

const PAGE = `<!doctype html><p>${'Abel: The Panther '.repeat(200)}</p>`

function createApp() {
  const app = new Hono()
  app.use(compression())
  app.get('/page', (c) => c.html(PAGE))
  app.get('/small', (c) =>
    c.body('short', 200, { 'Content-Type': 'text/plain', 'Content-Length': '5' }),
  )
  app.get('/image', (c) => c.body(PAGE, 200, { 'Content-Type': 'image/png' }))
  return app
}

async function bodyBytes(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer())
}

test('a page is sent in brotli to a client that takes it', async () => {
  const response = await createApp().request('/page', {
    headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
  })
  expect(response.headers.get('Content-Encoding')).toBe('br')
  expect(response.headers.get('Content-Length')).toBeNull()
  expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/)
  const bytes = await bodyBytes(response)
  expect(bytes.length).toBeLessThan(PAGE.length / 10)
  expect(brotliDecompressSync(bytes).toString()).toBe(PAGE)
})

test('in gzip to a client that refuses brotli', async () => {
  const response = await createApp().request('/page', {
    headers: { 'Accept-Encoding': 'gzip, br;q=0' },
  })
  expect(response.headers.get('Content-Encoding')).toBe('gzip')
  expect(gunzipSync(await bodyBytes(response)).toString()).toBe(PAGE)
})

test.each([
  { name: 'answers of known small length', path: '/small' },
  { name: 'images', path: '/image' },
])('$name are sent as they are', async ({ path }) => {
  const response = await createApp().request(path, { headers: { 'Accept-Encoding': 'br' } })
  expect(response.headers.get('Content-Encoding')).toBeNull()
})
