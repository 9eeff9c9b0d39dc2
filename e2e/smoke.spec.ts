import type { APIRequestContext } from '@playwright/test'
import { collectPageErrors } from './pages.ts'
import { expect, test } from './test.ts'

// The same app on either host (decision 0063): the Node suite runs this file with the others,
// playwright.worker.config.ts runs it against the Workers build on workerd. The hand-written
// fixture (31 heroes, 120 skills) is served by both; scripts/sync-and-check.ts runs it on a
// Workers build of freshly synced data, so the counts come from the data served (/status).

/** The counts of the dataset served, as the pages print them ("1,409"). */
async function readCounts(request: APIRequestContext) {
  const response = await request.get('/status', { headers: { Accept: 'application/json' } })
  const { data } = (await response.json()) as {
    data: { counts: { heroes: number; skills: number } }
  }
  const format = (count: number) => count.toLocaleString('en-US')
  return { heroes: format(data.counts.heroes), skills: format(data.counts.skills) }
}

test('the home page searches the heroes from its payload', async ({ page }) => {
  const errors = collectPageErrors(page)
  await page.goto('/')
  const box = page.getByRole('combobox', { name: 'Search heroes and skills' })
  await box.fill('alfador')
  await expect(page.getByRole('option', { name: 'M!Alfaðör [Celestial King], hero' })).toBeVisible()
  expect(errors).toEqual([])
})

test('/units lists every hero of the dataset', async ({ page, request }) => {
  const errors = collectPageErrors(page)
  const { heroes } = await readCounts(request)
  await page.goto('/units')
  await expect(page.getByRole('status').filter({ hasText: 'heroes' })).toHaveText(
    `${heroes} of ${heroes} heroes`,
  )
  await expect(page.getByRole('link', { name: /^Abel/ })).toBeVisible()
  expect(errors).toEqual([])
})

test('/skills lists every skill of the dataset', async ({ page, request }) => {
  const errors = collectPageErrors(page)
  const { skills } = await readCounts(request)
  await page.goto('/skills')
  await expect(page.getByRole('status')).toHaveText(`${skills} skills`)
  await expect(
    page.getByRole('table', { name: 'Skills' }).locator('tbody th').first(),
  ).toBeVisible()
  expect(errors).toEqual([])
})

test("a hero's detail answers from /api/heroes/:key, by slug or by id", async ({ request }) => {
  for (const key of ['abel-the-panther', encodeURIComponent('PID_アベル')]) {
    const response = await request.get(`/api/heroes/${key}`)
    expect(response.status()).toBe(200)
    const body = (await response.json()) as { hero: { fullName: string; slug: string } }
    expect(body.hero).toMatchObject({ fullName: 'Abel: The Panther', slug: 'abel-the-panther' })
  }
  expect((await request.get('/api/heroes/nobody')).status()).toBe(404)
})

test('a payload is served under its hashed name, cached for good', async ({ request }) => {
  const index = (await (await request.get('/payloads/index.json')).json()) as Record<string, string>
  expect(index.heroes).toMatch(/^\/payloads\/heroes\.[0-9a-f]{16}\.json$/)
  const response = await request.get(index.heroes ?? '')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toContain('immutable')
  const { heroes } = await readCounts(request)
  expect(((await response.json()) as { count: number }).count.toLocaleString('en-US')).toBe(heroes)
})

test("a page's hashed scripts are cached for good", async ({ request }) => {
  const html = await (await request.get('/units')).text()
  const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0]
  expect(script).toBeDefined()
  const response = await request.get(script ?? '')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test("the host's own answers and a page's security headers", async ({ request }) => {
  expect(await (await request.get('/healthz')).json()).toEqual({ status: 'ok' })
  const latest = (await (await request.get('/builds/latest.json')).json()) as { id: string }
  expect(latest.id).not.toBe('')
  const page = await request.get('/skills')
  // Scripts from here and inline ones by hash only, no nonce: the page is the same for
  // everyone and any cache may keep it (decision 0068).
  const policy = page.headers()['content-security-policy'] ?? ''
  const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src '))
  expect(scripts).toMatch(/^script-src 'self'( 'sha256-[\w+/=]+')+$/)
  expect(page.headers()['x-frame-options']).toBe('DENY')
})
