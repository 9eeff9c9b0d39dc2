// `npm run bench`: builds, serves and measures the site; prints a table and writes
// bench-results/*.json. Not a test: broken budgets are marked, the exit code stays 0 (1 only
// when a measure failed on every row of the current build).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { killAll } from 'chrome-launcher'
import english from '#app/locales/en.json' with { type: 'json' }
import { barracksMeasure } from './bench/barracks-measure.ts'
import { BUDGETS, findBudgetBreaks } from './bench/budgets.ts'
import { catalogScrollMeasure } from './bench/catalog-scroll-measure.ts'
import { readCheckout, readEnvironment } from './bench/environment.ts'
import {
  combineSiteRows,
  planMeasureCalls,
  type SiteName,
  type SiteRows,
} from './bench/interleave.ts'
import { keystrokeMeasure } from './bench/keystroke-measure.ts'
import { lighthouseMeasure } from './bench/lighthouse-measure.ts'
import type { Measure, MeasureResult } from './bench/measure.ts'
import { type BenchOptions, listSiteRoutes, parseBenchOptions, USAGE } from './bench/options.ts'
import { peelerMeasure } from './bench/peeler-measure.ts'
import { phoneMeasure } from './bench/phone-measure.ts'
import { plannerMeasure } from './bench/planner-measure.ts'
import { writeBenchRecord } from './bench/results-file.ts'
import { formatThroughputRatios } from './bench/server-load.ts'
import { serverMeasure } from './bench/server-measure.ts'
import {
  buildSite,
  buildWorkerSite,
  findDatasetLine,
  findServeProblem,
  resolveDataDirectory,
  type SiteServer,
  startSite,
  startWorkerdSite,
  type WorkerdSite,
} from './bench/site-server.ts'
import { BUSY_MACHINE_INDEX, listBusyMachineRows } from './bench/summarize.ts'
import {
  formatBudgetBreaks,
  formatDuration,
  formatMeasureCosts,
  formatResults,
  type MeasureCost,
} from './bench/table.ts'

/** What the bench measures, in this order; later issues add their measures here. */
const MEASURES: readonly Measure[] = [
  lighthouseMeasure,
  keystrokeMeasure,
  peelerMeasure,
  catalogScrollMeasure,
  barracksMeasure,
  plannerMeasure,
  serverMeasure,
  phoneMeasure,
]

const PROJECT_DIRECTORY = path.resolve(import.meta.dirname, '..')

/** A build being served: this checkout's, or the baseline's. */
type Site = {
  readonly name: SiteName
  readonly directory: string
  readonly server: SiteServer
  /** The home page's line on its data: both builds must serve the same. */
  readonly datasetLine: string | null
}

let sites: Site[] = []
/** The current build on workerd, for the server measure (issue 25); null without one. */
let workerdSite: WorkerdSite | null = null
let temporaryDirectory: string | undefined

async function stopEverything(): Promise<void> {
  killAll()
  await Promise.all([...sites.map((site) => site.server.stop()), workerdSite?.stop()])
  sites = []
  workerdSite = null
  if (temporaryDirectory !== undefined) {
    await rm(temporaryDirectory, { recursive: true, force: true, maxRetries: 5 })
    temporaryDirectory = undefined
  }
}

function onSignal(signal: NodeJS.Signals): void {
  process.stderr.write(`\n${signal}: stopping the servers and Chromium\n`)
  stopEverything().then(
    () => process.exit(130),
    (error: unknown) => {
      console.error(error)
      process.exit(130)
    },
  )
}

async function readDatasetLine(baseUrl: string): Promise<string | null> {
  const response = await fetch(`${baseUrl}/`)
  return findDatasetLine(await response.text(), english.data.asOf)
}

async function startBuild(name: SiteName, directory: string, dataDirectory: string) {
  const server = await startSite(directory, { HERO_PEELER_DATA_DIR: dataDirectory })
  const site: Site = { name, directory, server, datasetLine: await readDatasetLine(server.baseUrl) }
  sites.push(site)
  process.stderr.write(
    `Serving the ${name} build (${directory}) on ${server.baseUrl}: ${site.datasetLine ?? 'no data line on /'}\n`,
  )
  return site
}

