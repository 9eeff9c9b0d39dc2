import type { Figure, MeasureRow } from './measure.ts'

export const TRANSFER_CATEGORIES = ['html', 'js', 'css', 'data', 'other', 'prefetch'] as const
export type TransferCategory = (typeof TRANSFER_CATEGORIES)[number]

/** The fields of one item of Lighthouse's `network-requests` audit that the bench reads. */
export type NetworkRequest = {
  readonly url: string
  readonly resourceType?: string
  readonly mimeType?: string
  /** Bytes on the wire: compressed body plus headers. */
  readonly transferSize?: number
  /** Milliseconds after the first request of the page load. */
  readonly networkRequestTime?: number
  /** Chrome's priority: 'VeryHigh', 'High', 'Medium', 'Low', 'VeryLow'. */
  readonly priority?: string
}

export type TransferSummary = Readonly<Record<TransferCategory | 'total', number>>

const DATA_PATH = /\.(data|json)$/
const JAVASCRIPT_MIME = /(java|ecma)script/

function readPathname(url: string): string {
  // Lighthouse elides data: URIs, which then are not valid URLs.
  return URL.canParse(url) ? new URL(url).pathname : url
}

/** The priorities of hints: the payload preloader fetches other pages' data at low priority. */
const HINT_PRIORITIES = new Set(['Low', 'VeryLow'])

/**
 * Sorts one request into html, js, css, data, other or prefetch. Loader payloads (`.data`,
 * sent as text/x-script), JSON and every fetch or XHR count as data, whatever their MIME type;
 * data fetched at low priority is a prefetch for later pages, not part of this page's load.
 */
export function classifyRequest(request: NetworkRequest): TransferCategory {
  const mimeType = request.mimeType?.toLowerCase() ?? ''
  const resourceType = request.resourceType ?? ''
  if (resourceType === 'Document') return 'html'
  if (
    resourceType === 'Fetch' ||
    resourceType === 'XHR' ||
    mimeType === 'application/json' ||
    mimeType.endsWith('+json') ||
    DATA_PATH.test(readPathname(request.url))
  ) {
    return HINT_PRIORITIES.has(request.priority ?? '') ? 'prefetch' : 'data'
  }
  if (resourceType === 'Script' || JAVASCRIPT_MIME.test(mimeType)) return 'js'
  if (resourceType === 'Stylesheet' || mimeType === 'text/css') return 'css'
  if (mimeType === 'text/html') return 'html'
  return 'other'
}

/** Adds up the transferred bytes of the requests per category, and the page's total (prefetches aside). */
export function summarizeTransfers(requests: readonly NetworkRequest[]): TransferSummary {
  const summary = { html: 0, js: 0, css: 0, data: 0, other: 0, prefetch: 0, total: 0 }
  for (const request of requests) {
    const bytes = request.transferSize ?? 0
    const category = classifyRequest(request)
    summary[category] += bytes
    if (category !== 'prefetch') summary.total += bytes
  }
  return summary
}

type AuditResult = {
  readonly numericValue?: number
  readonly details?: unknown
}

/** The part of a Lighthouse result (LH.Result) that the bench reads. */
export type LighthouseReport = {
  readonly categories: { readonly performance?: { readonly score: number | null } }
  readonly audits: Readonly<Record<string, AuditResult | undefined>>
  readonly runtimeError?: { readonly code: string; readonly message: string }
  /** Lighthouse's measure of this machine's speed at the time of the run (higher is faster). */
  readonly environment?: { readonly benchmarkIndex?: number }
}

export type LighthouseSummary =
  | {
      readonly ok: true
      readonly figures: readonly Figure[]
      readonly requests: readonly NetworkRequest[]
    }
  | { readonly ok: false; readonly error: string }

function readItems(audit: AuditResult | undefined): readonly unknown[] {
  const details = audit?.details
  if (typeof details !== 'object' || details === null || !('items' in details)) return []
  return Array.isArray(details.items) ? details.items : []
}

function isNetworkRequest(item: unknown): item is NetworkRequest {
  return typeof item === 'object' && item !== null && 'url' in item && typeof item.url === 'string'
}

/** Turns one Lighthouse result into the bench's figures, or says why it has none. */
export function summarizeLighthouseReport(report: LighthouseReport): LighthouseSummary {
  if (report.runtimeError) {
    return { ok: false, error: `${report.runtimeError.code}: ${report.runtimeError.message}` }
  }
  const score = report.categories.performance?.score ?? null
  if (score === null) return { ok: false, error: 'Lighthouse gave no performance score.' }

  const requests = readItems(report.audits['network-requests']).filter(isNetworkRequest)
  const transfers = summarizeTransfers(requests)
  const metric = (auditId: string): number | null => report.audits[auditId]?.numericValue ?? null
  const figures: Figure[] = [
    { key: 'performance', label: 'perf', unit: 'score', value: score },
    { key: 'fcpMs', label: 'FCP', unit: 'ms', value: metric('first-contentful-paint') },
    { key: 'lcpMs', label: 'LCP', unit: 'ms', value: metric('largest-contentful-paint') },
    { key: 'tbtMs', label: 'TBT', unit: 'ms', value: metric('total-blocking-time') },
    { key: 'cls', label: 'CLS', unit: 'number', value: metric('cumulative-layout-shift') },
    { key: 'htmlBytes', label: 'HTML', unit: 'bytes', value: transfers.html },
    // Issue 2's first-load JavaScript: every script the page fetches as it loads with no input
    // (a Lighthouse run has none). The load event bounds nothing: the app's scripts start after
    // the first paint, which comes after it (decision 0031).
    { key: 'jsBytes', label: 'JS', unit: 'bytes', value: transfers.js },
    { key: 'cssBytes', label: 'CSS', unit: 'bytes', value: transfers.css },
    { key: 'dataBytes', label: 'data', unit: 'bytes', value: transfers.data },
    { key: 'otherBytes', label: 'other', unit: 'bytes', value: transfers.other },
    { key: 'totalBytes', label: 'total', unit: 'bytes', value: transfers.total },
    { key: 'prefetchBytes', label: 'prefetch', unit: 'bytes', value: transfers.prefetch },
    // Shows when the machine was busy: other work on the 2 cores inflates TBT and lowers scores.
    {
      key: 'benchmarkIndex',
      label: 'CPU index',
      unit: 'count',
      value: report.environment?.benchmarkIndex ?? null,
    },
  ]
  return { ok: true, figures, requests }
}

/**
 * Below this CPU index the machine was busy: a quiet run here scores 2000–2300, so under
 * 1000 other work took half the CPU, and simulated throttling inflates TBT and lowers scores.
 */
export const BUSY_MACHINE_INDEX = 1000

/** The rows measured on a busy machine, as `route variant (index)`. */
export function listBusyMachineRows(rows: readonly MeasureRow[]): string[] {
  return rows.flatMap((row) => {
    const index = row.figures.find((figure) => figure.key === 'benchmarkIndex')?.value
    if (index === undefined || index === null || index >= BUSY_MACHINE_INDEX) return []
    return [`${row.route} ${row.variant} (${Math.round(index)})`]
  })
}
