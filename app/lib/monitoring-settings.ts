/**
 * Spec §9: the monitoring tools' tracing and render timeouts. A navigation within 1.5 s of the
 * page load, with no user action between, counts as a redirect (Sentry's `detectRedirects`,
 * whose threshold is this value); a render span still open after 2000 ms is cut.
 */
export const REDIRECT_THRESHOLD_SECONDS = 1.5
export const RENDER_SPAN_TIMEOUT_MS = 2000
/** The share of page loads traced; errors are always sent. */
export const TRACES_SAMPLE_RATE = 0.1
