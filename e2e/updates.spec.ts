import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { haveDeniedAnalytics, PLATFORM_BASE_URL, REDEPLOYED } from './platform-server.ts'
import { expect, test, waitForHydration } from './test.ts'

test.use({ baseURL: PLATFORM_BASE_URL })
test.beforeEach(({ page }) => haveDeniedAnalytics(page))

/** The default interval of BUILD_CHECK_INTERVAL_MS: one hour. */
const BUILD_CHECK_INTERVAL = '01:00:00'

/** A mark that lives as long as the document: gone after a full page load. */
function markDocument(page: Page) {
  return page.evaluate(() => Object.assign(window, { documentMark: true }))
}
function hasDocumentMark(page: Page) {
  return page.evaluate(() => 'documentMark' in window)
}

/** The build id the platform server announces now. */
async function readAnnouncedBuild(request: APIRequestContext): Promise<string> {
  return (await (await request.get(`${REDEPLOYED.baseUrl}/builds/latest.json`)).json()).id
}

/** A reload of wrangler dev on a busy machine takes seconds. */
const RELOAD_TIMEOUT_MS = 30_000

/**
 * Announces the next build as deploy tooling would (e2e/platform-server.ts), and waits until the
 * server says it: the Node host reads its file at once, wrangler dev reloads the Workers host.
 */
async function announceNextBuild(request: APIRequestContext) {
  await mkdir(path.dirname(REDEPLOYED.buildManifestPath), { recursive: true })
  await writeFile(
    REDEPLOYED.buildManifestPath,
    JSON.stringify({ id: 'the-next-build', timestamp: 1 }),
  )
  await expect
    .poll(() => readAnnouncedBuild(request), { timeout: RELOAD_TIMEOUT_MS })
    .toBe('the-next-build')
}

function nextBuildCheck(page: Page) {
  return page.waitForResponse((response) => response.url().includes('/builds/latest.json?'))
}

test.describe('a new build', () => {
  // Both tests write the server's one builds manifest: never at the same time.
  test.describe.configure({ mode: 'serial' })
  test.use({ baseURL: REDEPLOYED.baseUrl })
  test.afterEach(async ({ request }) => {
    await rm(REDEPLOYED.buildManifestPath, { force: true })
    await expect
      .poll(() => readAnnouncedBuild(request), { timeout: RELOAD_TIMEOUT_MS })
      .not.toBe('the-next-build')
  })

  test('makes the next navigation a full page load', async ({ page, request }) => {
    await page.clock.install()
    await page.setViewportSize({ width: 1280, height: 2400 }) // the Heroes card, and its preload, in view
    // The first payload preload (1000 ms after start) shows the app's timers are set.
    const started = page.waitForRequest('**/payloads/index.json')
    await page.goto('/')
    await started
    // A jump of an hour would time out requests still running (the client's timeout).
    await page.waitForLoadState('networkidle')
    await markDocument(page)

    // The same build: a navigation stays in the document.
    let check = nextBuildCheck(page)
    await page.clock.fastForward(BUILD_CHECK_INTERVAL)
    const sameBuild = await (await check).json()
    await page.getByRole('link', { name: /^Binding Worlds/ }).click()
    await expect(page).toHaveURL('/events/binding-worlds')
    expect(await hasDocumentMark(page)).toBe(true)

    // The server now announces another build; the check asks with a timestamp query.
    await announceNextBuild(request)
    check = nextBuildCheck(page)
    await page.clock.fastForward(BUILD_CHECK_INTERVAL)
    const response = await check
    expect(new URL(response.url()).search).toMatch(/^\?\d+$/)
    expect((await response.json()).id).not.toBe(sameBuild.id)
    // Said on the page, with a reload; the next navigation loads a new document anyway.
    await expect(page.getByRole('status').filter({ hasText: 'A new version' })).toContainText(
      'A new version of Hero Peeler is out.',
    )

    const documentLoad = page.waitForRequest((request) => request.resourceType() === 'document')
    await page.getByRole('link', { name: 'Hero Peeler, home page' }).click()
    expect(new URL((await documentLoad).url()).pathname).toBe('/')
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Hero Peeler' })).toBeVisible()
    expect(await hasDocumentMark(page)).toBe(false)
  })

  test('makes a change of search parameters a full page load too', async ({ page, request }) => {
    await page.clock.install()
    await page.goto('/units')
    await page.waitForLoadState('networkidle')
    await markDocument(page)
    await announceNextBuild(request)
    const check = nextBuildCheck(page)
    await page.clock.fastForward(BUILD_CHECK_INTERVAL)
    await check
    // The answer read: a click right after the response could still come before it.
    await expect(page.getByRole('status').filter({ hasText: 'A new version' })).toBeVisible()
    // A sort is a search parameter: the page does not change, the document does.
    const documentLoad = page.waitForRequest((request) => request.resourceType() === 'document')
    await page.getByRole('button', { name: 'Sort by HP' }).click()
    expect(new URL((await documentLoad).url()).searchParams.get('sort')).toContain('hp')
    await expect(page).toHaveURL(/sort=hp/)
    expect(await hasDocumentMark(page)).toBe(false)
  })
})

test('a chunk that fails to load reloads the page once, never in a loop', async ({ page }) => {
  // The menu drawer's code is a lazily imported chunk; here it is gone from the server.
  await page.route(/\/assets\/site-menu-drawer-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'gone' }),
  )
  let loads = 0
  page.on('load', () => {
    loads += 1
  })
  await page.goto('/')
  expect(loads).toBe(1)

  await page.getByRole('button', { name: 'Open the menu' }).click()
  await expect.poll(() => loads).toBe(2)
  await waitForHydration(page)
  const guard = await page.evaluate(() => sessionStorage.getItem('hero-peeler:reload'))
  expect(JSON.parse(guard ?? '{}')).toMatchObject({ path: '/' })

  // Within the guard's 10 s the same failure shows the error page instead of reloading.
  await page.getByRole('button', { name: 'Open the menu' }).click()
  await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible()
  expect(loads).toBe(2)
})

// React Router reloads the current document by itself when a page's route module fails to
// import (decision 0009): that page's own modules are loaded, so the reload cannot repeat.
test('a page whose route module fails to load reloads the current page once, no loop', async ({
  page,
}) => {
  await page.route(/\/assets\/misc\.glossary-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'gone' }),
  )
  let loads = 0
  page.on('load', () => {
    loads += 1
  })
  await page.goto('/')
  await page.getByRole('button', { name: 'Open the menu' }).click()
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Glossary' })
    .click()
  await expect.poll(() => loads).toBe(2)
  await waitForHydration(page)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForTimeout(1500)
  expect(loads).toBe(2)
})
