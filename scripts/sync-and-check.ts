// `npm run data:check -- --from <folder | URL | .tar.gz>` (or `-- --latest`): what the
// scheduled workflow (.github/workflows/sync-and-deploy.yml) does before it deploys, here and
// without deploying (issue 26): sync the data, build the Workers host with it, run the smoke
// tests on workerd against that build, and report. Exit code 0 when every step passed.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { BuildIndex, SummaryPayload } from '#app/payloads/dataset-payloads.ts'
import type { WhatsNewHistory } from '#app/payloads/whats-new.ts'

const USAGE =
  'Usage: npm run data:check -- (--from <folder | URL | .tar.gz> | --latest) [--data-dir .data]' +
  ' [--report report.md] [--port 8791]'

/** Cloudflare's limits on a Worker's static assets: files per deploy, bytes per file. */
const MAX_ASSET_FILES = 20_000
const MAX_ASSET_BYTES = 25 * 1024 * 1024
const CLIENT_DIRECTORY = path.join('build-worker', 'client')

type StepResult = {
  readonly name: string
  readonly isPassed: boolean
  readonly milliseconds: number
  readonly detail: string
}

/** Runs a command beside this one (its output on stderr, the report keeps stdout). */
async function runCommand(
  command: string,
  args: readonly string[],
  environment: Readonly<Record<string, string>> = {},
): Promise<number> {
  const child = spawn(command, args, {
    stdio: ['ignore', process.stderr, process.stderr],
    env: { ...process.env, ...environment },
  })
  const [exitCode] = await once(child, 'exit')
  return typeof exitCode === 'number' ? exitCode : 1
}

async function timeStep(
  name: string,
  run: () => Promise<{ readonly isPassed: boolean; readonly detail: string }>,
): Promise<StepResult> {
  const startedAt = performance.now()
  process.stderr.write(`\n▶ ${name}\n`)
  const { isPassed, detail } = await run()
  return { name, isPassed, milliseconds: performance.now() - startedAt, detail }
}

/** Every file under a folder, with its size. */
async function listFiles(directory: string): Promise<{ file: string; bytes: number }[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true })
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name)
        return { file, bytes: (await stat(file)).size }
      }),
  )
}

/** The Workers build's static files against Cloudflare's limits: a deploy would fail past them. */
async function checkAssets(): Promise<{ readonly isPassed: boolean; readonly detail: string }> {
  const files = await listFiles(CLIENT_DIRECTORY)
  const totalBytes = files.reduce((sum, { bytes }) => sum + bytes, 0)
  const largest = Math.max(0, ...files.map(({ bytes }) => bytes))
  const tooLarge = files.filter(({ bytes }) => bytes > MAX_ASSET_BYTES)
  const problems = [
    ...(files.length > MAX_ASSET_FILES ? [`over ${MAX_ASSET_FILES} files`] : []),
    ...tooLarge.map(({ file }) => `${file} is over 25 MiB`),
  ]
  const summary = `${files.length} static files, ${formatMegabytes(totalBytes)}, the largest ${formatMegabytes(largest)}`
  return {
    isPassed: problems.length === 0,
    detail: problems.length === 0 ? summary : `${summary}: ${problems.join('; ')}`,
  }
}

function formatMegabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/** Playwright's JSON report: how many tests passed, failed, were flaky or skipped. */
async function readSmokeResults(file: string): Promise<string> {
  const report = JSON.parse(await readFile(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  }
  const { expected, unexpected, flaky, skipped } = report.stats
  return `${expected} passed, ${unexpected} failed${flaky > 0 ? `, ${flaky} flaky` : ''}${skipped > 0 ? `, ${skipped} skipped` : ''}`
}

/** What the Workers build now serves: its data's date, commit, counts and latest news. */
async function describeData(dataDirectory: string): Promise<string[]> {
  const build = path.join(dataDirectory, 'build')
  const index = JSON.parse(await readFile(path.join(build, 'index.json'), 'utf8')) as BuildIndex
  const summary = JSON.parse(
    await readFile(path.join(build, index.payloads.summary.file), 'utf8'),
  ) as SummaryPayload
  const history = JSON.parse(
    await readFile(path.join(build, 'whats-new.json'), 'utf8').catch(() => '{"entries":[]}'),
  ) as Pick<WhatsNewHistory, 'entries'>
  const lines = [
    `Data as of ${summary.dataDate}` +
      (summary.upstreamCommit === null ? '' : `, upstream commit ${summary.upstreamCommit}`) +
      `: ${summary.counts.heroes.toLocaleString('en-US')} heroes, ${summary.counts.skills.toLocaleString('en-US')} skills.`,
  ]
  const latest = history.entries[0]
  if (latest !== undefined) {
    const { heroesAdded, skillsAdded, skillsChanged, bannersAdded } = latest.changes
    lines.push(
      `What's new (${latest.date}): ${heroesAdded.length} heroes and ${skillsAdded.length} skills added, ` +
        `${skillsChanged.length} skills changed, ${bannersAdded.length} banners.`,
    )
  }
  return lines
}

function formatReport(steps: readonly StepResult[], dataLines: readonly string[]): string {
  const rows = steps.map(
    (step) =>
      `| ${step.name} | ${step.isPassed ? 'passed' : 'FAILED'} | ${(step.milliseconds / 1000).toFixed(1)} s | ${step.detail} |`,
  )
  const isPassed = steps.every((step) => step.isPassed)
  return [
    `## Hero Peeler: sync and check: ${isPassed ? 'ready to deploy' : 'not ready to deploy'}`,
    '',
    '| Step | Result | Time | Detail |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    ...dataLines,
    '',
  ].join('\n')
}

async function main(): Promise<number> {
  let values: {
    from?: string
    latest?: boolean
    'data-dir'?: string
    report?: string
    port?: string
  }
  try {
    values = parseArgs({
      options: {
        from: { type: 'string' },
        latest: { type: 'boolean' },
        'data-dir': { type: 'string' },
        report: { type: 'string' },
        port: { type: 'string' },
      },
    }).values
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`)
    return 2
  }
  if ((values.from === undefined) === (values.latest !== true)) {
    console.error(`Give a source with --from, or --latest (not both).\n${USAGE}`)
    return 2
  }
  const dataDirectory = path.resolve(values['data-dir'] ?? '.data')
  const port = values.port ?? '8791'
  const source = values.from === undefined ? ['--latest'] : ['--from', values.from]

  const steps: StepResult[] = []
  const plan = [
    () =>
      timeStep(`sync (${values.from ?? 'the newest upstream commit'})`, async () => {
        const exitCode = await runCommand(process.execPath, [
          'data/sync.ts',
          ...source,
          '--data-dir',
          dataDirectory,
        ])
        return { isPassed: exitCode === 0, detail: `into ${dataDirectory}` }
      }),
    () =>
      timeStep('build:worker', async () => {
        const exitCode = await runCommand('npm', ['run', 'build:worker'], {
          HERO_PEELER_DATA_DIR: dataDirectory,
        })
        return exitCode === 0 ? checkAssets() : { isPassed: false, detail: `exit code ${exitCode}` }
      }),
    () =>
      timeStep('smoke tests on workerd', async () => {
        // Its own output folder: Playwright empties it first, and test-results/ may be another
        // run's (this script's own test runs inside the e2e suite).
        const output = await mkdtemp(path.join(tmpdir(), 'hero-peeler-smoke-'))
        const results = path.join(output, 'results.json')
        try {
          const exitCode = await runCommand(
            'npx',
            [
              ...['playwright', 'test', '-c', 'playwright.worker.config.ts', 'smoke.spec.ts'],
              ...['--reporter=list,json', '--output', path.join(output, 'artifacts')],
            ],
            // The smoke spec only: no server of the full dataset (it is this build's data).
            { E2E_WORKER_PORT: port, HERO_PEELER_DATA: '', PLAYWRIGHT_JSON_OUTPUT_NAME: results },
          )
          const detail = await readSmokeResults(results).catch(
            () => `exit code ${exitCode}, no report`,
          )
          return { isPassed: exitCode === 0, detail }
        } finally {
          await rm(output, { recursive: true, force: true })
        }
      }),
  ]
  for (const step of plan) {
    const result = await step()
    steps.push(result)
    if (!result.isPassed) break
  }
  const isSynced = steps[0]?.isPassed === true
  const dataLines = isSynced
    ? await describeData(dataDirectory)
    : ['The sync failed: the data in place is unchanged, nothing was built or tested.']
  const report = formatReport(steps, dataLines)
  console.log(report)
  if (values.report !== undefined) await writeFile(values.report, report)
  return steps.length === plan.length && steps.every((step) => step.isPassed) ? 0 : 1
}

main().then(
  (exitCode) => {
    process.exitCode = exitCode
  },
  (error: unknown) => {
    console.error('The check could not run:', error)
    process.exitCode = 1
  },
)
