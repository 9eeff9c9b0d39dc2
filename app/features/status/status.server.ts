import type { StatusReport } from '#app/payloads/sync-status.ts'
import { readStatusReport } from '#app/server/sync-status.server.ts'

/** /status for people: the same report scripts get as JSON. */
export function readStatusPage(): Promise<StatusReport> {
  return readStatusReport()
}
