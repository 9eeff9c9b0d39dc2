import { expect, test } from '@playwright/test'

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
