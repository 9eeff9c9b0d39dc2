import { collectPageErrors } from './pages.ts'
import { expect, test } from './test.ts'

test('a path that matches no route is a non-fatal 404 inside the layout', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle('Page Not Found - Hero Peeler')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByText('Page not found: /no-such-page')).toBeVisible()
  // Non-fatal: the app bar and menu are still there, and the app still navigates.
  await page.getByRole('button', { name: 'Open the menu' }).click()
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Skills', exact: true })
    .click()
  await expect(page).toHaveURL('/skills')
  await expect(page.getByRole('heading', { level: 1, name: 'Skills' })).toBeVisible()
})

test('a client-side navigation to an unknown path shows the same 404', async ({ page }) => {
  const errors = collectPageErrors(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle') // hydrated: the router now handles history
  const documentRequests: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentRequests.push(request.url())
  })
  // A history entry the router picks up, as a mistyped in-app link would give.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/events/nothing-here')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page.getByText('Page not found: /events/nothing-here')).toBeVisible()
  await expect(page).toHaveTitle('Page Not Found - Hero Peeler')
  expect(documentRequests).toEqual([])
  // The browser logs the 404 of the page's data request; nothing else may fail.
  expect(errors.filter((error) => !error.includes('404'))).toEqual([])
})

test('a page whose address fails validation is a fatal 404', async ({ page }) => {
  const response = await page.goto('/units?name=%E0%A4%A')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle('Page Not Found - Hero Peeler')
  await expect(page.getByText('Page Not Found: /units')).toBeVisible()
  await expect(page.getByText('Error 404')).toBeVisible()
  // Fatal: the error page replaces the layout.
  await expect(page.getByRole('button', { name: 'Open the menu' })).toHaveCount(0)
})

test('a method no route takes is refused by the host, which says why (decision 0066)', async ({
  request,
}) => {
  // The generic error page of other fatal errors: app/features/errors/error-page.test.tsx.
  const response = await request.post('/units', {
    form: { anything: '1' },
    headers: { Accept: 'text/html' },
  })
  expect(response.status()).toBe(405)
  expect(response.headers().allow).toBe('GET, HEAD')
  expect(await response.text()).toBe('/units answers GET, HEAD only.')
})

test('a bot gets no error page: the status and one line, the error only logged (spec §8)', async ({
  request,
}) => {
  const bot = {
    'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  }
  const failed = await request.post('/units', { form: { anything: '1' }, headers: bot })
  expect(failed.status()).toBe(405)
  expect(await failed.json()).toEqual({ error: '/units answers GET, HEAD only.' })
  const missing = await request.get('/units?name=%E0%A4%A', { headers: bot })
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toBe('Page Not Found (404): /units.')
  // A person asking the same gets the page that explains it.
  expect(await (await request.get('/units?name=%E0%A4%A')).text()).toContain('Page Not Found')
  // A bot reading a page that works gets the page.
  expect(await (await request.get('/units', { headers: bot })).text()).toContain('<h1')
})
