import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'

// /skills-lists on the hand-written fixture.

async function open(page: Page, url: string) {
  await page.goto(url)
  await page.waitForLoadState('networkidle')
}

const names = (page: Page) => page.getByRole('table', { name: 'Skills' }).locator('tbody th')

test('ordered name filters group the list, swap, and persist in the browser', async ({ page }) => {
  await open(page, '/skills-lists')
  await page.getByRole('tab', { name: 'A', exact: true }).click()
  await expect(page).toHaveURL(/\?slot=passiveA$/)
  await expect(page.getByRole('tab', { name: 'A', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.getByRole('searchbox', { name: 'Choice 1' }).fill('counter')
  await page.getByRole('searchbox', { name: 'Choice 2' }).fill('death')
  await expect(names(page).first()).toHaveText('Distant Counter')
  await expect(names(page).last()).toHaveText(/^Death Blow/)
  await page.getByRole('button', { name: 'Swap choice 1 with the next' }).click()
  await expect(names(page).first()).toHaveText(/^Death Blow/)
  await expect(names(page).last()).toHaveText('Distant Counter')
  await page.getByRole('checkbox', { name: 'Highlight choice 2' }).check()
  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('searchbox', { name: 'Choice 1' })).toHaveValue('death')
  await expect(page.getByRole('checkbox', { name: 'Highlight choice 2' })).toBeChecked()
  await page.getByRole('button', { name: 'Clear every choice' }).click()
  await expect(page.getByRole('searchbox', { name: 'Choice 1' })).toHaveValue('')
})

test('a long list draws the rows its box scrolls to', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 })
  await open(page, '/skills-lists')
  const drawn = await names(page).count()
  const firstName = (await names(page).first().textContent()) ?? ''
  await page.getByRole('table', { name: 'Skills' }).evaluate((table) => {
    const box = table.parentElement
    box?.scrollIntoView({ block: 'start' })
    box?.scrollTo(0, box.scrollHeight)
  })
  await expect(names(page).first()).not.toHaveText(firstName)
  await expect(names(page).last()).toBeInViewport()
  expect(await names(page).count()).toBeLessThanOrEqual(drawn + 1)
})

test('restrictions show by default; descriptions on demand', async ({ page }) => {
  await open(page, '/skills-lists?slot=passiveA')
  const table = page.getByRole('table', { name: 'Skills' })
  await expect(table.getByRole('columnheader', { name: 'Can use' })).toBeVisible()
  await page.getByRole('switch', { name: 'Show descriptions' }).check()
  await expect(table.getByRole('columnheader', { name: 'Description' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Choice 1' }).fill('distant counter')
  await expect(
    table.getByText('Distant Counter: hand-written effect text for tests.'),
  ).toBeVisible()
})

test('skills that do not arrive are said, with a retry that loads them', async ({ page }) => {
  let isOffline = true
  await page.route(/\/payloads\/skills\.[0-9a-f]+\.json$/, (route) =>
    isOffline ? route.abort('internetdisconnected') : route.continue(),
  )
  await open(page, '/skills-lists?slot=passiveA')
  const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' })
  await expect(failure).toBeVisible()
  // What the server drew stays.
  await expect(names(page).first()).toBeVisible()
  isOffline = false
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(failure).toBeHidden()
  await page.getByRole('searchbox', { name: 'Choice 1' }).fill('distant counter')
  await expect(names(page).first()).toHaveText('Distant Counter')
})

test('descriptions that do not arrive are said, with a retry that loads them', async ({ page }) => {
  let isOffline = true
  await page.route(/\/payloads\/skill-descriptions\.[0-9a-f]+\.json$/, (route) =>
    isOffline ? route.abort('internetdisconnected') : route.continue(),
  )
  await open(page, '/skills-lists?slot=passiveA')
  await page.getByRole('switch', { name: 'Show descriptions' }).check()
  const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' })
  await expect(failure).toHaveText(/The descriptions could not be loaded\./)
  const table = page.getByRole('table', { name: 'Skills' })
  await expect(table.getByRole('columnheader', { name: 'Description' })).toBeVisible()
  isOffline = false
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(failure).toBeHidden()
  await page.getByRole('searchbox', { name: 'Choice 1' }).fill('distant counter')
  await expect(
    table.getByText('Distant Counter: hand-written effect text for tests.'),
  ).toBeVisible()
})

test('descriptions switched on stay on after a reload, and come with the page', async ({
  page,
}) => {
  await open(page, '/skills-lists?slot=passiveA')
  await page.getByRole('switch', { name: 'Show descriptions' }).check()
  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('switch', { name: 'Show descriptions' })).toBeChecked()
  const table = page.getByRole('table', { name: 'Skills' })
  await page.getByRole('searchbox', { name: 'Choice 1' }).fill('distant counter')
  await expect(
    table.getByText('Distant Counter: hand-written effect text for tests.'),
  ).toBeVisible()
})
