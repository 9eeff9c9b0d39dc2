import { expect, test } from './test.ts'

test('the server draws the chart; pointing at it brings the live chart; the operator changes it', async ({
  page,
}) => {
  const chartRequests: string[] = []
  page.on('request', (request) => {
    if (/echarts/i.test(request.url()) && request.resourceType() === 'script')
      chartRequests.push(request.url())
  })
  await page.goto('/misc/stats-evolution')
  const chart = page.getByRole('img', {
    name: 'Average — BST by move type — heroes released that month',
  })
  const picture = chart.locator('img')
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
  expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /\/api\/stats-evolution-chart\?scheme=dark&width=\d+$/,
  )
  const overlay = page.getByRole('status', { name: 'Updating the chart' })
  await expect(overlay).toBeHidden()
  // The page loads no chart code until a player reaches for the chart.
  expect(chartRequests).toEqual([])

  await chart.hover()
  await expect(chart.locator('canvas')).toBeVisible({ timeout: 15_000 })
  await expect(picture).toBeHidden()
  expect(chartRequests.length).toBeGreaterThan(0)
  const summaryBefore = await page.getByRole('region', { name: 'Summary' }).textContent()

  const overlayShown = overlay.waitFor({ state: 'visible' })
  await page.getByRole('combobox', { name: 'Operator' }).selectOption('max')
  await overlayShown
  await expect(overlay).toBeHidden()
  await expect(page).toHaveURL('/misc/stats-evolution?operator=max')
  await expect(
    page.getByRole('img', { name: 'Maximum — BST by move type — heroes released that month' }),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Summary' })).not.toHaveText(summaryBefore ?? '')

  await page.goBack()
  await expect(page.getByRole('combobox', { name: 'Operator' })).toHaveValue('average')
})

test('the picture follows the controls and the theme', async ({ page }) => {
  await page.goto('/misc/stats-evolution?scope=upToMonth')
  const picture = page.locator('picture img')
  const source = () => picture.evaluate((image: HTMLImageElement) => image.currentSrc)
  await expect.poll(source).toMatch(/\?scope=upToMonth&scheme=dark&width=\d+$/)

  await page.getByRole('combobox', { name: 'Chart', exact: true }).selectOption('spd')
  await expect.poll(source).toMatch(/\?chart=spd&scope=upToMonth&scheme=dark&width=\d+$/)
  await expect(page.getByRole('status', { name: 'Updating the chart' })).toBeHidden()

  // Dark (the default) → light.
  await page.getByRole('button', { name: /^Theme: / }).click()
  await expect(page.locator('html')).toHaveClass('light')
  await expect.poll(source).toMatch(/&scheme=light&/)
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
})

test('a picture request with a wrong value gets 400 and says which', async ({ request }) => {
  const good = await request.get('/api/stats-evolution-chart?chart=hp&scheme=light&width=368')
  expect(good.status()).toBe(200)
  expect(good.headers()['content-type']).toBe('image/svg+xml; charset=utf-8')
  expect(await good.text()).toMatch(/^<svg [^>]*viewBox="0 0 368 340"/)
  const again = await request.get('/api/stats-evolution-chart?chart=hp&scheme=light&width=368', {
    headers: { 'If-None-Match': good.headers().etag ?? '' },
  })
  expect(again.status()).toBe(304)

  for (const [query, error] of [
    ['scheme=dark&width=100', /^width must be one of 288, 368/],
    ['scheme=blue&width=368', /^scheme must be dark or light$/],
    ['chart=mp&scheme=dark&width=368', /^chart must be one of baseStatTotal/],
  ] as const) {
    const response = await request.get(`/api/stats-evolution-chart?${query}`)
    expect(response.status()).toBe(400)
    expect((await response.json()).error).toMatch(error)
  }
})

test('the controls come from the URL; the data shows as a table and downloads', async ({
  page,
}) => {
  await page.goto('/misc/stats-evolution?chart=stats-cavalry&operator=median&scope=upToMonth')
  await expect(page.getByRole('combobox', { name: 'Chart', exact: true })).toHaveValue(
    'stats-cavalry',
  )
  await expect(page.getByRole('combobox', { name: 'Consider heroes' })).toHaveValue('upToMonth')
  // Fixture: cavalry up to 2017-02 are Abel (HP 39) and Elise (HP 35): median 37.
  await page.getByRole('button', { name: 'Show the data as a table' }).click()
  const row = page.getByRole('row', { name: /^2017-02/ })
  await expect(row.getByRole('cell').first()).toHaveText('37')
  const csvDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  const csv = await csvDownload
  expect(csv.suggestedFilename()).toBe('stats-evolution-stats-cavalry-median-upToMonth.csv')
  const pngDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PNG' }).click()
  expect((await pngDownload).suggestedFilename()).toMatch(/\.png$/)
})

test('no other page loads the chart code', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.goto('/misc/glossary')
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((url) => url.includes('echarts'))).toEqual([])
})
