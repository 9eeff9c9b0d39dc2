/** Spec §7: the statuses a call is retried on. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])
const NON_IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['PATCH', 'POST', 'PUT', 'DELETE'])
export const DEFAULT_TIMEOUT_MS = 10_000

export type HttpMethod = 'GET' | 'HEAD' | 'PUT' | 'POST' | 'PATCH' | 'DELETE'

/** Why a call failed: a status the server answered, no answer in time, or no answer at all. */
export type HttpErrorKind = 'status' | 'timeout' | 'network'

export class HttpError extends Error {
  override name = 'HttpError'
  readonly kind: HttpErrorKind
  readonly method: HttpMethod
  readonly url: string
  /** The answer's status; undefined for a timeout or a network failure. */
  readonly status: number | undefined
  constructor(options: {
    kind: HttpErrorKind
    method: HttpMethod
    url: string
    status?: number
    cause?: unknown
  }) {
    const what = options.kind === 'status' ? `answered ${options.status}` : options.kind
    super(`${options.method} ${options.url} ${what}`, { cause: options.cause })
    this.kind = options.kind
    this.method = options.method
    this.url = options.url
    this.status = options.status
  }
}

/** Spec §7: 0 retries for PATCH, POST, PUT and DELETE, 1 for the other methods. */
export function defaultRetries(method: HttpMethod): number {
  return NON_IDEMPOTENT_METHODS.has(method) ? 0 : 1
}

/** Whether a failed attempt (0-based) is tried again: statuses of spec §7, timeouts, lost connections. */
export function shouldRetry(options: {
  error: HttpError
  attempt: number
  retries: number
}): boolean {
  if (options.attempt >= options.retries) return false
  if (options.error.kind !== 'status') return true
  return options.error.status !== undefined && RETRY_STATUSES.has(options.error.status)
}

export type RequestOptions = {
  method?: HttpMethod
  /** Sent as JSON, with its content type. */
  json?: unknown
  headers?: Record<string, string>
  retries?: number
  timeoutMs?: number
  signal?: AbortSignal
  /** Passed to fetch: a preload asks for low priority. */
  priority?: RequestPriority
}

/**
 * The one HTTP client of the app (spec §7): retries on the spec's statuses, a timeout per
 * attempt, and an `HttpError` for any failure, so callers never see a raw fetch rejection.
 */
export async function request(url: string, options: RequestOptions = {}): Promise<Response> {
  const method = options.method ?? 'GET'
  const retries = options.retries ?? defaultRetries(method)
  const headers = { ...options.headers }
  if (options.json !== undefined) headers['Content-Type'] = 'application/json'
  for (let attempt = 0; ; attempt++) {
    const error = await attemptRequest(url, method, headers, options)
    if (error instanceof Response) return error
    if (!shouldRetry({ error, attempt, retries }) || options.signal?.aborted) throw error
  }
}

async function attemptRequest(
  url: string,
  method: HttpMethod,
  headers: Record<string, string>,
  options: RequestOptions,
): Promise<Response | HttpError> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  try {
    const response = await fetch(url, {
      method,
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      signal,
      priority: options.priority,
    })
    if (response.ok || response.status === 304) return response
    return new HttpError({ kind: 'status', method, url, status: response.status })
  } catch (cause) {
    const kind = timeout.aborted ? 'timeout' : 'network'
    return new HttpError({ kind, method, url, cause })
  }
}

/** GETs JSON: the body of a successful answer, parsed. */
export async function requestJson<Body>(url: string, options: RequestOptions = {}): Promise<Body> {
  const response = await request(url, options)
  return (await response.json()) as Body
}
