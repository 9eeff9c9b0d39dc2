import { type Browser, chromium, type Locator, type Page } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lighthouse-measure.ts'
import type { Measure, MeasureRow } from './measure.ts'
import { MOBILE_DEVICE } from './mobile-device.ts'
import {
  describePhoneVariant,
  findPhoneTask,
  type PhoneMarks,
  type PhoneTask,
  summarizePhoneRun,
} from './phone-run.ts'

/** The phone's screen, as the catalog scroll's mobile preset. */
const VIEWPORT = { width: 390, height: 844 }
/** How long each step may take on slow 4G and a busy machine before the run is called failed. */
const STEP_TIMEOUT_MS = 60_000

type PhoneWindow = Window & {
  heroPeelerHydrationMs?: number
  heroPeelerAnswer?: Promise<number>
}

/**
 * Runs in the page before its own scripts: notes when React marks the document, which
 * hydrateRoot does as it starts. Checked once a frame, so the note is at most a frame late.
 */
function watchHydration(): void {
  const check = () => {
    if (Object.keys(document).some((key) => key.startsWith('__reactContainer'))) {
      ;(window as PhoneWindow).heroPeelerHydrationMs = performance.now()
      return
    }
    requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}

function describeError(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error)
}

async function waitForElement(locator: Locator, description: string): Promise<void> {
  try {
    await locator.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS })
  } catch (error) {
    throw new Error(
      `no ${description} within ${STEP_TIMEOUT_MS / 1000} s (${error instanceof Error ? error.name : 'error'})`,
    )
  }
}

/**
 * Starts waiting, in the page, for the result count to change: resolves with the time of the
 * first paint after the change (the frame after the DOM change, then a task after its paint).
 */
async function watchResultCount(page: Page, resultCount: RegExp): Promise<void> {
  await page.evaluate(
    ({ pattern, timeoutMs }) => {
      const readCount = () =>
        [...document.querySelectorAll('p, span, div, output')].find(
          (element) =>
            element.children.length === 0 && new RegExp(pattern).test(element.textContent ?? ''),
        )?.textContent ?? null
      const before = readCount()
      if (before === null) throw new Error('No result count on the page')
      ;(window as PhoneWindow).heroPeelerAnswer = new Promise<number>((resolve, reject) => {
        const observer = new MutationObserver(() => {
          const now = readCount()
          if (now === null || now === before) return
          observer.disconnect()
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now())))
        })
        observer.observe(document.body, { subtree: true, childList: true, characterData: true })
        setTimeout(() => {
          observer.disconnect()
          reject(new Error(`the result count did not change within ${timeoutMs / 1000} s`))
        }, timeoutMs)
      })
    },
    { pattern: resultCount.source, timeoutMs: STEP_TIMEOUT_MS },
  )
}

/**
 * Starts waiting, in the page, for the site menu to show: a dialog, a navigation landmark with
 * one of the menu's names, or what the menu button says it controls, with a box on screen and
 * not on screen before the click (a cookie banner is no menu). Checked once a frame (an opening
 * drawer may only move); resolves a task after that frame, when it has been painted.
 */
async function watchMenu(page: Page, task: Extract<PhoneTask, { kind: 'menu' }>): Promise<void> {
  await page.evaluate(
    ({ buttonLabel, menuLabels, timeoutMs }) => {
      const isOnScreen = (element: Element) => {
        const box = element.getBoundingClientRect()
        return (
          box.width > 0 &&
          box.height > 0 &&
          box.right > 0 &&
          box.bottom > 0 &&
          getComputedStyle(element).visibility !== 'hidden'
        )
      }
      const findMenus = () => {
        const button = document.querySelector(`button[aria-label="${CSS.escape(buttonLabel)}"]`)
        const controlled = document.getElementById(button?.getAttribute('aria-controls') ?? '')
        const landmarks = [...document.querySelectorAll('nav[aria-label]')].filter((nav) =>
          menuLabels.includes(nav.getAttribute('aria-label') ?? ''),
        )
        return [
          ...document.querySelectorAll('[role="dialog"]'),
          ...landmarks,
          ...(controlled === null ? [] : [controlled]),
        ].filter(isOnScreen)
      }
      const shownBefore = new Set(findMenus())
      ;(window as PhoneWindow).heroPeelerAnswer = new Promise<number>((resolve, reject) => {
        const startedAt = performance.now()
        const check = () => {
          if (findMenus().some((menu) => !shownBefore.has(menu))) {
            setTimeout(() => resolve(performance.now()))
          } else if (performance.now() - startedAt > timeoutMs) {
            reject(new Error(`the site menu did not open within ${timeoutMs / 1000} s`))
          } else {
            requestAnimationFrame(check)
          }
        }
        requestAnimationFrame(check)
      })
    },
    { buttonLabel: task.buttonLabel, menuLabels: [...task.menuLabels], timeoutMs: STEP_TIMEOUT_MS },
  )
}

