import { describe, expect, test } from 'vitest'
import {
  answerNotModified,
  isCacheableRequest,
  isStorablePage,
  type PageKeyParts,
  pageCacheKey,
} from './page-cache.server.ts'

const PARTS: PageKeyParts = {
  url: 'https://hero-peeler.example/units?sort=name',
  deviceClass: 'phone',
  dataVersion: 'data-1',
  buildId: 'build-1',
}

describe('pageCacheKey', () => {
  test('names the build, the dataset, the device class and the address', () => {
    expect(pageCacheKey(PARTS)).toBe('build-1/data-1/phone/units?sort=name')
  })

  test.each<{ name: string; change: Partial<PageKeyParts> }>([
    { name: 'a new build', change: { buildId: 'build-2' } },
    { name: 'a new dataset', change: { dataVersion: 'data-2' } },
    { name: 'another device class', change: { deviceClass: 'desktop' } },
    { name: 'another query', change: { url: 'https://hero-peeler.example/units?sort=hp' } },
    { name: 'another page', change: { url: 'https://hero-peeler.example/skills?sort=name' } },
  ])('$name is another key: what was kept is not served', ({ change }) => {
    expect(pageCacheKey({ ...PARTS, ...change })).not.toBe(pageCacheKey(PARTS))
  })

  test('the host and a fragment are no part of it', () => {
    expect(pageCacheKey({ ...PARTS, url: 'http://127.0.0.1:3000/units?sort=name#top' })).toBe(
      pageCacheKey(PARTS),
    )
  })
})

describe('isCacheableRequest', () => {
  const request = (init: RequestInit & { headers?: Record<string, string> } = {}) =>
    new Request('https://hero-peeler.example/units', {
      ...init,
      headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...init.headers },
    })

  test('a navigation or a crawler asking for a page', () => {
    expect(isCacheableRequest(request())).toBe(true)
    expect(isCacheableRequest(request({ headers: { Cookie: 'i18n_redirected=en' } }))).toBe(true)
  })

  test.each([
    { name: 'HEAD', made: () => request({ method: 'HEAD' }) },
    { name: 'POST', made: () => request({ method: 'POST' }) },
    {
      name: 'a script asking for JSON',
      made: () => request({ headers: { Accept: 'application/json' } }),
    },
    {
      // A theme saved before the theme cookie: the page's answer writes it (root.server.ts).
      name: 'a session without the theme cookie',
      made: () => request({ headers: { Cookie: '__session=abc' } }),
    },
  ])('not $name', ({ made }) => {
    expect(isCacheableRequest(made())).toBe(false)
  })

  test('a session with the theme cookie beside it', () => {
    const cookie = '__session=abc; hero-peeler-theme=light.light'
    expect(isCacheableRequest(request({ headers: { Cookie: cookie } }))).toBe(true)
  })
})

describe('isStorablePage', () => {
  const page = (init: ResponseInit & { headers?: Record<string, string> } = {}) =>
    new Response('<!DOCTYPE html><html></html>', {
      ...init,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'public, max-age=0, s-maxage=300',
        ...init.headers,
      },
    })

  test('a public page', () => {
    expect(isStorablePage(page())).toBe(true)
  })

  test.each([
    { name: 'an error page', made: () => page({ status: 404 }) },
    {
      name: 'a private page',
      made: () => page({ headers: { 'Cache-Control': 'private, no-cache' } }),
    },
    { name: 'a live page', made: () => page({ headers: { 'Cache-Control': 'no-cache' } }) },
    { name: 'a page that sets a cookie', made: () => page({ headers: { 'Set-Cookie': 'a=1' } }) },
    { name: 'JSON', made: () => page({ headers: { 'Content-Type': 'application/json' } }) },
    { name: 'an encoded body', made: () => page({ headers: { 'Content-Encoding': 'br' } }) },
    {
      name: 'a redirect',
      made: () => new Response(null, { status: 302, headers: { Location: '/' } }),
    },
  ])('not $name', ({ made }) => {
    expect(isStorablePage(made())).toBe(false)
  })
})

describe('answerNotModified', () => {
  const headers = new Headers({
    ETag: 'W/"abc"',
    'Content-Type': 'text/html',
    'Content-Encoding': 'br',
  })

  test("304 with the page's headers when the client has its bytes", () => {
    const request = new Request('https://hero-peeler.example/', {
      headers: { 'If-None-Match': '"other", W/"abc"' },
    })
    const answer = answerNotModified(request, headers)
    expect(answer?.status).toBe(304)
    expect(answer?.headers.get('ETag')).toBe('W/"abc"')
    expect(answer?.headers.has('Content-Encoding')).toBe(false)
  })

  test('nothing for another tag, or none', () => {
    const other = new Request('https://hero-peeler.example/', {
      headers: { 'If-None-Match': '"abd"' },
    })
    expect(answerNotModified(other, headers)).toBeUndefined()
    expect(answerNotModified(new Request('https://hero-peeler.example/'), headers)).toBeUndefined()
  })
})
