import { chromium, type Page } from '@playwright/test'
import english from '#app/locales/en.json' with { type: 'json' }
import { type Columnar, decodeHeroRows, type HeroListRow } from '#app/payloads/dataset-payloads.ts'
import { waitForHydration } from '../../e2e/hydration.ts'
import { timeClickToPaint } from './click-to-paint.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lighthouse-measure.ts'
import {
  findLongestThreadMs,
  findLongestWallMs,
  listLongTasks,
  traceMainThreadTasks,
} from './main-thread-tasks.ts'
import type { Measure, MeasureRow } from './measure.ts'
import { findMedian } from './median.ts'
import { scrollHalfViewsToEnd } from './scroll-to-end.ts'

// Issue 23's budgets on a phone (4× CPU): reading and matching 500 pasted lines, and scrolling
// a barracks of 2,000 entries.
export const BARRACKS_ROUTE = '/barracks'
const CPU_SLOWDOWN = 4
const PASTES = 5
const PASTED_LINES = 500
const SCROLLED_ENTRIES = 2_000

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

async function readHeroes(baseUrl: string): Promise<HeroListRow[]> {
  const index = (await (await fetch(`${baseUrl}/payloads/index.json`)).json()) as {
    heroes: string
  }
  const payload = (await (await fetch(`${baseUrl}${index.heroes}`)).json()) as Columnar<HeroListRow>
  return decodeHeroRows(payload)
}

/**
 * A list as players write it: full names, names alone, abbreviations, lower case without
 * accents, small typos; counts, rarities, merges, flowers and manuals here and there.
 */
export function writePastedList(heroes: readonly HeroListRow[], count: number): string {
  const lines: string[] = []
  for (let index = 0; index < count; index += 1) {
    const hero = heroes[(index * 7) % heroes.length]
    if (!hero) break
    const name = [
      `${hero.name}: ${hero.title}`,
      hero.abbreviatedName,
      `${hero.name} ${hero.title.split(' ')[0]}`.toLowerCase(),
      `${hero.name.normalize('NFD').replace(/\p{M}/gu, '')}`,
      // A letter doubled: a typo to match by distance.
      `${hero.name.slice(0, 2)}${hero.name.slice(1)}: ${hero.title}`,
    ][index % 5]
    const tokens = [
      index % 3 === 0 ? `x${1 + (index % 4)}` : '',
      index % 4 === 0 ? `${3 + (index % 3)}★` : '',
      index % 6 === 0 ? `+${index % 11}` : '',
      index % 10 === 0 ? 'df5' : '',
    ]
    lines.push([index % 25 === 0 ? 'manual' : '', name, ...tokens].filter(Boolean).join(' '))
  }
  return lines.join('\n')
}

async function openBarracks(baseUrl: string, page: Page): Promise<void> {
  await page.goto(`${baseUrl}${BARRACKS_ROUTE}`)
  await waitForHydration(page)
  await page.getByLabel(english.barracks.paste.label).waitFor()
  await page.waitForLoadState('networkidle')
}

/** From the click on "Read the list" to the paint after the review is in the page. */
async function timePaste(page: Page, text: string): Promise<number> {
  await page.getByLabel(english.barracks.paste.label).fill(text)
  const waitForReview = timeClickToPaint(page, 'ol[aria-label] li')
  await page.getByRole('button', { name: english.barracks.paste.read }).click()
  const elapsed = await waitForReview
  await page.getByRole('button', { name: english.barracks.paste.cancel }).click()
  return elapsed
}

/** The stored collection (app/storage/browser-saves.ts's envelope) with `count` entries. */
function storedBarracks(heroes: readonly HeroListRow[], count: number): string {
  const entries = Array.from({ length: count }, (_, index) => ({
    id: `bench-${index}`,
    heroId: heroes[index % heroes.length]?.id,
    rarity: 1 + (index % 5),
    merges: index % 11,
    dragonflowers: 0,
    copies: 1 + (index % 3),
    role: null,
    learnedSkillIds: [],
  }))
  return JSON.stringify({
    app: 'hero-peeler',
    page: 'catalog',
    version: 2,
    savedAt: new Date().toISOString(),
    data: { barracks: { entries, manuals: [] }, customBanner: [] },
  })
}

async function measureBarracks(baseUrl: string): Promise<MeasureRow> {
  const heroes = await readHeroes(baseUrl)
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await openBarracks(baseUrl, page)
    const session = await page.context().newCDPSession(page)
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const text = writePastedList(heroes, PASTED_LINES)
    const pastes: number[] = []
    for (let index = 0; index < PASTES; index += 1) pastes.push(await timePaste(page, text))

    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await page.evaluate(
      (stored) => {
        localStorage.setItem('hero-peeler:catalog:data', stored)
      },
      storedBarracks(heroes, SCROLLED_ENTRIES),
    )
    await openBarracks(baseUrl, page)
    await page
      .getByRole('list', { name: english.barracks.list.label })
      .getByRole('listitem')
      .first()
      .waitFor()
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    let scrollSteps = 0
    const scrollTasks = await traceMainThreadTasks(page, async () => {
      scrollSteps = await page.locator(':root').evaluate(scrollHalfViewsToEnd)
    })
    return {
      route: BARRACKS_ROUTE,
      variant: `${CPU_SLOWDOWN}× CPU`,
      figures: [
        {
          key: 'pasteMs',
          label: `${PASTED_LINES} lines read ms`,
          unit: 'ms',
          value: findMedian(pastes),
        },
        {
          key: 'longestTaskMs',
          label: `Longest task, ${SCROLLED_ENTRIES} entries scrolled (thread time)`,
          unit: 'ms',
          value: findLongestThreadMs(scrollTasks),
        },
        {
          key: 'longestTaskWallMs',
          label: "Longest task scrolling (wall time, with the machine's load)",
          unit: 'ms',
          value: findLongestWallMs(scrollTasks),
        },
        { key: 'scrollSteps', label: 'Scroll steps', unit: 'count', value: scrollSteps },
      ],
      details: { pastes, longTasks: listLongTasks(scrollTasks) },
    }
  } catch (error) {
    return {
      route: BARRACKS_ROUTE,
      variant: `${CPU_SLOWDOWN}× CPU`,
      figures: [],
      error: describeError(error),
    }
  } finally {
    await browser.close()
  }
}

/** The barracks' paste and scroll, when the bench's routes include /barracks. */
export const barracksMeasure: Measure = {
  name: 'barracks',
  async run(context) {
    if (!context.routes.includes(BARRACKS_ROUTE)) return []
    process.stderr.write(`barracks ${context.runLabel} … `)
    await context.ensureSiteIsUp()
    const row = await measureBarracks(context.baseUrl)
    process.stderr.write(row.error === undefined ? 'done\n' : `error: ${row.error}\n`)
    return [row]
  },
}
