import { expect, type Page, test } from '@playwright/test'
import { haveDeniedAnalytics, PLATFORM_BASE_URL, waitForHydration } from './platform-server.ts'

test.use({ baseURL: PLATFORM_BASE_URL })
test.beforeEach(({ page }) => haveDeniedAnalytics(page))

const START = Date.parse('2026-11-22T12:00:00Z')
const PAYLOAD_FILE = /\/payloads\/(?!index\.json)[\w-]+\.[0-9a-f]+\.json$/

function recordPayloadRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (PAYLOAD_FILE.test(new URL(request.url()).pathname)) urls.push(request.url())
  })
  return urls
}

test('payloads wait for the 1000 ms timer, then load at most 5 at a time, each once', async ({
  page,
}) => {
  // Tall enough for every page card of the home page to be in view: each prefetches.
  await page.setViewportSize({ width: 1280, height: 2400 })
  let inFlight = 0
  let mostInFlight = 0
  await page.route(PAYLOAD_FILE, async (route) => {
    inFlight += 1
    mostInFlight = Math.max(mostInFlight, inFlight)
    const response = await route.fetch()
    // Held a moment, so that requests overlap whatever the machine's speed.
    await new Promise((resolve) => setTimeout(resolve, 300))
    inFlight -= 1
    await route.fulfill({ response })
  })
  const requested = recordPayloadRequests(page)
  // Time stands still in the page until the test moves it: the timer is measured exactly.
  await page.clock.install({ time: START })
  await page.clock.pauseAt(START + 60_000) // before any page exists: nothing is due yet
  await page.goto('/')
  await waitForHydration(page)

  await page.clock.fastForward(999)
  await page.evaluate(() => fetch('/healthz')) // a round trip: anything started has been sent
  expect(requested).toEqual([])

  await page.clock.fastForward(1)
  // The home page's payloads and those of its nine other payload files' pages.
  await expect.poll(() => new Set(requested).size).toBe(9)
  expect(mostInFlight).toBe(5)
  expect(requested).toHaveLength(9) // heroes appear on most pages, and were fetched once

  // A prefetched payload is reused from the cache: a navigation asks for nothing again.
  await page.getByRole('link', { name: /^Heroes Browse/ }).click()
  await expect(page).toHaveURL('/units')
  await page.evaluate(() => fetch('/healthz'))
  expect(requested).toHaveLength(9)
})

for (const { name, emulate } of [
  {
    name: 'a slow-2g connection',
    emulate: (cdp: import('@playwright/test').CDPSession) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 2100,
        downloadThroughput: 6250,
        uploadThroughput: 6250,
      }),
  },
  {
    name: 'Save-Data',
    emulate: (cdp: import('@playwright/test').CDPSession) =>
      cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true }),
  },
]) {
  test(`nothing is preloaded on ${name}`, async ({ page }) => {
    const requested = recordPayloadRequests(page)
    await page.clock.install({ time: START })
    await page.clock.pauseAt(START + 60_000) // the timer waits for the emulation below
    await page.goto('/')
    await waitForHydration(page)
    const cdp = await page.context().newCDPSession(page)
    await emulate(cdp)
    expect(
      await page.evaluate(() => {
        const connection = (
          navigator as Navigator & { connection: { effectiveType: string; saveData: boolean } }
        ).connection
        return connection.effectiveType === 'slow-2g' || connection.saveData
      }),
    ).toBe(true)

    await page.clock.fastForward(1000)
    await page.getByRole('link', { name: /^Skills Browse/ }).hover()
    await page.getByRole('link', { name: /^Skill trees/ }).focus()
    await page.evaluate(() => fetch('/healthz'))
    expect(requested).toEqual([])
  })
}
