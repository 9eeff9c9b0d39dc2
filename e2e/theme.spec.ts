import type { Browser, Page } from '@playwright/test'
import { expect, test, waitForAppOnLoads } from './test.ts'

const html = (page: Page) => page.locator('html')

/**
 * From now on, each load of `page` records the class on <html> at the moment <body> starts,
 * before anything can be painted: what the startup script made of the saved theme.
 */
async function recordClassAtFirstBody(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.body) return
      Object.assign(window, { classAtFirstBody: document.documentElement.className })
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
}

function readClassAtFirstBody(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { classAtFirstBody: string }).classAtFirstBody)
}
const themeButton = (page: Page) => page.getByRole('button', { name: /^Theme: / })

/** Clicks the theme button and waits for the save it sends. */
async function clickThemeButton(page: Page) {
  const save = nextThemeSave(page)
  await themeButton(page).click()
  return save
}

function nextThemeSave(page: Page) {
  return page.waitForRequest(
    (request) => request.url().endsWith('/api/update-theme') && request.method() === 'PUT',
  )
}

test('the default look is dark, in the page as the server draws it', async ({ request }) => {
  const page = await (await request.get('/')).text()
  expect(page).toMatch(/<html[^>]* class="dark"/)
})

test('the toggle cycles device, dark, light; each choice is saved and survives a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/units')
  await expect(html(page)).toHaveClass('dark')
  await expect(themeButton(page)).toHaveAccessibleName('Theme: Dark. Change to Light')

  let save = nextThemeSave(page)
  await themeButton(page).click()
  expect((await save).postDataJSON()).toEqual({ selected: 'light', applied: 'light' })
  await expect(html(page)).toHaveClass('light')

  save = nextThemeSave(page)
  await themeButton(page).click()
  // Device follows the browser, which prefers light here.
  expect((await save).postDataJSON()).toEqual({ selected: 'device', applied: 'light' })
  await expect(themeButton(page)).toHaveAccessibleName('Theme: Device. Change to Dark')
  await expect(html(page)).toHaveClass('light')

  save = nextThemeSave(page)
  await themeButton(page).click()
  expect((await save).postDataJSON()).toEqual({ selected: 'dark', applied: 'dark' })
  await expect(html(page)).toHaveClass('dark')

  save = nextThemeSave(page)
  await themeButton(page).click()
  await save
  // The saved theme is there before the first paint: no flash of the wrong one.
  await recordClassAtFirstBody(page)
  await page.reload()
  expect(await readClassAtFirstBody(page)).toBe('light')
  await expect(themeButton(page)).toHaveAccessibleName('Theme: Light. Change to Device')
})

/** A visitor whose saved theme is `clicks` steps on from dark (the default), in a context of its own. */
async function visitorWithTheme(browser: Browser, clicks: number) {
  const context = await browser.newContext({ colorScheme: 'light' })
  const page = waitForAppOnLoads(await context.newPage())
  await page.goto('/skills')
  for (let click = 0; click < clicks; click += 1) await clickThemeButton(page)
  // The theme cookie is the server's answer to the save.
  await expect
    .poll(async () => (await context.cookies()).some(({ name }) => name === 'hero-peeler-theme'))
    .toBe(clicks > 0)
  return { context, page }
}

test('two visitors with other themes get the same page, each painted in their own', async ({
  browser,
}) => {
  const light = await visitorWithTheme(browser, 1) // dark → light
  const device = await visitorWithTheme(browser, 2) // light → device, the browser is light
  const dark = await visitorWithTheme(browser, 0)
  const pages: string[] = []
  for (const visitor of [light, device, dark]) {
    // The page as the browser gets it, with the visitor's cookies (its request context).
    const response = await visitor.page.request.get('/units?sort=name', {
      headers: { Accept: 'text/html' },
    })
    expect(response.headers()['cache-control']).toContain('public')
    pages.push(await response.text())
    await recordClassAtFirstBody(visitor.page)
    await visitor.page.goto('/units?sort=name')
  }
  expect(pages[1]).toBe(pages[0])
  expect(pages[2]).toBe(pages[0])
  expect(await readClassAtFirstBody(light.page)).toBe('light')
  expect(await readClassAtFirstBody(device.page)).toBe('light')
  expect(await readClassAtFirstBody(dark.page)).toBe('dark')
  await expect(themeButton(device.page)).toHaveAccessibleName('Theme: Device. Change to Dark')
  await expect(themeButton(light.page)).toHaveAccessibleName('Theme: Light. Change to Device')
  for (const visitor of [light, device, dark]) await visitor.context.close()
})

