import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './test.ts'

// Issue 25 item 2 (decision 0068): a page is the same for every visitor of a device class, any
// cache may keep it, and the host keeps the pages it draws. Each test asks for a URL of its own
// (a query the page ignores), so that what it sees was not kept by another test.

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36'
const DESKTOP_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
const DESKTOP_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0'

/** A visitor who came before: the locale is known (no cookie to set, decideLocale). */
const RETURNING = 'i18n_redirected=en'

function uniquePath(path: string, testName: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}n=${encodeURIComponent(`${testName}-${Date.now()}`)}`
}

function getPage(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  return request.get(path, {
    headers: { Accept: 'text/html', Cookie: RETURNING, 'User-Agent': DESKTOP_CHROME, ...headers },
  })
}

test('a page is public for shared caches, kept by the host, and revalidated by its ETag', async ({
  request,
}) => {
  const path = uniquePath('/units', 'headers')
  const first = await getPage(request, path)
  expect(first.status()).toBe(200)
  const headers = first.headers()
  expect(headers['cache-control']).toBe(
    'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
  )
  // By device class, which comes from the user agent; the encoding is added where it is chosen.
  expect(headers.vary).toMatch(/^User-Agent\b/)
  expect(headers.etag).toMatch(/^W\/"[\w-]+"$/)
  expect(headers['set-cookie']).toBeUndefined()
  expect(headers['cache-status']).toBe('hero-peeler; fwd=miss; stored')
  // Scripts by hash, never by a nonce: the page is the same for everyone.
  expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/)
  expect(headers['content-security-policy']).not.toContain('nonce')

  const again = await getPage(request, path)
  expect(again.headers()['cache-status']).toBe('hero-peeler; hit')
  expect(again.headers()['content-security-policy']).toBe(headers['content-security-policy'])
  expect(await again.text()).toBe(await first.text())

  const revalidated = await getPage(request, path, { 'If-None-Match': headers.etag ?? '' })
  expect(revalidated.status()).toBe(304)
  expect(revalidated.headers().etag).toBe(headers.etag)
})

test('one page per device class, whatever the browser', async ({ request }) => {
  const path = uniquePath('/skills', 'devices')
  const read = async (userAgent: string) =>
    (await getPage(request, path, { 'User-Agent': userAgent })).text()
  const chrome = await read(DESKTOP_CHROME)
  expect(await read(DESKTOP_FIREFOX)).toBe(chrome)
  const iphone = await read(IPHONE)
  expect(iphone).not.toBe(chrome)
  // Spec §9: no user zoom on the iPhone; on other phones it stays.
  expect(iphone).toContain('maximum-scale=1')
  const pixel = await read(PIXEL)
  expect(pixel).not.toContain('maximum-scale=1')
  expect(pixel).not.toBe(chrome)
})

test("a first visit's answer sets the locale cookie and is the visitor's; its page is the same", async ({
  request,
}) => {
  const path = uniquePath('/skills', 'first-visit')
  const kept = await getPage(request, path)
  const first = await request.get(path, {
    headers: { Accept: 'text/html', 'User-Agent': DESKTOP_CHROME },
  })
  expect(first.headers()['set-cookie']).toContain('i18n_redirected=en')
  expect(first.headers()['cache-control']).toBe('private, no-cache')
  expect(first.headers()['cache-status']).toBe('hero-peeler; hit')
  expect(await first.text()).toBe(await kept.text())
})

test('bad search parameters fall back to the defaults, in a page kept as any other', async ({
  request,
}) => {
  const path = uniquePath('/units?sort=nonsense&page=-3', 'bad-state')
  const first = await getPage(request, path)
  expect(first.status()).toBe(200)
  expect((await getPage(request, path)).headers()['cache-status']).toBe('hero-peeler; hit')
})

test('pages drawn for one visitor, errors and data requests are never kept', async ({
  request,
}) => {
  // The chart's pictures are in the visitor's theme (decision 0068).
  const stats = uniquePath('/misc/stats-evolution', 'private')
  for (const theme of ['light.light', 'dark.dark']) {
    const response = await getPage(request, stats, {
      Cookie: `${RETURNING}; hero-peeler-theme=${theme}`,
    })
    expect(response.headers()['cache-control']).toBe('private, no-cache')
    expect(response.headers()['cache-status']).toBeUndefined()
    expect(await response.text()).toContain(`scheme=${theme.split('.')[1]}`)
  }
  const missing = uniquePath('/no-such-page', 'error')
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await getPage(request, missing)
    expect(response.status()).toBe(404)
    expect(response.headers()['cache-control']).toBe('private, no-cache')
    expect(response.headers()['cache-status']).toBeUndefined()
  }
  const data = await request.get(uniquePath('/units.data', 'data'), {
    headers: { Cookie: RETURNING },
  })
  expect(data.headers()['cache-status']).toBeUndefined()
})
