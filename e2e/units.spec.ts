import type { Page } from '@playwright/test'
import { collectPageErrors } from './pages.ts'
import { expect, test } from './test.ts'
import {
  expectRowsInPlace,
  listScrollJumps,
  scrollPageToEnd,
  scrollToEnd,
  zoomText,
} from './virtual-lists.ts'

// The fixture has 31 heroes; "Abel: The Panther" has the game's own stats.
const TOTAL = 31

/** The phone's rows: list items with a hero's link. */
function heroItems(page: Page) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link') })
}

function heroRows(page: Page) {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('link') })
}

async function expectCount(page: Page, shown: number) {
  await expect(page.getByRole('status').filter({ hasText: 'heroes' })).toHaveText(
    `${shown} of ${TOTAL} heroes`,
  )
}

test('search "abel" finds Abel: The Panther with 39/33/32/25/25 and BST 154', async ({ page }) => {
  const errors = collectPageErrors(page)
  await page.goto('/units')
  await expectCount(page, TOTAL)
  await page.getByLabel('Hero name').fill('abel')
  await expectCount(page, 1)
  await expect(page).toHaveURL(/\?q=abel$/)
  // The first cell is the portrait, or its drawn initial when the image cannot load (offline here).
  await expect(heroRows(page).first().getByRole('cell')).toHaveText([
    /^A?$/,
    'AbelThe Panther',
    '3★/4★',
    'Lance',
    'Cavalry',
    '1.0',
    '39',
    '33',
    '32',
    '25',
    '25',
    '154',
  ])
  expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([])
})

