import { mkdir, rm, writeFile } from 'node:fs/promises'
import { carryPreviousAssets } from '../scripts/keep-previous-assets.ts'
import { REDEPLOYED } from './platform-server.ts'
import { expect, test, waitForAppOnLoads } from './test.ts'

// The default test server runs as production does without configuration.

test('without an analytics tag id there is no banner, no consent code and no tag', async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(new URL(request.url()).pathname))
  await page.goto('/')
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 200))),
  )
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(requests.filter((path) => /cookie-consent|gtag|test-analytics/.test(path))).toEqual([])
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false)
})

test('without a DSN no monitoring code is loaded', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  expect(scripts.filter((path) => /sentry|monitoring\.client/i.test(path))).toEqual([])
})

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36'
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1'

for (const { name, userAgent, content } of [
  {
    name: 'an iPhone may not zoom',
    userAgent: IPHONE,
    content: 'width=device-width, initial-scale=1, maximum-scale=1',
  },
  {
    name: 'an Android phone keeps zoom',
    userAgent: ANDROID,
    content: 'width=device-width, initial-scale=1',
  },
  { name: 'an iPad keeps zoom', userAgent: IPAD, content: 'width=device-width, initial-scale=1' },
]) {
  test(`viewport: ${name}`, async ({ browser }) => {
    const context = await browser.newContext({ userAgent })
    const page = waitForAppOnLoads(await context.newPage())
    await page.goto('/units')
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', content)
    await context.close()
  })
}

test('route rules: a path of the site redirects with the rule status', async ({ request }) => {
  const response = await request.get('/heroes', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe('/units')
})

test('route rules: an external redirect leaves the site', async ({ request }) => {
  const response = await request.get('/wiki', { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(new URL(response.headers().location ?? '').origin).toBe('https://feheroes.fandom.com')
})

test('route rules: named middleware marks machine answers noindex', async ({ request }) => {
  const response = await request.get('/payloads/index.json')
  expect(response.headers()['x-robots-tag']).toBe('noindex')
  const page = await request.get('/units')
  expect(page.headers()['x-robots-tag']).toBeUndefined()
})

test('the canonical URL follows the production origin', async ({ request }) => {
  const html = await (await request.get('/units')).text()
  expect(html).toContain('<link rel="canonical" href="https://hero-peeler.test/units"/>')
})

test('a chunk of a previous build is still served after a deploy', async ({ request }) => {
  // What the build does with the files of the build before it (scripts/keep-previous-assets.ts):
  // the Node host serves the archive; a Workers build carries it into its deploy's assets (here
  // those of the server the tests redeploy, e2e/platform-server.ts, which wrangler reloads).
  const name = 'previous-build-chunk-e2e.js'
  await mkdir('.previous-assets/assets', { recursive: true })
  await writeFile(`.previous-assets/assets/${name}`, 'export const previous = true\n')
  if (REDEPLOYED.previousAssetsDirectory !== null) {
    carryPreviousAssets({
      archiveDirectory: '.previous-assets',
      assetsDirectory: REDEPLOYED.previousAssetsDirectory,
    })
  }
  try {
    const url = `${REDEPLOYED.baseUrl}/assets/${name}`
    // A reload of wrangler dev on a busy machine takes seconds.
    await expect.poll(async () => (await request.get(url)).status(), { timeout: 30_000 }).toBe(200)
    const response = await request.get(url)
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(await response.text()).toContain('previous = true')
    expect((await request.get(`${REDEPLOYED.baseUrl}/assets/never-built-e2e.js`)).status()).toBe(
      404,
    )
  } finally {
    await rm(`.previous-assets/assets/${name}`, { force: true })
  }
})
