import type { Page } from '@playwright/test'
import { startFullDatasetServer } from './full-dataset-server.ts'
import { expect, test } from './test.ts'
import { countRowsInView, scrollPageToEnd, scrollToEnd, zoomText } from './virtual-lists.ts'

// The "all" views on the real data (HERO_PEELER_DATA=../shared/feh-data): thousands of rows,
// where rows of another height than the window assumed added up to blank screens at the end.
const ORIGIN = startFullDatasetServer({ name: 'full-dataset-lists', portOffset: 53 })

async function open(page: Page, url: string) {
  await page.goto(ORIGIN + url)
  await page.waitForLoadState('networkidle')
}

/** The heroes' links of the layout drawn: the table's, or the phone list's. */
const heroLinks = (page: Page, layout: 'table' | 'phone') =>
  layout === 'table'
    ? page.getByRole('table').getByRole('link')
    : page.getByRole('main').getByRole('listitem').getByRole('link')

/** The link text of the last hero in the data's order: the last row of the last page of 100. */
async function readLastHero(page: Page, layout: 'table' | 'phone'): Promise<string> {
  await open(page, '/units?size=100')
  const count = await readCount(page, /heroes$/)
  await open(page, `/units?size=100&page=${Math.ceil(count / 100)}`)
  return (await heroLinks(page, layout).last().textContent()) ?? ''
}

/** The number a status says ("1,409 of 1,409 heroes", "6,255 skills"): its first. */
async function readCount(page: Page, text: RegExp): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: text })
  await expect(status).toBeVisible()
  return Number((await status.textContent())?.split(' ')[0]?.replaceAll(',', ''))
}

test('skills at 390 px, long names wrapping: the "all" table scrolled to its end shows the last skill', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, '/skills?size=100')
  const count = await readCount(page, /skills$/)
  await open(page, `/skills?size=100&page=${Math.ceil(count / 100)}`)
  const table = page.getByRole('table', { name: 'Skills' })
  const lastName = (await table.locator('tbody th').last().textContent()) ?? ''
  await open(page, '/skills?size=all')
  await scrollPageToEnd(page)
  // The scroll bar dragged to its end at once: the view shows rows, not a blank box.
  const box = table.locator('xpath=..')
  await box.evaluate((element) => {
    element.scrollTop = element.scrollHeight
  })
  await expect.poll(() => countRowsInView(box, 'tbody tr:has(th)')).toBeGreaterThan(3)
  await scrollToEnd(box)
  await expect(table.locator('tbody th').filter({ hasText: lastName }).last()).toBeInViewport()
  await expect(table).toHaveAttribute('aria-rowcount', String(count + 1))
})

test('heroes at 200 % text: the "all" table scrolled to its end shows the last hero', async ({
  page,
}) => {
  const lastHero = await readLastHero(page, 'table')
  await zoomText(page, 200)
  await open(page, '/units?size=all')
  const box = page.getByRole('table').locator('xpath=..')
  await scrollPageToEnd(page)
  // The scroll bar dragged to its end at once: the view shows rows, not a blank box.
  await box.evaluate((element) => {
    element.scrollTop = element.scrollHeight
  })
  await expect.poll(() => countRowsInView(box, 'tbody tr:has(a)')).toBeGreaterThan(1)
  await scrollToEnd(box)
  await expect(heroLinks(page, 'table').filter({ hasText: lastHero })).toBeInViewport()
})

test('heroes on a phone at 200 % text: the "all" list scrolled to its end shows the last hero', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const lastHero = await readLastHero(page, 'phone')
  await zoomText(page, 200)
  await open(page, '/units?size=all')
  await scrollPageToEnd(page)
  await expect(heroLinks(page, 'phone').filter({ hasText: lastHero })).toBeInViewport()
})