/** Does what a player first does on the page, as soon as the page lets them. */
async function actOnPage(page: Page, task: PhoneTask): Promise<void> {
  if (task.kind === 'menu') {
    const button = page.getByRole('button', { name: task.buttonLabel, exact: true })
    await waitForElement(button, `“${task.buttonLabel}” button`)
    await watchMenu(page, task)
    await button.click()
    return
  }
  const field = page.getByLabel(task.fieldLabel, { exact: true })
  // On a phone the filters sit behind a button; a wider layout would show the field itself.
  if (!(await field.isVisible())) {
    const opener = page.getByRole('button', { name: task.openerLabel, exact: true })
    await waitForElement(opener, `“${task.openerLabel}” button`)
    await opener.click()
  }
  await waitForElement(field, `“${task.fieldLabel}” field`)
  await watchResultCount(page, task.resultCount)
  await field.click()
  await page.keyboard.type(task.query)
}

async function readMarks(page: Page): Promise<Omit<PhoneMarks, 'workingMs' | 'error'>> {
  return page.evaluate(() => ({
    fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    hydrationMs: (window as PhoneWindow).heroPeelerHydrationMs ?? null,
  }))
}

/** One cold load of the route on the emulated phone, in a new browser (empty cache). */
async function loadOnPhone(browser: Browser, url: string, task: PhoneTask): Promise<PhoneMarks> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    isMobile: true,
    hasTouch: true,
    userAgent: MOBILE_DEVICE.userAgent,
  })
  const page = await context.newPage()
  await page.addInitScript(watchHydration)
  const session = await context.newCDPSession(page)
  await session.send('Network.enable')
  await session.send('Network.emulateNetworkConditions', MOBILE_DEVICE.network)
  await session.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_DEVICE.cpuSlowdown })
  await page.goto(url, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS })
  try {
    await page.waitForFunction(
      () => (window as PhoneWindow).heroPeelerHydrationMs !== undefined,
      undefined,
      { timeout: STEP_TIMEOUT_MS },
    )
    await actOnPage(page, task)
    const workingMs = await page.evaluate(() => (window as PhoneWindow).heroPeelerAnswer ?? null)
    return { ...(await readMarks(page)), workingMs }
  } catch (error) {
    // The marks so far stay in the JSON; the row reports the error instead of a number.
    return { ...(await readMarks(page)), workingMs: null, error: describeError(error) }
  }
}

/**
 * What a player's phone feels: on Chromium really throttled to Lighthouse's slow 4G and 4×
 * CPU (not Lighthouse's simulation), with a phone's screen and user agent and an empty cache,
 * the first contentful paint and the time until the page answers the player's first action.
 */
export const phoneMeasure: Measure = {
  name: 'phone',
  async run({ baseUrl, routes, runLabel, ensureSiteIsUp }) {
    const variant = describePhoneVariant(MOBILE_DEVICE.cpuSlowdown)
    const rows: MeasureRow[] = []
    for (const route of routes) {
      process.stderr.write(`phone ${runLabel} ${route} … `)
      await ensureSiteIsUp()
      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        // Playwright sets its own headless flag.
        args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
      })
      try {
        const marks = await loadOnPhone(browser, `${baseUrl}${route}`, findPhoneTask(route))
        const row = summarizePhoneRun({ route, variant }, marks)
        rows.push({ ...row, details: marks })
        process.stderr.write(row.error === undefined ? 'done\n' : `error: ${row.error}\n`)
      } catch (error) {
        rows.push({ route, variant, figures: [], error: describeError(error) })
        process.stderr.write(`error: ${describeError(error)}\n`)
      } finally {
        await browser.close()
      }
    }
    return rows
  },
}