/** Runs one measure on every site, interleaved (interleave.ts), and folds the runs into medians. */
async function runMeasure(
  measure: Measure,
  options: BenchOptions,
  workDirectory: string,
): Promise<{ readonly result: MeasureResult; readonly cost: MeasureCost }> {
  const startedAt = performance.now()
  const { runs } = options
  const calls = planMeasureCalls({
    runs,
    routes: options.routes,
    sites: sites.map((site) => site.name),
  })
  const measured: SiteRows[] = []
  for (const call of calls) {
    const site = sites.find((each) => each.name === call.site)
    if (site === undefined) throw new Error(`No ${call.site} build is served`)
    const runLabel = `${sites.length > 1 ? `${site.name} ` : ''}run ${call.run}/${runs}`
    const rows = await measure.run({
      baseUrl: site.server.baseUrl,
      workerdBaseUrl: site.name === 'current' ? (workerdSite?.baseUrl ?? null) : null,
      routes: [call.route],
      presets: options.presets,
      runLabel,
      temporaryDirectory: workDirectory,
      ensureSiteIsUp: site.server.ensureRunning,
      waitForQuietServers: async () => {
        await Promise.all(sites.map((each) => each.server.waitUntilIdle()))
      },
    })
    measured.push({ site: site.name, rows })
  }
  const { current, baseline } = combineSiteRows(measured)
  const result: MeasureResult = {
    name: measure.name,
    rows: current,
    ...(options.baselineDirectory === null ? {} : { baselineRows: baseline }),
  }
  return { result, cost: { measure: measure.name, milliseconds: performance.now() - startedAt } }
}

