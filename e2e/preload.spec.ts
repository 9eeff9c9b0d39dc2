import type { Page, Request } from '@playwright/test'
import { haveDeniedAnalytics, PLATFORM_BASE_URL } from './platform-server.ts'
import { expect, test } from './test.ts'

test.use({ baseURL: PLATFORM_BASE_URL })
test.beforeEach(({ page }) => haveDeniedAnalytics(page))

const START = Date.parse('2026-11-22T12:00:00Z')
const PAYLOAD_FILE = /\/payloads\/(?!index\.json)[\w-]+\.[0-9a-f]+\.json$/

function recordPayloadRequests(page: Page, event: 'request' | 'requestfinished' = 'request') {
  const urls: string[] = []
  const record = (request: Request) => {
    if (PAYLOAD_FILE.test(new URL(request.url()).pathname)) urls.push(request.url())
  }
  if (event === 'request') page.on('request', record)
  else page.on('requestfinished', record)
  return urls
}

// The limit of 5 preloads at once is proven on the queue itself (preload-queue.test.ts).
test('payloads wait for the 1000 ms timer, load once, and are reused by the navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 2400 }) // every page card in view
  const requested = recordPayloadRequests(page)
  const finished = recordPayloadRequests(page, 'requestfinished')
  // Time stands still in the page until the test moves it: the timer is measured exactly.
  await page.clock.install({ time: START })
  await page.clock.pauseAt(START + 60_000) // before any page exists: nothing is due yet
  await page.goto('/')

  await page.clock.fastForward(999)
  await page.evaluate(() => fetch('/healthz')) // a round trip: anything started has been sent
  expect(requested).toEqual([])

  await page.clock.fastForward(1)
  // Every page card is in view: the heroes, skills and catalog payloads of their pages are
  // preloaded, each once, however many pages read it.
  const payloadNames = () => requested.map((url) => /\/payloads\/([a-z-]+)\./.exec(url)?.[1])
  // Past the timer the page's clock may run on: the queue's later requests need its turns.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(50)
        return [...payloadNames()].sort()
      },
      { timeout: 15_000 },
    )
    .toEqual(['catalog', 'heroes', 'skills'])
  // A preload still downloading would be answered from the network after the listener below
  // starts: the navigation waits for all three to be in the cache.
  await expect.poll(() => finished.length, { timeout: 15_000 }).toBe(3)

  // A prefetched payload is reused from the cache: the page reads it, the network is not asked.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const fromNetwork: string[] = []
  cdp.on('Network.responseReceived', ({ response }) => {
    if (PAYLOAD_FILE.test(new URL(response.url).pathname) && !response.fromDiskCache) {
      fromNetwork.push(response.url)
    }
  })
  await page.getByRole('link', { name: /^Heroes Browse/ }).click()
  await expect(page).toHaveURL('/units')
  // The page's own read of the heroes payload, answered from the cache.
  await expect.poll(() => payloadNames().filter((name) => name === 'heroes')).toHaveLength(2)
  expect(fromNetwork).toEqual([])
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
