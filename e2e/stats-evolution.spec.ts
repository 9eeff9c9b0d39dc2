import { expect, test } from './test.ts'

test('switching the operator shows the overlay, changes the chart and the URL', async ({
  page,
}) => {
  const chartRequests: string[] = []
  page.on('request', (request) => {
    if (/echarts|chart/i.test(request.url()) && request.resourceType() === 'script')
      chartRequests.push(request.url())
  })
  await page.goto('/misc/stats-evolution')
  const chart = page.getByRole('img', {
    name: 'Average — BST by move type — heroes released that month',
  })
  // The chart's code (ECharts, its own chunk) loads with the page's first chart.
  await expect(chart.locator('canvas')).toBeVisible({ timeout: 15_000 })
  const overlay = page.getByRole('status', { name: 'Updating the chart' })
  await expect(overlay).toBeHidden()
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
  expect(chartRequests.length).toBeGreaterThan(0)

  await page.goBack()
  await expect(page.getByRole('combobox', { name: 'Operator' })).toHaveValue('average')
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
