import type { MeasureRow } from './measure.ts'
import { combineRuns } from './median.ts'

/** The build measured: this checkout's, or the --baseline checkout's. */
export type SiteName = 'current' | 'baseline'

/** One call of a measure: one run of one route on one site. */
export type MeasureCall = {
  readonly run: number
  readonly route: string
  readonly site: SiteName
}

/**
 * The order of a measure's calls: runs outermost, so a burst of load on the machine spreads
 * over routes instead of spoiling one; then routes; then each site in turn (A, B, A, B …),
 * so the baseline and the current build load the same page moments apart and drift hits both.
 */
export function planMeasureCalls(plan: {
  readonly runs: number
  readonly routes: readonly string[]
  readonly sites: readonly SiteName[]
}): MeasureCall[] {
  const calls: MeasureCall[] = []
  for (let run = 1; run <= plan.runs; run += 1) {
    for (const route of plan.routes) {
      for (const site of plan.sites) calls.push({ run, route, site })
    }
  }
  return calls
}

export type SiteRows = { readonly site: SiteName; readonly rows: readonly MeasureRow[] }

function combineSite(measured: readonly SiteRows[], site: SiteName): MeasureRow[] {
  // Rows in the order first seen, each with every run that gave it. A call may give one route
  // several rows of a variant (a page's two searches): their place in the call tells them apart.
  const runsByRow = new Map<string, MeasureRow[]>()
  for (const call of measured.filter((each) => each.site === site)) {
    call.rows.forEach((row, index) => {
      const key = `${row.route}\u0000${row.variant}\u0000${index}`
      runsByRow.set(key, [...(runsByRow.get(key) ?? []), row])
    })
  }
  return [...runsByRow.values()].map(combineRuns)
}

/** Folds the rows of every call into one row per site, route and variant: medians of the runs. */
export function combineSiteRows(measured: readonly SiteRows[]): {
  readonly current: MeasureRow[]
  readonly baseline: MeasureRow[]
} {
  return { current: combineSite(measured, 'current'), baseline: combineSite(measured, 'baseline') }
}