test('with device selected, a change of the browser scheme is followed and saved', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  await clickThemeButton(page) // dark → light
  const deviceSave = nextThemeSave(page)
  await themeButton(page).click() // light → device, the browser is dark
  expect((await deviceSave).postDataJSON()).toEqual({ selected: 'device', applied: 'dark' })
  await expect(html(page)).toHaveClass('dark')

  const followSave = nextThemeSave(page)
  await page.emulateMedia({ colorScheme: 'light' })
  expect((await followSave).postDataJSON()).toEqual({ selected: 'device', applied: 'light' })
  await expect(html(page)).toHaveClass('light')
})

test('at startup the stored theme is applied without saving it again', async ({ page }) => {
  await page.goto('/')
  // The session keeps the theme once the server has answered (its cookie), not when asked.
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/update-theme') && response.request().method() === 'PUT',
  )
  await themeButton(page).click()
  await saved
  const saves: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/update-theme')) saves.push(request.method())
  })
  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(html(page)).toHaveClass('light')
  expect(saves).toEqual([])
})

test('device with a light browser paints light from the first frame', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light' })
  const page = waitForAppOnLoads(await context.newPage())
  await page.goto('/')
  await clickThemeButton(page) // dark → light
  await clickThemeButton(page) // light → device
  await recordClassAtFirstBody(page)
  await page.reload()
  expect(await readClassAtFirstBody(page)).toBe('light')
  await context.close()
})

test('a failed save shows the user nothing and is reported', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.route('**/api/update-theme', (route) => route.fulfill({ status: 500, body: 'down' }))
  await page.goto('/')
  await themeButton(page).click()
  await expect(html(page)).toHaveClass('light')
  await expect.poll(() => warnings.some((warning) => warning.includes('[monitoring]'))).toBe(true)
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test.describe('PUT /api/update-theme', () => {
  for (const { name, body, contentType, status, message } of [
    {
      name: 'not JSON',
      body: 'selected=dark',
      contentType: 'text/plain',
      status: 400,
      message: 'The body must be JSON.',
    },
    {
      name: 'unknown value',
      body: '{"selected":"pink","applied":"dark"}',
      contentType: 'application/json',
      status: 400,
      message: 'selected must be one of device, dark, light',
    },
    {
      // The host refuses it before the route reads it (decision 0066).
      name: 'too big',
      body: JSON.stringify({ selected: 'dark', applied: 'dark', padding: 'x'.repeat(5000) }),
      contentType: 'application/json',
      status: 413,
      message: 'The body must be at most 1024 bytes.',
    },
  ]) {
    test(`refuses a body that is ${name} with ${status} and keeps the session`, async ({
      page,
    }) => {
      await page.goto('/')
      const save = nextThemeSave(page)
      await themeButton(page).click()
      await save // the session now holds light
      const response = await page.request.put('/api/update-theme', {
        data: body,
        headers: { 'Content-Type': contentType },
      })
      expect(response.status()).toBe(status)
      expect(await response.json()).toEqual({ error: message })
      expect(
        response.headersArray().some((header) => header.name.toLowerCase() === 'set-cookie'),
      ).toBe(false)
      await page.reload()
      await expect(html(page)).toHaveClass('light')
    })
  }

  test('answers other methods with 405', async ({ request }) => {
    const response = await request.get('/api/update-theme')
    expect(response.status()).toBe(405)
  })
})
