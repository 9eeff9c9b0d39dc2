import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lighthouse-measure.ts'
import type { Measure, MeasureRow } from './measure.ts'
import { findMedian } from './median.ts'

/** Issue 4: typing in /units' name search, keystroke to the paint of the updated table. */
const ROUTE = '/units'
const KEYSTROKES = 20
const SEARCH_LABEL = 'Hero name'
/** The result count ("1,409 of 1,409 heroes"): it changes with every keystroke below. */
const RESULT_COUNT = /\d of [\d,]+ heroes/
/** CPU slowdowns measured: as is, and 4× as the issue asks (Chromium's CPU throttling). */
const CPU_SLOWDOWNS = [1, 4] as const

/** How long one keystroke may take before the run is called failed. */
const KEYSTROKE_TIMEOUT_MS = 10_000

type KeystrokeWindow = Window & { heroPeelerKeystroke?: Promise<number> }

/**
 * Times one keystroke in the page: from the key event's time stamp to the first paint after
 * the result count has changed (the frame after the DOM change, then a task after its paint).
 */
async function timeKeystroke(page: Page, key: string): Promise<number> {
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
    { pattern: RESULT_COUNT.source, timeoutMs: KEYSTROKE_TIMEOUT_MS },
  )
  await page.keyboard.press(key)
  return page.evaluate(() => (window as KeystrokeWindow).heroPeelerKeystroke ?? 0)
}

async function measureTyping(baseUrl: string, slowdown: number): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // Playwright sets its own headless flag.
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    // Every row must be in (the payload file) before typing filters them all.
    await page.goto(`${baseUrl}${ROUTE}`, { waitUntil: 'networkidle' })
    const field = page.getByLabel(SEARCH_LABEL)
    await field.click()
    const session = await page.context().newCDPSession(page)
    await session.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
    const timings: number[] = []
    // Queries shorter than 3 characters filter nothing (domain/search.ts): from "ab", an "e"
    // narrows the list to "abe", Backspace widens it again, so each keystroke changes the count.
    await field.fill('ab')
    for (let index = 0; index < KEYSTROKES; index += 1) {
      timings.push(await timeKeystroke(page, index % 2 === 0 ? 'e' : 'Backspace'))
    }
    return timings
  } finally {
    await browser.close()
  }
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** The median of 20 keystrokes per run, for each CPU slowdown; only when /units is measured. */
export const keystrokeMeasure: Measure = {
  name: 'keystroke',
  async run({ baseUrl, routes, runs, ensureSiteIsUp }) {
    if (!routes.includes(ROUTE)) return []
    const rows: MeasureRow[] = []
    for (const slowdown of CPU_SLOWDOWNS) {
      const variant = `${slowdown}× CPU`
      const medians: number[] = []
      let error: string | undefined
      for (let run = 1; run <= runs; run += 1) {
        process.stderr.write(`keystroke run ${run}/${runs} ${ROUTE} ${variant} … `)
        await ensureSiteIsUp()
        try {
          const timings = await measureTyping(baseUrl, slowdown)
          medians.push(findMedian(timings) ?? 0)
          process.stderr.write('done\n')
        } catch (caught) {
          error = describeError(caught)
          process.stderr.write(`error: ${error}\n`)
        }
      }
      const value = findMedian(medians)
      rows.push({
        route: ROUTE,
        variant,
        figures: [{ key: 'keystrokeMs', label: 'keystroke → paint', unit: 'ms', value }],
        ...(value === null && error !== undefined ? { error } : {}),
        details: { runMedians: medians },
      })
    }
    return rows
  },
}
