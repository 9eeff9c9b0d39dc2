import { E2E_HOST } from './hosts.ts'
import { expect, test } from './test.ts'

test('the home page gives the date and size of the data and its newest heroes and skills', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByText('Data as of 2026-08-01: 31 heroes, 120 skills.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Newest heroes' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Newest skills' })).toBeVisible()
  await expect(page.getByText('Fire Emblem Heroes wiki on Fandom')).toBeVisible()
})

test('hostile text in the data is shown as text, never run', async ({ page }) => {
  let dialogs = 0
  page.on('dialog', async (dialog) => {
    dialogs += 1
    await dialog.dismiss()
  })
  await page.goto('/')
  await expect(page.getByText('<img src=x onerror=alert(1)>: Script Kiddie')).toBeVisible()
  await expect(page.locator('main img[src="x"]')).toHaveCount(0)
  expect(dialogs).toBe(0)
})

test('without synced data every page says so and gives the command', async ({ page }) => {
  for (const path of ['/', '/units', '/events/hall-of-forms']) {
    await page.goto(path)
    await expect(page.getByText('Sample data')).toBeVisible()
    await expect(page.getByText('npm run data:sync -- --from ../shared/feh-data')).toBeVisible()
  }
})

test('payloads are served by content hash with an ETag and long caching', async ({ request }) => {
  const index = await request.get('/payloads/index.json')
  expect(index.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
  const urls = (await index.json()) as Record<string, string>
  expect(urls.heroes).toMatch(/^\/payloads\/heroes\.[0-9a-f]{16}\.json$/)

  const heroes = await request.get(urls.heroes ?? '')
  expect(heroes.status()).toBe(200)
  expect(heroes.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  // The Node host compresses each payload once with brotli at start (payload-encoding.server.ts),
  // not per request; on Workers the assets layer serves them and the front compresses them as
  // it does every static file (Cloudflare with brotli, wrangler dev with gzip).
  expect(heroes.headers()['content-encoding']).toMatch(E2E_HOST === 'node' ? /^br$/ : /^(br|gzip)$/)
  const etag = heroes.headers().etag ?? ''
  // The payload's hash from the Node host; the assets layer's own hash of the file on Workers.
  expect(etag).toMatch(E2E_HOST === 'node' ? /^(W\/)?"[0-9a-f]{16}"$/ : /^(W\/)?"[0-9a-f]{32}"$/)
  const again = await request.get(urls.heroes ?? '', { headers: { 'If-None-Match': etag } })
  expect(again.status()).toBe(304)

  const missing = await request.get('/payloads/heroes.0000000000000000.json')
  expect(missing.status()).toBe(404)
})
