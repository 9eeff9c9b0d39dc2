import { chromium } from '@playwright/test'
import english from '#app/locales/en.json' with { type: 'json' }
import { waitForHydration } from '../../e2e/hydration.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lighthouse-measure.ts'
import {
  findLongestThreadMs,
  findLongestWallMs,
  listLongTasks,
  traceMainThreadTasks,
} from './main-thread-tasks.ts'
import type { Measure, MeasureRow, Preset } from './measure.ts'
import { scrollHalfViewsToEnd } from './scroll-to-end.ts'

export const CATALOG_ROUTE = '/catalog-of-heroes'

// As Lighthouse's presets: a phone with a 4× slower CPU, a desktop at full speed.
const VIEWPORTS: Readonly<Record<Preset, { width: number; height: number; cpuSlowdown: number }>> =
  {
    mobile: { width: 390, height: 844, cpuSlowdown: 4 },
    desktop: { width: 1440, height: 900, cpuSlowdown: 1 },
  }

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Scrolls the catalog grid from the first hero to the last, half a view per two frames, and
 * reports the page's longest main-thread task meanwhile (issue 7: none over 50 ms; decision
 * 0084: in thread time).
 */
async function scrollCatalog(baseUrl: string, preset: Preset): Promise<MeasureRow> {
  const viewport = VIEWPORTS[preset]
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const page = await browser.newPage({ viewport })
    const grid = page.getByRole('group', { name: english.catalog.grid.label })
    // The grid's scroll, not the app's start: the server draws the first tiles, and the app's
    // code starts after the first paint (decision 0031), so scrolling before it runs would time
    // the start-up (Lighthouse's TBT counts that) and scroll a grid that cannot draw rows yet.
    await page.goto(`${baseUrl}${CATALOG_ROUTE}`)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    await grid.getByRole('button').first().waitFor()
    const session = await page.context().newCDPSession(page)
    await session.send('Emulation.setCPUThrottlingRate', { rate: viewport.cpuSlowdown })
    let steps = 0
    const tasks = await traceMainThreadTasks(page, async () => {
      steps = await grid.evaluate(scrollHalfViewsToEnd)
    })
    // The last drawn tile: proof that the scroll reached the end of the catalog.
    const lastTile = await grid.locator('[data-tile-index]').last().getAttribute('data-tile-index')
    return {
      route: CATALOG_ROUTE,
      variant: preset,
      figures: [
        {
          key: 'longestTaskMs',
          label: 'Longest task (thread time)',
          unit: 'ms',
          value: findLongestThreadMs(tasks),
        },
        {
          key: 'longestTaskWallMs',
          label: "Longest task (wall time, with the machine's load)",
          unit: 'ms',
          value: findLongestWallMs(tasks),
        },
        { key: 'scrollSteps', label: 'Scroll steps', unit: 'count', value: steps },
      ],
      details: { lastTileIndex: Number(lastTile), longTasks: listLongTasks(tasks) },
    }
  } catch (error) {
    return { route: CATALOG_ROUTE, variant: preset, figures: [], error: describeError(error) }
  } finally {
    await browser.close()
  }
}

/** The catalog grid's scroll, when the bench's routes include the catalog. */
export const catalogScrollMeasure: Measure = {
  name: 'catalog-scroll',
  async run(context) {
    if (!context.routes.includes(CATALOG_ROUTE)) return []
    const rows: MeasureRow[] = []
    for (const preset of context.presets) {
      process.stderr.write(`catalog-scroll ${context.runLabel} ${preset} … `)
      await context.ensureSiteIsUp()
      const row = await scrollCatalog(context.baseUrl, preset)
      process.stderr.write(row.error === undefined ? 'done\n' : `error: ${row.error}\n`)
      rows.push(row)
    }
    return rows
  },
}
