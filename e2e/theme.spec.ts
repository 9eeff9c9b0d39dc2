import type { Page } from '@playwright/test'
import { expect, test, waitForAppOnLoads } from './test.ts'

const html = (page: Page) => page.locator('html')
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

test('the default look is dark, rendered by the server', async ({ request }) => {
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
  // The server renders the saved theme: no flash of the wrong one.
  const response = await page.reload()
  expect(await response?.text()).toMatch(/<html[^>]* class="light"/)
  await expect(themeButton(page)).toHaveAccessibleName('Theme: Light. Change to Device')
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
  // The class on <html> at the moment <body> starts, before anything can be painted.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.body) return
      Object.assign(window, { classAtFirstBody: document.documentElement.className })
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
  await page.reload()
  expect(
    await page.evaluate(() => (window as unknown as { classAtFirstBody: string }).classAtFirstBody),
  ).toBe('light')
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
      const reloaded = await page.reload()
      expect(await reloaded?.text()).toMatch(/<html[^>]* class="light"/)
    })
  }

  test('answers other methods with 405', async ({ request }) => {
    const response = await request.get('/api/update-theme')
    expect(response.status()).toBe(405)
  })
})
