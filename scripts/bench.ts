// `npm run bench`: builds, serves and measures the site; prints a table and writes
// bench-results/*.json. Not a test: broken budgets are marked, the exit code stays 0.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { killAll } from 'chrome-launcher'
import { BUDGETS, findBudgetBreaks } from './bench/budgets.ts'
import { catalogScrollMeasure } from './bench/catalog-scroll-measure.ts'
import { readEnvironment } from './bench/environment.ts'
import { keystrokeMeasure } from './bench/keystroke-measure.ts'
import { lighthouseMeasure } from './bench/lighthouse-measure.ts'
import type { Measure, MeasureContext, MeasureResult } from './bench/measure.ts'
import { listSiteRoutes, parseBenchOptions, USAGE } from './bench/options.ts'
import { peelerMeasure } from './bench/peeler-measure.ts'
import { writeBenchRecord } from './bench/results-file.ts'
import { buildSite, type SiteServer, startSite } from './bench/site-server.ts'
import { BUSY_MACHINE_INDEX, listBusyMachineRows } from './bench/summarize.ts'
import { formatBudgetBreaks, formatResults } from './bench/table.ts'

/** What the bench measures; later issues add their interaction measures here. */
const MEASURES: readonly Measure[] = [
  lighthouseMeasure,
  keystrokeMeasure,
  peelerMeasure,
  catalogScrollMeasure,
]

const PROJECT_DIRECTORY = path.resolve(import.meta.dirname, '..')

let site: SiteServer | undefined
let temporaryDirectory: string | undefined

async function stopEverything(): Promise<void> {
  killAll()
  await site?.stop()
  site = undefined
  if (temporaryDirectory !== undefined) {
    await rm(temporaryDirectory, { recursive: true, force: true, maxRetries: 5 })
    temporaryDirectory = undefined
  }
}

function onSignal(signal: NodeJS.Signals): void {
  process.stderr.write(`\n${signal}: stopping the server and Chromium\n`)
  stopEverything().then(
    () => process.exit(130),
    (error: unknown) => {
      console.error(error)
      process.exit(130)
    },
  )
}

async function runMeasures(
  measures: readonly Measure[],
  context: MeasureContext,
): Promise<MeasureResult[]> {
  const results: MeasureResult[] = []
  for (const measure of measures) {
    const rows = await measure.run(context)
    if (rows.length > 0 && rows.every((row) => row.error !== undefined)) {
      throw new Error(`Every run of the measure ${measure.name} failed: ${rows[0]?.error}`)
    }
    results.push({ name: measure.name, rows })
  }
  return results
}

async function main(): Promise<number> {
  const parsed = parseBenchOptions(process.argv.slice(2), listSiteRoutes())
  if (!parsed.ok) {
    console.error(`${parsed.error}\n${USAGE}`)
    return 2
  }
  const { options } = parsed
  const startedAt = new Date()

  if (options.shouldBuild) await buildSite(PROJECT_DIRECTORY)
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    const workDirectory = await mkdtemp(path.join(tmpdir(), 'hero-peeler-bench-'))
    temporaryDirectory = workDirectory
    const server = await startSite(PROJECT_DIRECTORY)
    site = server
    process.stderr.write(`Serving the production build on ${server.baseUrl}\n`)
    const results = await runMeasures(MEASURES, {
      baseUrl: server.baseUrl,
      routes: options.routes,
      presets: options.presets,
      runs: options.runs,
      temporaryDirectory: workDirectory,
      ensureSiteIsUp: server.ensureRunning,
    })
    const budgetBreaks = findBudgetBreaks(BUDGETS, results)
    const environment = await readEnvironment(PROJECT_DIRECTORY, startedAt)
    const file = await writeBenchRecord(PROJECT_DIRECTORY, startedAt, {
      environment,
      options,
      budgets: BUDGETS,
      results,
      budgetBreaks,
      serverRestarts: server.restarts,
    })
    console.log(
      `Hero Peeler bench · ${environment.date} · commit ${environment.gitCommit.slice(0, 10)}` +
        `${environment.hasUncommittedChanges ? ' (uncommitted changes)' : ''} · node ${environment.node}` +
        ` · ${environment.chromium} · lighthouse ${environment.lighthouse}` +
        `\nEach figure is the median of ${options.runs} run(s); CPU index is Lighthouse's benchmarkIndex (higher is faster);` +
        ` load average ${environment.loadAverage.join(' ')} on ${environment.cpuCount} cores.\n`,
    )
    for (const restart of server.restarts) console.log(`Warning: ${restart}; it was restarted.`)
    console.log(formatResults(results, budgetBreaks))
    console.log(`\n${formatBudgetBreaks(budgetBreaks)}`)
    const busyRows = results.flatMap((result) => listBusyMachineRows(result.rows))
    if (busyRows.length > 0) {
      console.log(
        `\nThe machine was busy (CPU index < ${BUSY_MACHINE_INDEX}) for ${busyRows.join(', ')}:` +
          ' their TBT and scores are inflated; run again on a quiet machine.',
      )
    }
    console.log(
      `\nWritten to ${path.relative(PROJECT_DIRECTORY, file)} and bench-results/latest.json`,
    )
    return 0
  } finally {
    await stopEverything()
  }
}

main().then(
  (exitCode) => {
    process.exitCode = exitCode
  },
  (error: unknown) => {
    console.error('The bench could not run:', error)
    process.exitCode = 1
  },
)
