import { describe, expect, test } from 'vitest'
import {
  classifyRequest,
  type LighthouseReport,
  listBusyMachineRows,
  type NetworkRequest,
  summarizeLighthouseReport,
  summarizeTransfers,
} from './summarize.ts'

const ORIGIN = 'http://127.0.0.1:4000'

test.each([
  {
    name: 'the document',
    request: { resourceType: 'Document', mimeType: 'text/html' },
    expected: 'html',
  },
  {
    name: 'a module script',
    request: { resourceType: 'Script', mimeType: 'text/javascript' },
    expected: 'js',
  },
  {
    name: 'a JS prefetch, by MIME type',
    request: { resourceType: 'Other', mimeType: 'application/javascript' },
    expected: 'js',
  },
  {
    name: 'a stylesheet',
    request: { resourceType: 'Stylesheet', mimeType: 'text/css' },
    expected: 'css',
  },
  {
    name: 'CSS by MIME type',
    request: { resourceType: 'Other', mimeType: 'text/css' },
    expected: 'css',
  },
  {
    name: 'a loader payload (.data, text/x-script)',
    url: '/units.data',
    request: { resourceType: 'Fetch', mimeType: 'text/x-script' },
    expected: 'data',
  },
  {
    name: 'a .data prefetch link',
    url: '/skills.data?_routes=x',
    request: { resourceType: 'Other', mimeType: 'text/x-script' },
    expected: 'data',
  },
  {
    name: 'the messages JSON',
    url: '/_i18n/en/messages.json',
    request: { resourceType: 'Other', mimeType: 'application/json' },
    expected: 'data',
  },
  {
    name: 'a JSON variant MIME type',
    request: { resourceType: 'Other', mimeType: 'application/manifest+json' },
    expected: 'data',
  },
  {
    name: 'the route manifest fetch',
    url: '/__manifest?paths=%2F',
    request: { resourceType: 'Fetch', mimeType: 'application/json' },
    expected: 'data',
  },
  { name: 'an XHR', request: { resourceType: 'XHR', mimeType: 'text/plain' }, expected: 'data' },
  {
    name: 'an HTML fetch of another kind',
    request: { resourceType: 'Other', mimeType: 'text/html' },
    expected: 'html',
  },
  {
    name: 'an SVG icon',
    url: '/favicon.svg',
    request: { resourceType: 'Other', mimeType: 'image/svg+xml' },
    expected: 'other',
  },
  { name: 'a font', request: { resourceType: 'Font', mimeType: 'font/woff2' }, expected: 'other' },
  {
    name: 'an elided data URI',
    url: 'data:image/png;base64,…',
    request: { resourceType: 'Image', mimeType: 'image/png' },
    expected: 'other',
  },
  { name: 'no types at all', request: {}, expected: 'other' },
  {
    name: 'a low-priority fetch (a payload preloaded for another page)',
    url: '/payloads/skills.1234.json',
    request: { resourceType: 'Fetch', mimeType: 'application/json', priority: 'Low' },
    expected: 'prefetch',
  },
  {
    name: "the page's own payload",
    url: '/payloads/heroes.1234.json',
    request: { resourceType: 'Fetch', mimeType: 'application/json', priority: 'High' },
    expected: 'data',
  },
] as const)(
  'classifyRequest: $name',
  ({
    url,
    request,
    expected,
  }: {
    url?: string
    request: Omit<NetworkRequest, 'url'>
    expected: string
  }) => {
    const fullUrl = url?.startsWith('data:') ? url : `${ORIGIN}${url ?? '/file'}`
    expect(classifyRequest({ url: fullUrl, ...request })).toBe(expected)
  },
)

