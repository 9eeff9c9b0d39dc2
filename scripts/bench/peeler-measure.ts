import { chromium, type Page } from '@playwright/test'
import { timeClickToPaint } from './click-to-paint.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lighthouse-measure.ts'
import type { Measure, MeasureRow } from './measure.ts'
import { findMedian } from './median.ts'

/** Issue 6: on /skills-fodders, picking a skill in the autocomplete to the paint of its donors. */
const ROUTE = '/skills-fodders'
const PICKS = 20
const PICKER_LABEL = 'Skills to inherit'
/** Skills of every size: a tier-1 skill with dozens of holders, a 4-tier chain, an assist. */
const SKILLS = ['Distant Counter', 'Death Blow 4', 'Reposition', 'Moonbow'] as const

/**
 * Times one pick: from the click on the option to the first paint after the skill's card is
 * in the page (the frame after the DOM change, then a task after that frame's paint).
 */
async function timePick(page: Page, skill: string): Promise<number> {
  const picker = page.getByRole('combobox', { name: PICKER_LABEL })
  await picker.fill(skill)
  // An option's name is the slot's letter, then the skill's name.
  const escaped = skill.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const option = page.getByRole('option', { name: new RegExp(` ${escaped}$`) })
  await option.waitFor()
  const waitForCard = timeClickToPaint(page, '[data-testid="skill-peel"]')
  await option.click()
  const elapsed = await waitForCard
  // Take the skill off again (Backspace removes the last chip) for the next pick.
  await picker.press('Backspace')
  await page.getByTestId('skill-peel').waitFor({ state: 'detached' })
  return elapsed
}

async function measurePicks(baseUrl: string): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // Playwright sets its own headless flag.
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await page.goto(`${baseUrl}${ROUTE}`, { waitUntil: 'networkidle' })
    // The first focus fetches the peeler payload: picks are timed once it is in.
    await page.getByRole('combobox', { name: PICKER_LABEL }).click()
    await page.getByRole('option').first().waitFor()
    const timings: number[] = []
    for (let index = 0; index < PICKS; index += 1) {
      timings.push(await timePick(page, SKILLS[index % SKILLS.length] ?? SKILLS[0]))
    }
    return timings
  } finally {
    await browser.close()
  }
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** The median of 20 picks; only when /skills-fodders is measured. */
export const peelerMeasure: Measure = {
  name: 'peeler',
  async run({ baseUrl, routes, runLabel, ensureSiteIsUp }) {
    if (!routes.includes(ROUTE)) return []
    process.stderr.write(`peeler ${runLabel} ${ROUTE} … `)
    await ensureSiteIsUp()
    const figure = { key: 'pickToDonorsMs', label: 'pick → donors ms', unit: 'ms' } as const
    try {
      const timings = await measurePicks(baseUrl)
      process.stderr.write('done\n')
      const row: MeasureRow = {
        route: ROUTE,
        variant: 'desktop',
        figures: [{ ...figure, value: findMedian(timings) }],
        details: { timings },
      }
      return [row]
    } catch (caught) {
      const error = describeError(caught)
      process.stderr.write(`error: ${error}\n`)
      return [{ route: ROUTE, variant: 'desktop', figures: [{ ...figure, value: null }], error }]
    }
  },
}
