import { mkdtemp, rm } from 'node:fs/promises'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse, { desktopConfig, type Result } from 'lighthouse'
import type { Measure, MeasureRow, Preset } from './measure.ts'
import { summarizeLighthouseReport } from './summarize.ts'

export const CHROMIUM_PATH = '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Without it, headless mobile emulation here holds the first paint 2–3 s (architecture doc).
  '--disable-features=PaintHolding',
]

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

type RunTarget = {
  readonly baseUrl: string
  readonly route: string
  readonly preset: Preset
  readonly temporaryDirectory: string
}

async function runRoute({
  baseUrl,
  route,
  preset,
  temporaryDirectory,
}: RunTarget): Promise<MeasureRow> {
  try {
    const url = `${baseUrl}${route}`
    return { route, variant: preset, ...(await runLighthouse(url, preset, temporaryDirectory)) }
  } catch (error) {
    // One run's failure is reported in its row; the other runs still go ahead.
    return { route, variant: preset, figures: [], error: describeError(error) }
  }
}

/** One Lighthouse run in a fresh Chromium with a fresh profile, so no run warms the next. */
async function runLighthouse(
  url: string,
  preset: Preset,
  temporaryDirectory: string,
): Promise<Omit<MeasureRow, 'route' | 'variant'>> {
  const userDataDirectory = await mkdtemp(path.join(temporaryDirectory, 'chromium-'))
  try {
    const chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
      userDataDir: userDataDirectory,
      // bench.ts stops the server and Chromium itself on Ctrl-C.
      handleSIGINT: false,
      logLevel: 'silent',
    })
    try {
      const runnerResult = await lighthouse(
        url,
        { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] },
        preset === 'desktop' ? desktopConfig : undefined,
      )
      if (runnerResult === undefined) return { figures: [], error: 'Lighthouse returned no result' }
      return readRunnerResult(runnerResult.lhr)
    } finally {
      chrome.kill()
    }
  } finally {
    // Chromium may still be writing its profile for a moment after the kill.
    await rm(userDataDirectory, { recursive: true, force: true, maxRetries: 5 })
  }
}

function readRunnerResult(report: Result): Omit<MeasureRow, 'route' | 'variant'> {
  const summary = summarizeLighthouseReport(report)
  if (!summary.ok) return { figures: [], error: summary.error }
  return {
    figures: summary.figures,
    details: {
      finalUrl: report.finalDisplayedUrl,
      runWarnings: report.runWarnings,
      requests: summary.requests.map((request) => ({
        url: request.url,
        resourceType: request.resourceType,
        mimeType: request.mimeType,
        transferSize: request.transferSize,
        networkRequestTime: request.networkRequestTime,
      })),
    },
  }
}

/**
 * One Lighthouse run on every route and preset, one after the other (2 cores here); the bench
 * repeats it --runs times and reports each route's median.
 */
export const lighthouseMeasure: Measure = {
  name: 'lighthouse',
  async run({ baseUrl, routes, presets, runLabel, temporaryDirectory, ensureSiteIsUp }) {
    const rows: MeasureRow[] = []
    for (const preset of presets) {
      for (const route of routes) {
        process.stderr.write(`lighthouse ${runLabel} ${preset} ${route} … `)
        await ensureSiteIsUp()
        let row = await runRoute({ baseUrl, route, preset, temporaryDirectory })
        if (row.error !== undefined) {
          // Lighthouse fails now and then (NO_NAVSTART); a second try usually works.
          process.stderr.write(`error: ${row.error}; retrying … `)
          await ensureSiteIsUp()
          row = await runRoute({ baseUrl, route, preset, temporaryDirectory })
        }
        process.stderr.write(row.error === undefined ? 'done\n' : `error: ${row.error}\n`)
        rows.push(row)
      }
    }
    return rows
  },
}