const PAGE_REQUESTS: NetworkRequest[] = [
  {
    url: `${ORIGIN}/units`,
    resourceType: 'Document',
    mimeType: 'text/html',
    transferSize: 11_000,
    networkRequestTime: 0,
  },
  {
    url: `${ORIGIN}/assets/entry.js`,
    resourceType: 'Script',
    mimeType: 'text/javascript',
    transferSize: 60_000,
    networkRequestTime: 400,
  },
  {
    url: `${ORIGIN}/assets/units.js`,
    resourceType: 'Script',
    mimeType: 'text/javascript',
    transferSize: 2_000,
    networkRequestTime: 450,
  },
  {
    url: `${ORIGIN}/assets/skills.js`,
    resourceType: 'Script',
    mimeType: 'text/javascript',
    transferSize: 5_000,
    networkRequestTime: 1_500,
  },
  {
    url: `${ORIGIN}/assets/app.css`,
    resourceType: 'Stylesheet',
    mimeType: 'text/css',
    transferSize: 3_000,
    networkRequestTime: 420,
  },
  {
    url: `${ORIGIN}/_i18n/en/messages.json`,
    resourceType: 'Fetch',
    mimeType: 'application/json',
    transferSize: 1_500,
    networkRequestTime: 900,
  },
  {
    url: `${ORIGIN}/payloads/skills.json`,
    resourceType: 'Fetch',
    mimeType: 'application/json',
    priority: 'Low',
    transferSize: 90_000,
    networkRequestTime: 2_100,
  },
  {
    url: `${ORIGIN}/favicon.svg`,
    resourceType: 'Other',
    mimeType: 'image/svg+xml',
    transferSize: 800,
    networkRequestTime: 950,
  },
  { url: `${ORIGIN}/aborted.js`, resourceType: 'Script', mimeType: 'text/javascript' },
]

describe('summarizeTransfers', () => {
  test('adds up each category and the total without prefetches; a request without size counts 0', () => {
    expect(summarizeTransfers(PAGE_REQUESTS)).toEqual({
      html: 11_000,
      js: 67_000,
      css: 3_000,
      data: 1_500,
      other: 800,
      prefetch: 90_000,
      total: 83_300,
    })
  })

  test('no request: all zero', () => {
    expect(summarizeTransfers([])).toEqual({
      html: 0,
      js: 0,
      css: 0,
      data: 0,
      other: 0,
      prefetch: 0,
      total: 0,
    })
  })
})

function makeReport(overrides: Partial<LighthouseReport> = {}): LighthouseReport {
  return {
    categories: { performance: { score: 0.97 } },
    audits: {
      'first-contentful-paint': { numericValue: 812.4 },
      'largest-contentful-paint': { numericValue: 1_204.9 },
      'total-blocking-time': { numericValue: 96 },
      'cumulative-layout-shift': { numericValue: 0.004 },
      'network-requests': { details: { type: 'table', items: PAGE_REQUESTS } },
    },
    environment: { benchmarkIndex: 1_150.5 },
    ...overrides,
  }
}

describe('summarizeLighthouseReport', () => {
  test('reads the score, the metrics and the bytes per category', () => {
    const summary = summarizeLighthouseReport(makeReport())
    if (!summary.ok) throw new Error(summary.error)
    expect(Object.fromEntries(summary.figures.map((figure) => [figure.key, figure.value]))).toEqual(
      {
        performance: 0.97,
        fcpMs: 812.4,
        lcpMs: 1_204.9,
        tbtMs: 96,
        cls: 0.004,
        htmlBytes: 11_000,
        jsBytes: 67_000,
        cssBytes: 3_000,
        dataBytes: 1_500,
        otherBytes: 800,
        totalBytes: 83_300,
        prefetchBytes: 90_000,
        benchmarkIndex: 1_150.5,
      },
    )
    expect(summary.requests).toHaveLength(PAGE_REQUESTS.length)
  })

  test('a missing metric is null, not 0', () => {
    const report = makeReport()
    const summary = summarizeLighthouseReport({
      ...report,
      audits: { ...report.audits, 'largest-contentful-paint': undefined },
    })
    expect(summary.ok && summary.figures.find((figure) => figure.key === 'lcpMs')?.value).toBeNull()
  })

  test('a runtime error gives its code and message', () => {
    const summary = summarizeLighthouseReport(
      makeReport({
        runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
      }),
    )
    expect(summary).toEqual({ ok: false, error: 'NO_FCP: The page did not paint any content.' })
  })

  test('no performance score is an error', () => {
    const summary = summarizeLighthouseReport(
      makeReport({ categories: { performance: { score: null } } }),
    )
    expect(summary).toEqual({ ok: false, error: 'Lighthouse gave no performance score.' })
  })
})

test.each([
  { name: 'a quiet machine', index: 2_100, expected: [] },
  { name: 'at the threshold', index: 1_000, expected: [] },
  { name: 'a busy machine', index: 556.4, expected: ['/units mobile (556)'] },
  { name: 'no CPU index', index: null, expected: [] },
])('listBusyMachineRows: $name', ({ index, expected }) => {
  const row = {
    route: '/units',
    variant: 'mobile',
    figures: [{ key: 'benchmarkIndex', label: 'CPU index', unit: 'count' as const, value: index }],
  }
  expect(listBusyMachineRows([row])).toEqual(expected)
})
