import { collectPageErrors, E2E_ORIGIN, PAGES } from './pages.ts'
import { expect, test } from './test.ts'

for (const { path, title, layout } of PAGES) {
  test(`${path} renders its page in the ${layout} layout`, async ({ page }) => {
    const errors = collectPageErrors(page)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(`${title} - Hero Peeler`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${E2E_ORIGIN}${path}`,
    )
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Hero Peeler, home page' }),
    ).toBeVisible()
    if (layout !== 'default') {
      const panel = layout === 'unit filters' ? 'Hero filters' : 'Skill filters'
      await expect(page.getByRole('complementary', { name: panel })).toBeVisible()
    }
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })
}

test('the filter panel is a drawer below md', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/units')
  await expect(page.getByRole('complementary', { name: 'Hero filters' })).toBeHidden()
  await page.getByRole('button', { name: 'Filters' }).click()
  await expect(page.getByRole('dialog', { name: 'Hero filters' })).toBeVisible()
  await page.getByRole('button', { name: 'Close the filters' }).click()
  await expect(page.getByRole('dialog', { name: 'Hero filters' })).toBeHidden()
})

test('no page scrolls sideways on a 320 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  for (const { path } of PAGES) {
    // After the page's data has arrived: the widest parts (tables, grids) are drawn from it.
    await page.goto(path, { waitUntil: 'networkidle' })
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
})

test('the server sends security headers and compresses pages', async ({ request }) => {
  const response = await request.get('/units', { headers: { 'Accept-Encoding': 'gzip' } })
  const headers = response.headers()
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  // Inline scripts by hash (decision 0068).
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['content-encoding']).toBe('gzip')
  const health = await request.get('/healthz')
  expect(await health.json()).toEqual({ status: 'ok' })
})

test('the page arrives drawn and styled, then its code makes it work', async ({
  page,
  request,
}) => {
  // React Router's own document: the site's styles are in <head> (decision 0048), the modules
  // announced there; no stylesheet to wait for.
  const html = await (await request.get('/units')).text()
  const head = html.slice(0, html.indexOf('</head>'))
  expect(head).toMatch(/<style data-precedence="site" data-href="site">:root\{--font-family:/)
  expect(head).not.toContain('rel="stylesheet"')
  expect(head).toMatch(/rel="modulepreload" href="\/assets\/[^"]+\.js"/)
  // The rows and their count are drawn by the server (the fixture's 31 heroes).
  expect(html).toMatch(/31 of 31 heroes/)
  await page.goto('/units')
  const count = page.getByRole('status').filter({ hasText: 'heroes' })
  const everyHero = await count.textContent()
  await page.getByLabel('Hero name').fill('abel')
  await expect(count).toHaveText(/^[1-9] of [\d,]+ heroes$/)
  await expect(count).not.toHaveText(everyHero ?? '')
})

test('hashed assets are cached for a year', async ({ page, request }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle') // the app's modules are preloaded after the first paint
  const script = await page.locator('link[rel="modulepreload"]').first().getAttribute('href')
  const response = await request.get(script ?? '')
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('robots.txt and sitemap.xml answer for crawlers', async ({ request }) => {
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  expect(robots.headers()['content-type']).toContain('text/plain')
  expect(await robots.text()).toContain('Sitemap: https://hero-peeler.test/sitemap.xml')
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  expect(sitemap.headers()['content-type']).toContain('application/xml')
  const xml = await sitemap.text()
  expect(xml).toContain('<loc>https://hero-peeler.test/skills-fodders</loc>')
  expect(xml).toContain('<loc>https://hero-peeler.test/barracks</loc>')
  expect(xml.match(/<url>/g)).toHaveLength(17)
})
