import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lighthouse-measure.ts'
import type { Measure, MeasureContext, MeasureRow } from './measure.ts'
import { findMedian } from './median.ts'

/**
 * A search field timed from keystroke to the paint of the updated list. Queries shorter than
 * 3 characters filter nothing (domain/search.ts): from the two-letter `prefix`, `key` narrows
 * the list and Backspace widens it again, so every keystroke changes the result count.
 */
export type SearchCase = {
  readonly route: string
  readonly label: string
  /** The figure's key: one per search of a page, each with its own budget. */
  readonly figureKey: string
  readonly figureLabel: string
  /** The result count, which changes with every keystroke. */
  readonly resultCount: RegExp
  readonly prefix: string
  readonly key: string
}

export const SEARCHES: readonly SearchCase[] = [
  // Issue 4: the heroes table ("1,409 of 1,409 heroes").
  {
    route: '/units',
    label: 'Hero name',
    figureKey: 'keystrokeMs',
    figureLabel: 'keystroke → paint',
    resultCount: /\d of [\d,]+ heroes/,
    prefix: 'ab',
    key: 'e',
  },
  // Issue 5: the skills table's name search and description search ("6,255 skills").
  {
    route: '/skills',
    label: 'Skill name',
    figureKey: 'keystrokeMs',
    figureLabel: 'keystroke → paint',
    resultCount: /^[\d,]+ skills?$/,
    prefix: 'co',
    key: 'u',
  },
  {
    route: '/skills',
    label: 'Description',
    figureKey: 'descriptionKeystrokeMs',
    figureLabel: 'description keystroke → paint',
    resultCount: /^[\d,]+ skills?$/,
    prefix: 'sp',
    key: 'e',
  },
]
const KEYSTROKES = 20
/** CPU slowdowns measured: as is, and 4× as the issue asks (Chromium's CPU throttling). */
const CPU_SLOWDOWNS = [1, 4] as const

/** How long one keystroke may take before the run is called failed. */
const KEYSTROKE_TIMEOUT_MS = 10_000

type KeystrokeWindow = Window & { heroPeelerKeystroke?: Promise<number> }

/**
 * Times one keystroke in the page: from the key event's time stamp to the first paint after
 * the result count has changed (the frame after the DOM change, then a task after its paint).
 */
async function timeKeystroke(page: Page, key: string, resultCount: RegExp): Promise<number> {
  // The listeners are in place before the key is pressed.
  await page.evaluate(
    ({ pattern, timeoutMs }) => {
      const count = [...document.querySelectorAll('p, span, div')].find(
        (element) =>
          element.children.length === 0 && new RegExp(pattern).test(element.textContent ?? ''),
      )
      if (!count) throw new Error('No result count on the page')
      const before = count.textContent
      ;(window as KeystrokeWindow).heroPeelerKeystroke = new Promise<number>((resolve, reject) => {
        let keyTime: number | null = null
        document.addEventListener('keydown', (event) => (keyTime = event.timeStamp), {
          capture: true,
          once: true,
        })
        const observer = new MutationObserver(() => {
          if (count.textContent === before || keyTime === null) return
          observer.disconnect()
          const pressedAt = keyTime
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - pressedAt)))
        })
        observer.observe(document.body, { subtree: true, childList: true, characterData: true })
        setTimeout(() => {
          observer.disconnect()
          reject(new Error(`The result count did not change within ${timeoutMs} ms`))
        }, timeoutMs)
      })
    },
    { pattern: resultCount.source, timeoutMs: KEYSTROKE_TIMEOUT_MS },
  )
  await page.keyboard.press(key)
  return page.evaluate(() => (window as KeystrokeWindow).heroPeelerKeystroke ?? 0)
}

async function measureTyping(
  baseUrl: string,
  search: SearchCase,
  slowdown: number,
): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // Playwright sets its own headless flag.
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    // Every row must be in (the payload file) before typing filters them all.
    await page.goto(`${baseUrl}${search.route}`, { waitUntil: 'networkidle' })
    const field = page.getByLabel(search.label, { exact: true })
    await field.click()
    // The prefix first, and whatever it loads (the descriptions), before the timing starts.
    await field.fill(search.prefix)
    await page.waitForLoadState('networkidle')
    const session = await page.context().newCDPSession(page)
    await session.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
    const timings: number[] = []
    for (let index = 0; index < KEYSTROKES; index += 1) {
      const key = index % 2 === 0 ? search.key : 'Backspace'
      timings.push(await timeKeystroke(page, key, search.resultCount))
    }
    return timings
  } finally {
    await browser.close()
  }
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** The median of 20 keystrokes, per search and CPU slowdown, of the routes measured. */
export const keystrokeMeasure: Measure = {
  name: 'keystroke',
  async run({ baseUrl, routes, runLabel, ensureSiteIsUp }) {
    const rows: MeasureRow[] = []
    for (const search of SEARCHES.filter((each) => routes.includes(each.route))) {
      for (const slowdown of CPU_SLOWDOWNS) {
        rows.push(await measureSearch(search, slowdown, { baseUrl, runLabel, ensureSiteIsUp }))
      }
    }
    return rows
  },
}

async function measureSearch(
  search: SearchCase,
  slowdown: number,
  context: Pick<MeasureContext, 'baseUrl' | 'runLabel' | 'ensureSiteIsUp'>,
): Promise<MeasureRow> {
  const variant = `${slowdown}× CPU`
  const figure = { key: search.figureKey, label: search.figureLabel, unit: 'ms' } as const
  process.stderr.write(
    `keystroke ${context.runLabel} ${search.route} ${search.label} ${variant} … `,
  )
  await context.ensureSiteIsUp()
  try {
    const timings = await measureTyping(context.baseUrl, search, slowdown)
    process.stderr.write('done\n')
    return {
      route: search.route,
      variant,
      figures: [{ ...figure, value: findMedian(timings) }],
      details: { timings },
    }
  } catch (caught) {
    const error = describeError(caught)
    process.stderr.write(`error: ${error}\n`)
    return { route: search.route, variant, figures: [{ ...figure, value: null }], error }
  }
}
