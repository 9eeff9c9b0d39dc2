import { expect, test } from './test.ts'

test('GET /_i18n/en/messages.json answers the English messages, cacheable for 24 hours', async ({
  request,
}) => {
  const response = await request.get('/_i18n/en/messages.json')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('public, max-age=86400')
  const body = await response.json()
  expect(Object.keys(body)).toEqual(['en'])
  expect(body.en.home.title.units).toBe('Heroes')
})

test('an unknown locale has no messages', async ({ request }) => {
  const response = await request.get('/_i18n/xx/messages.json')
  expect(response.status()).toBe(404)
})

test('the first visit detects the locale and remembers it in the cookie', async ({
  page,
  context,
}) => {
  const response = await page.goto('/skills')
  expect(await response?.headerValue('set-cookie')).toContain(
    'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax',
  )
  const cookie = (await context.cookies()).find((entry) => entry.name === 'i18n_redirected')
  expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' })
  // Known from then on: not set again.
  const again = await page.reload()
  expect((await again?.headerValue('set-cookie')) ?? '').not.toContain('i18n_redirected')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
})

test('a page carries only its message sections; the next page loads the rest once', async ({
  page,
}) => {
  const messageRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/_i18n/')) messageRequests.push(request.url())
  })
  const response = await page.goto('/skills-fodders')
  const html = (await response?.text()) ?? ''
  // The frame's texts are in the page; the heroes table's are not.
  expect(html).toContain('Open the menu')
  expect(html).not.toContain('No hero matches these filters.')

  await page.getByRole('button', { name: 'Open the menu' }).click()
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Heroes', exact: true })
    .click()
  await expect(page).toHaveURL('/units')
  await expect(page.getByText(/ of \d+ heroes/).first()).toBeVisible()
  await page.getByRole('button', { name: 'Open the menu' }).click()
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Skills', exact: true })
    .click()
  await expect(page).toHaveURL('/skills')
  await expect(page.getByRole('heading', { level: 1, name: 'Skills' })).toBeVisible()
  expect(messageRequests).toEqual([expect.stringContaining('/_i18n/en/messages.json')])
})
