import type { Page } from '@playwright/test'
import { PLATFORM_BASE_URL } from './platform-server.ts'
import { expect, test } from './test.ts'

test.use({ baseURL: PLATFORM_BASE_URL })

/** Answers the analytics tag locally and records every request made to it. */
async function fakeAnalyticsTag(page: Page): Promise<string[]> {
  const requests: string[] = []
  await page.route('**/test-analytics/**', (route) => {
    requests.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: '' })
  })
  return requests
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookies on Hero Peeler' })

/** The consent-mode commands given to Google's tag, in order. */
function readConsentCommands(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'consent')
      .map((entry) => [entry[1], (entry[2] as { analytics_storage: string }).analytics_storage]),
  )
}

test('no analytics request before a choice nor after deny all', async ({ page }) => {
  const tagRequests = await fakeAnalyticsTag(page)
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  expect(tagRequests).toEqual([])
  expect(await readConsentCommands(page)).toEqual([['default', 'denied']])

  await banner(page).getByRole('button', { name: 'Deny all' }).click()
  await expect(banner(page)).toBeHidden()
  expect(await readConsentCommands(page)).toEqual([
    ['default', 'denied'],
    ['update', 'denied'],
  ])
  const cookie = (await page.context().cookies()).find((item) => item.name === 'cookie-management')
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}')).categories).toEqual(['necessary'])

  await page.reload()
  await expect
    .poll(() => readConsentCommands(page))
    .toEqual([
      ['default', 'denied'],
      ['update', 'denied'],
    ])
  await expect(banner(page)).toBeHidden()
  expect(tagRequests).toEqual([])
})

test('accept all loads the tag with its id and grants analytics', async ({ page }) => {
  const tagRequests = await fakeAnalyticsTag(page)
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect.poll(() => tagRequests).toHaveLength(1)
  expect(new URL(tagRequests[0] ?? '').searchParams.get('id')).toBe('G-E2ETEST')
  expect(await readConsentCommands(page)).toEqual([
    ['default', 'denied'],
    ['update', 'granted'],
  ])
})

test('the choice is required, and #cookie-management opens the banner again', async ({ page }) => {
  await fakeAnalyticsTag(page)
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  // The page cannot be used before a choice: the banner has no close button.
  await expect(banner(page).getByRole('button', { name: /close/i })).toHaveCount(0)
  await banner(page).getByRole('button', { name: 'Deny all' }).click()
  await expect(banner(page)).toBeHidden()

  await page.goto('/units#cookie-management')
  const preferences = page.getByRole('dialog', { name: 'Cookie preferences' })
  await expect(preferences).toBeVisible()
  await preferences.getByRole('button', { name: 'Save my choice' }).click()
  await expect(preferences).toBeHidden()
  // The footer's link opens them again, as often as it is followed.
  for (let time = 0; time < 2; time += 1) {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click()
    await expect(preferences).toBeVisible()
    await preferences.getByRole('button', { name: 'Save my choice' }).click()
    await expect(preferences).toBeHidden()
  }
})

test('the banner moves nothing on the page (no layout shift)', async ({ page }) => {
  await fakeAnalyticsTag(page)
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  const total = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce(
      (sum, value) => sum + value,
      0,
    ),
  )
  expect(total).toBeLessThanOrEqual(0.02)
})
