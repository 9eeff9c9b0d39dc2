import type { Page } from '@playwright/test'
import { holdHeroesPayload } from './held-payload.ts'
import { waitForHydrated } from './hydration.ts'
import { expect, test } from './test.ts'

/** The heroes file fails (offline) until the returned function brings the network back. */
async function cutHeroesPayload(page: Page): Promise<() => void> {
  let isOffline = true
  await page.route(/\/payloads\/heroes\.[0-9a-f]+\.json$/, (route) =>
    isOffline ? route.abort('internetdisconnected') : route.continue(),
  )
  return () => {
    isOffline = false
  }
}

test('maximum scores: groups highest first, filtered by the unit filters, each hero openable', async ({
  page,
}) => {
  await page.goto('/units-maximum-scores?move=armored')
  const headings = page.getByRole('heading', { level: 2 })
  await expect(headings.first()).toBeVisible()
  const scores = (await headings.allTextContents()).map(Number)
  expect(scores).toEqual([...scores].sort((a, b) => b - a))
  await expect(page.getByRole('status').filter({ hasText: 'heroes' })).toHaveText('3 of 31 heroes')
  await expect(page.getByText(/Maximum score = 2 × \(150 \+ 55 \+ 93/)).toBeVisible()
  // Key 3 held the name: it takes key 1's old key, so each key still sorts once.
  await page.getByLabel('Sort key 1').selectOption({ label: 'Name ↓' })
  await expect(page).toHaveURL(/by=name\.desc&by=weapon\.asc&by=move\.asc/)
  await expect(page.getByLabel('Sort key 1')).toHaveValue('name.desc')
  await expect(page.getByLabel('Sort key 3')).toHaveValue('move.asc')
  await page.getByRole('link', { name: 'Arden: Strong and Tough' }).click()
  await expect(page.getByRole('dialog', { name: 'Arden: Strong and Tough' })).toBeVisible({
    timeout: 15_000,
  })
})

test('maximum scores: a sort changed before the heroes arrive still ends with every group', async ({
  page,
}) => {
  // The heroes file is held until the sort has changed: that navigation interrupts the
  // hydration's load of it, and the page must load it again rather than keep the server's groups.
  const release = await holdHeroesPayload(page)
  await page.goto('/units-maximum-scores?move=armored')
  const sortKey = page.getByLabel('Sort key 1')
  await waitForHydrated(sortKey)
  await sortKey.selectOption({ label: 'Name ↓' })
  await expect(page.getByRole('link', { name: 'Arden: Strong and Tough' })).toBeHidden()
  // The sort applies once the heroes are in: its navigation loads them.
  release()
  await expect(page).toHaveURL(/by=name\.desc/)
  await expect(page.getByRole('link', { name: 'Arden: Strong and Tough' })).toBeVisible()
})

test('assets: the stat line follows the chosen asset and flaw', async ({ page }) => {
  await page.goto('/assets?q=abel')
  await page.waitForLoadState('networkidle') // hydrated: native selects are React's from now on
  const abel = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^Abel/ }) })
  await expect(abel).toContainText('Res')
  await expect(abel.getByRole('cell').nth(4)).toHaveText('39')
  await page.getByLabel('Asset').selectOption('res')
  await page.getByLabel('Flaw').selectOption('hp')
  await expect(page).toHaveURL(/q=abel&asset=res&flaw=hp/)
  // Res is Abel's superboon (+4), HP his superbane (−4): 35 / 33 / 32 / 25 / 29.
  await expect(abel.getByRole('cell').nth(4)).toHaveText('35')
  await expect(abel.getByRole('cell').nth(8)).toHaveText('29')
  await expect(abel.getByRole('cell').nth(9)).toHaveText('154')
})

test('maximum scores: heroes that do not arrive are said, with a retry that loads them', async ({
  page,
}) => {
  const reconnect = await cutHeroesPayload(page)
  await page.goto('/units-maximum-scores?move=armored')
  const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' })
  await expect(failure).toBeVisible()
  // The server's groups (its first two) stay.
  await expect(page.getByRole('link', { name: 'Ike: Vanguard Legend' })).toBeVisible()
  reconnect()
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(failure).toBeHidden()
  // Every hero is in the browser now: the filters' change needs no server.
  await page.getByRole('button', { name: 'Armored', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'heroes' })).toHaveText('31 of 31 heroes')
})

test('assets: heroes that do not arrive are said, with a retry that loads them', async ({
  page,
}) => {
  const reconnect = await cutHeroesPayload(page)
  await page.goto('/assets?q=abel&asset=res&flaw=hp')
  const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' })
  await expect(failure).toBeVisible()
  // The server's rows stay, with the URL's asset and flaw.
  const abel = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^Abel/ }) })
  await expect(abel.getByRole('cell').nth(4)).toHaveText('35')
  reconnect()
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(failure).toBeHidden()
  await page.getByLabel('Hero name').fill('')
  await expect(page.getByRole('status').filter({ hasText: 'heroes' })).toHaveText('31 of 31 heroes')
})
