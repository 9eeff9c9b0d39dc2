import { readErrorStatus, shouldReportError } from '#app/lib/monitoring-filter.ts'
import { TRACES_SAMPLE_RATE } from '#app/lib/monitoring-settings.ts'

type SentryNode = typeof import('@sentry/node')

let sentry: SentryNode | undefined

/** Server error monitoring (Sentry), started only when a DSN is configured. */
export async function startServerMonitoring(options: {
  dsn: string | undefined
  environment: string
  release: string
}): Promise<void> {
  if (!options.dsn) return
  sentry = await import('@sentry/node')
  sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    tracesSampleRate: TRACES_SAMPLE_RATE,
  })
}

/**
 * Spec §8: every server error is logged; it is reported unless the request came from a bot
 * or the error is a client error (status 300–499).
 */
export function reportServerError(error: unknown, request: Request): void {
  if (request.signal.aborted) return // the client went away: not an error of ours
  console.error(error)
  const candidate = {
    status: readErrorStatus(error),
    userAgent: request.headers.get('User-Agent') ?? undefined,
  }
  if (sentry && shouldReportError(candidate)) sentry.captureException(error)
}
