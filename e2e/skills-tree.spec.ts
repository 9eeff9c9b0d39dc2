import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'

// /skills-tree on the hand-written fixture.

async function open(page: Page, url: string) {
  await page.goto(url)
  await page.waitForLoadState('networkidle')
}

test('a search shows the chain with SP, total SP and fodder, synced with ?name=', async ({
  page,
}) => {
  await open(page, '/skills-tree')
  await expect(page.getByRole('status')).toContainText('The newest upgrade chains')
  await page.getByRole('searchbox', { name: 'Search a skill' }).fill('death blow 4')
  await expect(page).toHaveURL(/\?name=death\+blow\+4$/)
  await expect(page.getByRole('status')).toHaveText('1 chain with a matching skill')
  const chains = page.getByRole('list', { name: 'Upgrade chains' })
  await expect(chains.getByRole('link', { name: 'Death Blow 1' })).toBeVisible()
  await expect(chains.getByRole('link', { name: 'Death Blow 4' })).toBeVisible()
  // 1.5 × (50 + 100 + 200 + 300)
  await expect(chains.getByText('975 SP in all, inherited')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Search a skill' })).toHaveValue('death blow 4')
})

test('chains expand and collapse from the keyboard', async ({ page }) => {
  await open(page, '/skills-tree?name=death+blow+1')
  const toggle = page.getByRole('button', { name: 'Hide the upgrades of Death Blow 1' })
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('link', { name: 'Death Blow 2' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Show the upgrades of Death Blow 1' }).press('Enter')
  await expect(page.getByRole('link', { name: 'Death Blow 2' })).toBeVisible()
})

test('a node opens the skill detail view', async ({ page }) => {
  await open(page, '/skills-tree?name=death+blow+4')
  await page.getByRole('link', { name: 'Death Blow 4' }).click()
  await expect(page.getByRole('dialog', { name: 'Death Blow 4' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/skills-tree\?name=death\+blow\+4$/)
  await expect(page.getByRole('status')).toHaveText('1 chain with a matching skill')
})

test('upgrades off the way to a match come when their node opens', async ({ page, request }) => {
  await open(page, '/skills-tree?name=death+blow+1')
  // Death Blow 1 matches: its upgrade came with the page, Death Blow 2's upgrades did not.
  await expect(page.getByRole('link', { name: 'Death Blow 3' })).toHaveCount(0)
  const fetched = page.waitForResponse((response) => response.url().includes('/api/skill-tree/'))
  await page.getByRole('button', { name: 'Show the upgrades of Death Blow 2' }).click()
  expect((await fetched).status()).toBe(200)
  await expect(page.getByRole('link', { name: 'Death Blow 3' })).toBeVisible()
  await expect(
    page.getByRole('button', { name: 'Show the upgrades of Death Blow 3' }),
  ).toBeVisible()

  const missing = await request.get('/api/skill-tree/SID_nothing')
  expect(missing.status()).toBe(404)
  expect((await missing.json()).error).toBe('not-found')
})

test('upgrades that do not come are said under their node, with a retry', async ({ page }) => {
  let isOffline = true
  await page.route(/\/api\/skill-tree\//, (route) =>
    isOffline ? route.abort('internetdisconnected') : route.continue(),
  )
  await open(page, '/skills-tree?name=death+blow+1')
  await page.getByRole('button', { name: 'Show the upgrades of Death Blow 2' }).click()
  const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' })
  await expect(failure).toHaveText('The upgrades of Death Blow 2 could not be loaded.')
  // The page stays: the failure is the node's.
  await expect(page.getByRole('status')).toHaveText('1 chain with a matching skill')
  isOffline = false
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('link', { name: 'Death Blow 3' })).toBeVisible()
  await expect(failure).toHaveCount(0)
})
