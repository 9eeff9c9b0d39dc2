import { setErrorReporter } from './monitoring.ts'
import { readErrorStatus, shouldReportError } from './monitoring-filter.ts'
import { RENDER_SPAN_TIMEOUT_MS, TRACES_SAMPLE_RATE } from './monitoring-settings.ts'
import type { PublicConfig } from './root-data.ts'

/**
 * Browser error monitoring (Sentry), loaded only when a DSN is configured: without one, not a
 * byte of Sentry reaches the page and reports stay console warnings.
 */
export async function startBrowserMonitoring(config: PublicConfig, buildId: string | undefined) {
  if (!config.sentryDsn) return
  const Sentry = await import('@sentry/react')
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.environment,
    release: buildId,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    integrations: [
      Sentry.browserTracingIntegration({
        detectRedirects: true,
        childSpanTimeout: RENDER_SPAN_TIMEOUT_MS,
      }),
    ],
    beforeSend(event, hint) {
      const status = readErrorStatus(hint.originalException) ?? Number(event.tags?.status)
      const candidate = {
        status: Number.isNaN(status) ? undefined : status,
        userAgent: navigator.userAgent,
      }
      return shouldReportError(candidate) ? event : null
    },
  })
  setErrorReporter((error, context) => {
    Sentry.captureException(error, { tags: context })
  })
}
