export type ErrorReporter = (error: unknown, context: Record<string, string>) => void

// Until an error-monitoring service is configured, reports go to the console as warnings.
let reporter: ErrorReporter = (error, context) => {
  console.warn('[monitoring]', context, error)
}

/** Lets the monitoring integration take over reports. */
export function setErrorReporter(next: ErrorReporter): void {
  reporter = next
}

/** Reports an error to monitoring without showing anything to the user. */
export function reportError(error: unknown, context: Record<string, string>): void {
  reporter(error, context)
}

/** Spec §8: client errors with a status from 300 to 499 are not reported. */
export function isReportedStatus(status: number | undefined): boolean {
  return status === undefined || status < 300 || status > 499
}