test('filters survive a reload, and back and forward restore each view', async ({ page }) => {
  await page.goto('/units')
  await page.getByRole('button', { name: 'Armored', exact: true }).click()
  await expectCount(page, 3)
  await page.getByRole('button', { name: 'Axe', exact: true }).click()
  await expectCount(page, 2)
  await expect(page).toHaveURL(/\?move=armored&weapon=greenAxe$/)
  await page.reload()
  await expectCount(page, 2)
  await expect(page.getByRole('button', { name: 'Axe', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.goBack()
  await expectCount(page, 3)
  await page.goBack()
  await expectCount(page, TOTAL)
  await page.goForward()
  await expectCount(page, 3)
  await page.getByRole('button', { name: 'Reset filters' }).click()
  await expectCount(page, TOTAL)
  await expect(page).toHaveURL(/\/units$/)
})

test('a bad regular expression says so and filters nothing', async ({ page }) => {
  await page.goto('/units')
  await page.getByLabel('Regular expression').click()
  await expect(page.getByLabel('Regular expression')).toBeChecked()
  await page.getByLabel('Hero name').fill('(abel')
  await expect(page.getByText('Invalid regular expression')).toBeVisible()
  await expectCount(page, TOTAL)
  await page.getByLabel('Hero name').fill('^Al(f|m)')
  await expectCount(page, 4)
  await expect(page).toHaveURL(/mode=re/)
})

test('tri-state flags cycle any, yes, no', async ({ page }) => {
  await page.goto('/units')
  await page.getByRole('button', { name: 'Story (Askr trio): any' }).click()
  await expectCount(page, 3)
  await page.getByRole('button', { name: 'Story (Askr trio): yes' }).click()
  await expectCount(page, TOTAL - 3)
  await page.getByRole('button', { name: 'Story (Askr trio): no' }).click()
  await expectCount(page, TOTAL)
})

test('multi-sort: clicks add keys in order, cycle them and show the order', async ({ page }) => {
  await page.goto('/units')
  await page.getByRole('button', { name: 'Sort by Move' }).click()
  await page.getByRole('button', { name: 'Sort by HP' }).click()
  await page.getByRole('button', { name: 'Sort by HP' }).click()
  await expect(page).toHaveURL(/\?sort=move\.asc&sort=hp\.desc$/)
  const order = page.getByRole('region', { name: 'Sorted by' })
  await expect(order.getByRole('listitem')).toHaveText(['1. Move', '2. HP'])
  // Infantry first, highest HP first among them.
  await expect(heroRows(page).first().getByRole('cell').nth(4)).toHaveText('Infantry')
  // The rows may still be redrawing after the URL changed: wait for the order, don't race it.
  const hpOfRow = async (index: number) =>
    Number(await heroRows(page).nth(index).getByRole('cell').nth(6).textContent())
  await expect.poll(async () => (await hpOfRow(0)) >= (await hpOfRow(1))).toBe(true)
  await page.getByRole('button', { name: 'Sort by HP' }).click()
  await expect(page).toHaveURL(/\?sort=move\.asc$/)
  await order.getByRole('button', { name: 'Remove sort key 1: Move, ascending' }).click()
  await expect(page).toHaveURL(/\/units$/)
})

test('a shared link gives the same rows', async ({ page }) => {
  await page.goto('/units?move=armored&sort=hp.desc&col=name&col=hp')
  await expectCount(page, 3)
  await expect(heroRows(page).getByRole('link')).toHaveText([
    'ArdenStrong and Tough',
    'AidAided Friend',
    'IkeVanguard Legend',
  ])
  await expect(page.getByRole('columnheader')).toHaveCount(3)
})

test('unknown or malformed values fall back to the defaults', async ({ page }) => {
  const response = await page.goto('/units?move=boat&size=7&page=-3&hp=abc&sort=shoe.up')
  expect(response?.status()).toBe(200)
  await expectCount(page, TOTAL)
  await expect(heroRows(page)).toHaveCount(25)
})

test('page sizes and pages; the "all" view draws the rows', async ({ page }) => {
  // Native selects work before hydration; a choice made then would be undone by it.
  await page.goto('/units', { waitUntil: 'networkidle' })
  await expect(heroRows(page)).toHaveCount(25)
  await page.getByLabel('Heroes per page').selectOption('10')
  await expect(heroRows(page)).toHaveCount(10)
  await page.getByRole('button', { name: 'Go to page 4' }).click()
  await expect(heroRows(page)).toHaveCount(1)
  await expect(page).toHaveURL(/size=10&page=4/)
  await page.getByLabel('Heroes per page').selectOption('all')
  await expect(page).toHaveURL(/size=all/)
  // Only the rows in view and the buffer are drawn; scrolling the box draws the last ones.
  await expect.poll(() => heroRows(page).count()).toBeGreaterThan(5)
  expect(await heroRows(page).count()).toBeLessThanOrEqual(TOTAL)
  await page.evaluate(() => {
    const box = document.querySelector('table')?.parentElement
    if (box) box.scrollTop = box.scrollHeight
  })
  await expect(page.getByRole('link', { name: /^Tharja/ })).toBeVisible()
})

test.describe('the "all" view', () => {
  const table = (page: Page) => page.getByRole('table')
  const box = (page: Page) => table(page).locator('xpath=..')

  test('rows are measured: at 200 % text, scrolled to its end, the last hero is there', async ({
    page,
  }) => {
    await zoomText(page, 200)
    await page.goto('/units?size=all')
    await expect.poll(() => heroRows(page).count()).toBeGreaterThan(3)
    await expectRowsInPlace(heroRows(page))
    // A wheel's steps through the first third: the rows move with the scroll, none jumps.
    expect(
      await listScrollJumps(box(page), { rows: 'tbody tr:has(a)', steps: 10, stepPx: 100 }),
    ).toEqual([])
    // The larger text pushes the box's end below the window: the page scrolls first.
    await scrollPageToEnd(page)
    await scrollToEnd(box(page))
    await expect(page.getByRole('link', { name: /^Tharja/ })).toBeInViewport()
    await expectRowsInPlace(heroRows(page))
  })

  test('a box that grows without a window resize draws the rows that now fit', async ({ page }) => {
    await page.goto('/units?size=all')
    await expect.poll(() => heroRows(page).count()).toBeGreaterThan(3)
    expect(await heroRows(page).count()).toBeLessThan(TOTAL)
    // Taller than every row: the 31 of the fixture fit in it.
    await box(page).evaluate((element) => {
      element.style.height = '3000px'
    })
    await expect(heroRows(page)).toHaveCount(TOTAL)
  })

  test('the table says how many rows it has, and each drawn row where it is', async ({ page }) => {
    await page.goto('/units?size=all')
    // The head's row is the first.
    await expect(table(page)).toHaveAttribute('aria-rowcount', String(TOTAL + 1))
    await expect(heroRows(page).first()).toHaveAttribute('aria-rowindex', '2')
    await scrollToEnd(box(page))
    await expect(heroRows(page).last()).toHaveAttribute('aria-rowindex', String(TOTAL + 1))
  })
})

test('heroes that do not arrive are said, with a retry that loads them', async ({ page }) => {
  // The first answers for the heroes file fail (offline), then the network comes back.
  let isOffline = true
  await page.route(/\/payloads\/heroes\.[0-9a-f]+\.json$/, (route) =>
    isOffline ? route.abort('internetdisconnected') : route.continue(),
  )
  await page.goto('/units?q=abel')
  const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' })
  await expect(failure).toBeVisible()
  // What the server drew stays: the rows of the URL's search.
  await expectCount(page, 1)
  await expect(heroRows(page).getByRole('link')).toHaveText(['AbelThe Panther'])
  isOffline = false
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(failure).toBeHidden()
  // Every hero is in the browser now: clearing the search shows them without the server.
  await page.getByLabel('Hero name').fill('')
  await expectCount(page, TOTAL)
  await expect(heroRows(page)).toHaveCount(25)
})

test('an empty result says so', async ({ page }) => {
  await page.goto('/units?q=zzzzzz')
  await expectCount(page, 0)
  await expect(page.getByText('No hero matches these filters.')).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 320, height: 720 } })
  test('a compact row per hero, no horizontal scroll, filters behind a counted button', async ({
    page,
  }) => {
    await page.goto('/units?move=armored')
    await expect(page.getByRole('listitem').filter({ hasText: 'Arden' })).toContainText('HP')
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(scrollWidth).toBeLessThanOrEqual(320)
    await page.getByRole('button', { name: 'Filters (1)' }).click()
    await expect(page.getByRole('button', { name: 'Armored', exact: true })).toBeVisible()
  })
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('at 200 % text, rows grow with it: no row overlaps another, paged or "all"', async ({
    page,
  }) => {
    await zoomText(page, 200)
    await page.goto('/units?size=10')
    await expect(heroItems(page)).toHaveCount(10)
    await expectRowsInPlace(heroItems(page))
    await page.goto('/units?size=all')
    await expect.poll(() => heroItems(page).count()).toBeGreaterThan(3)
    await expectRowsInPlace(heroItems(page))
    await scrollPageToEnd(page)
    await expect(page.getByRole('link', { name: /^Tharja/ })).toBeInViewport()
    await expectRowsInPlace(heroItems(page))
  })

  test('the "all" list gives each drawn hero its place among them all', async ({ page }) => {
    await page.goto('/units?size=all')
    await expect(heroItems(page).first()).toHaveAttribute('aria-setsize', String(TOTAL))
    await expect(heroItems(page).first()).toHaveAttribute('aria-posinset', '1')
    await scrollPageToEnd(page)
    await expect(heroItems(page).last()).toHaveAttribute('aria-posinset', String(TOTAL))
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the server renders the filtered, sorted view of the URL', async ({ page }) => {
    await page.goto('/units?move=armored&sort=hp.desc')
    await expect(page.getByRole('status').filter({ hasText: 'heroes' })).toHaveText(
      `3 of ${TOTAL} heroes`,
    )
    await expect(heroRows(page).first().getByRole('link')).toHaveText('ArdenStrong and Tough')
    // A desktop's browser gets the table alone.
    await expect(heroItems(page)).toHaveCount(0)
  })
})

test.describe('without JavaScript on a phone', () => {
  test.use({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  })
  test("the server draws the phone's rows alone, not the table too", async ({ page }) => {
    await page.goto('/units?move=armored&sort=hp.desc')
    await expect(heroItems(page).first()).toContainText('Arden')
    await expect(page.getByRole('table')).toHaveCount(0)
  })
})
