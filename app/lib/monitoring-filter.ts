import { isbot } from 'isbot'
import { isReportedStatus } from './monitoring.ts'

/** What decides whether an error goes to monitoring. */
export type ReportCandidate = {
  /** The HTTP status the error carries, when it has one. */
  status: number | undefined
  /** The user agent of the request (server) or the browser (client). */
  userAgent: string | undefined
}

/**
 * Spec §8: errors of requests from bots are only logged, and client errors with a status from
 * 300 to 499 (redirects, not found, bad input) are not reported: neither is a bug of ours.
 */
export function shouldReportError({ status, userAgent }: ReportCandidate): boolean {
  if (userAgent && isbot(userAgent)) return false
  return isReportedStatus(status)
}

/** The status an error carries: a route error response's, an HTTP client error's. */
export function readErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined
  return typeof error.status === 'number' ? error.status : undefined
}