async function main(): Promise<number> {
  const parsed = parseBenchOptions(process.argv.slice(2), {
    siteRoutes: listSiteRoutes(),
    measureNames: MEASURES.map((measure) => measure.name),
    // npm runs scripts from the project's folder; INIT_CWD is where it was called.
    workingDirectory: process.env.INIT_CWD ?? process.cwd(),
  })
  if (!parsed.ok) {
    console.error(`${parsed.error}\n${USAGE}`)
    return 2
  }
  const { options } = parsed
  if (options.baselineDirectory !== null) {
    const problem = await findServeProblem(options.baselineDirectory)
    if (problem !== null) {
      console.error(`--baseline: ${problem}\n${USAGE}`)
      return 2
    }
  }
  const startedAt = new Date()

  const dataDirectory = resolveDataDirectory(PROJECT_DIRECTORY, process.env.HERO_PEELER_DATA_DIR)
  // A baseline built before a change of the payloads' format cannot read this checkout's data
  // and would fall back to its sample: the same dataset, synced by the baseline's own scripts.
  const baselineDataDirectory =
    process.env.HERO_PEELER_BASELINE_DATA_DIR === undefined
      ? dataDirectory
      : resolveDataDirectory(PROJECT_DIRECTORY, process.env.HERO_PEELER_BASELINE_DATA_DIR)
  const isServerMeasured = options.measures.includes(serverMeasure.name)
  if (options.shouldBuild) {
    await buildSite(PROJECT_DIRECTORY)
    if (isServerMeasured) await buildWorkerSite(PROJECT_DIRECTORY, dataDirectory)
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    const workDirectory = await mkdtemp(path.join(tmpdir(), 'hero-peeler-bench-'))
    temporaryDirectory = workDirectory
    const current = await startBuild('current', PROJECT_DIRECTORY, dataDirectory)
    const baseline =
      options.baselineDirectory === null
        ? null
        : await startBuild('baseline', options.baselineDirectory, baselineDataDirectory)

    if (isServerMeasured) {
      workerdSite = await startWorkerdSite(PROJECT_DIRECTORY)
      process.stderr.write(
        workerdSite === null
          ? 'No Workers build (npm run build:worker): the server measure loads Node only\n'
          : `Serving the current Workers build on workerd on ${workerdSite.baseUrl}\n`,
      )
    }

    const idleWaits = await Promise.all(sites.map((site) => site.server.waitUntilIdle()))
    process.stderr.write(
      `Servers done starting after ${idleWaits.map((wait) => (wait === null ? 'unknown' : formatDuration(wait))).join(' and ')}\n`,
    )

    const results: MeasureResult[] = []
    const costs: MeasureCost[] = []
    for (const measure of MEASURES.filter((each) => options.measures.includes(each.name))) {
      const { result, cost } = await runMeasure(measure, options, workDirectory)
      results.push(result)
      // Measures of other routes cost nothing: they stay out of the summary's times.
      if (result.rows.length + (result.baselineRows?.length ?? 0) > 0) costs.push(cost)
    }
    const budgetBreaks = findBudgetBreaks(BUDGETS, results)
    const environment = await readEnvironment(PROJECT_DIRECTORY, startedAt)
    const baselineCheckout = baseline === null ? null : await readCheckout(baseline.directory)
    const serverRestarts = sites.flatMap((site) =>
      site.server.restarts.map((restart) => `${site.name}: ${restart}`),
    )
    const file = await writeBenchRecord(PROJECT_DIRECTORY, startedAt, {
      environment,
      options,
      dataDirectory,
      datasetLines: Object.fromEntries(sites.map((site) => [site.name, site.datasetLine])),
      baseline: baselineCheckout,
      budgets: BUDGETS,
      results,
      budgetBreaks,
      measureCosts: costs,
      serverRestarts,
    })
    const describeCommit = (checkout: Awaited<ReturnType<typeof readCheckout>>) =>
      checkout === null
        ? 'outside git'
        : `${checkout.gitCommit.slice(0, 10)}${checkout.hasUncommittedChanges ? ' (uncommitted changes)' : ''}`
    console.log(
      `Hero Peeler bench · ${environment.date} · commit ${describeCommit(environment)}` +
        (baseline === null
          ? ''
          : ` against baseline ${baseline.directory} at ${describeCommit(baselineCheckout)}`) +
        ` · node ${environment.node} · ${environment.chromium} · lighthouse ${environment.lighthouse}` +
        `\nEach figure is the median of ${options.runs} run(s)` +
        (baseline === null ? '' : ', the two builds measured in turn in each run') +
        `; CPU index is Lighthouse's benchmarkIndex (higher is faster);` +
        ` load average ${environment.loadAverage.join(' ')} on ${environment.cpuCount} cores.` +
        `\nData: ${dataDirectory} · ${sites.map((site) => `${site.name}: ${site.datasetLine ?? 'no data line on /'}`).join(' · ')}\n`,
    )
    if (baseline !== null && baseline.datasetLine !== current.datasetLine) {
      console.log(
        'Warning: the two builds serve different data (one may not read this data folder and serve its sample): their figures do not compare.\n',
      )
    }
    for (const restart of serverRestarts) console.log(`Warning: ${restart}; it was restarted.`)
    console.log(formatResults(results, budgetBreaks))
    console.log(`\n${formatBudgetBreaks(budgetBreaks)}`)
    const busyRows = results.flatMap((result) => [
      ...listBusyMachineRows(result.rows),
      ...listBusyMachineRows(result.baselineRows ?? []).map((row) => `baseline ${row}`),
    ])
    if (busyRows.length > 0) {
      console.log(
        `\nThe machine was busy (CPU index < ${BUSY_MACHINE_INDEX}) for ${busyRows.join(', ')}:` +
          ' their TBT and scores are inflated; run again on a quiet machine.',
      )
    }
    for (const result of results) {
      const ratios = result.name === serverMeasure.name ? formatThroughputRatios(result) : null
      if (ratios !== null) console.log(`\n${ratios}`)
    }
    console.log(`\n${formatMeasureCosts(costs, sites.length)}`)
    // A measure whose every row failed on the current build is broken: the run fails, after
    // writing and printing what the other measures found.
    const brokenMeasures = results.filter(
      (result) => result.rows.length > 0 && result.rows.every((row) => row.error !== undefined),
    )
    for (const result of brokenMeasures) {
      console.log(`\nEvery run of the measure ${result.name} failed: ${result.rows[0]?.error}`)
    }
    console.log(
      `\nWritten to ${path.relative(PROJECT_DIRECTORY, file)} and bench-results/latest.json`,
    )
    return brokenMeasures.length === 0 ? 0 : 1
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
