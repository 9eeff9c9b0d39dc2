import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'

// Issue 26: installable, and the pages a player opened work with no network.
test.use({ serviceWorkers: 'allow' })

const ABEL = '/units?unit=abel-the-panther'

async function waitForServiceWorker(page: Page) {
  // Registered once the page is idle; active once every page's code is precached.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
}

test('visited pages open offline; a page never opened shows the offline page', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  const visits: [string, (page: Page) => Promise<void>][] = [
    ['/', (p) => expect(p.getByRole('heading', { level: 1, name: 'Hero Peeler' })).toBeVisible()],
    ['/units', (p) => expect(p.getByRole('heading', { level: 1, name: 'Heroes' })).toBeVisible()],
    [
      '/skills-fodders',
      (p) => expect(p.getByRole('heading', { level: 1, name: 'Skill fodders' })).toBeVisible(),
    ],
    [
      ABEL,
      (p) =>
        expect(
          p.getByRole('dialog', { name: 'Abel: The Panther' }).getByRole('row', { name: /^BST/ }),
        ).toContainText('154', { timeout: 15_000 }),
    ],
  ]
  for (const [url, check] of visits) {
    await page.goto(url)
    await check(page)
    await page.waitForLoadState('networkidle')
  }

  await context.setOffline(true)
  for (const [url, check] of visits) {
    await page.goto(url)
    await check(page)
  }
  // The whole stylesheet, which the next pages draw with (decision 0082), is kept too.
  const wholeSheet = page.locator('link[rel="preload"][as="style"][href^="/styles/"]')
  const wholeSheetStatus = await page.evaluate(
    async (href) => (await fetch(href)).status,
    (await wholeSheet.getAttribute('href')) ?? '',
  )
  expect(wholeSheetStatus).toBe(200)
  await page.goto('/misc/glossary')
  await expect(page.getByRole('heading', { level: 1, name: 'No connection' })).toBeVisible()
  await expect(
    page.getByText('/misc/glossary has not been opened on this device yet'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Heroes', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Skill fodders', exact: true })).toBeVisible()
  await context.setOffline(false)
})

test('the site is installable: a manifest with icons, and a service worker in control', async ({
  page,
}) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  )
  const manifest = await (await page.request.get('/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({ name: 'Hero Peeler', display: 'standalone', start_url: '/' })
  // Chromium's install criteria: a 192 px and a 512 px icon.
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((each: { sizes: string }) => each.sizes === size)
    const answer = await page.request.get(icon.src)
    expect(answer.headers()['content-type']).toBe('image/png')
  }
  await page.reload()
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  )
})
