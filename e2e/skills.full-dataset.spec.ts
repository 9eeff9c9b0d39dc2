import type { Page } from '@playwright/test'
import { startFullDatasetServer } from './full-dataset-server.ts'
import { expect, test } from './test.ts'

// The skills checks of issue 5 on the real data (HERO_PEELER_DATA=../shared/feh-data).
const ORIGIN = startFullDatasetServer({ name: 'full-dataset', portOffset: 50 })

const table = (page: Page) => page.getByRole('table', { name: 'Skills' })

async function open(page: Page, url: string) {
  await page.goto(ORIGIN + url)
  await page.waitForLoadState('networkidle')
}

test('"distant counter" lists it with SP 300, and its detail view lists its owners', async ({
  page,
}) => {
  await open(page, '/skills?name=distant+counter&cols=sp,owners')
  const row = table(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('link', { name: 'Distant Counter', exact: true }) })
  await expect(row).toContainText('300')
  await row.getByRole('link', { name: 'Distant Counter' }).click()
  const dialog = page.getByRole('dialog', { name: 'Distant Counter' })
  await expect(dialog.getByText('SP 300', { exact: true }).first()).toBeVisible()
  await expect(dialog.getByRole('heading', { name: /^Owners \(\d+\)$/ })).toBeVisible()
  expect(await dialog.locator('a[href*="unit="]').count()).toBeGreaterThan(5)
})

test('the description search finds skills by effect text ("Null Follow-Up")', async ({ page }) => {
  await open(page, '/skills?desc=null+follow-up&cols=description')
  await expect(page.getByRole('status')).toHaveText(/^\d+ skills$/)
  const count = Number((await page.getByRole('status').textContent())?.split(' ')[0])
  expect(count).toBeGreaterThan(20)
  await expect(table(page).locator('tbody tr').first()).toContainText(/Null Follow-Up/i)
})

test('who can inherit, dagger cavalry: no melee-only or infantry-only skill', async ({ page }) => {
  await open(page, '/skills?moves=cavalry&inherit=dagger&name=distant+counter')
  await expect(page.getByText('No skill matches these filters.')).toBeVisible()
  await open(page, '/skills?moves=cavalry&inherit=dagger&name=swift+sparrow')
  await expect(
    table(page)
      .getByRole('link', { name: /^Swift Sparrow/ })
      .first(),
  ).toBeVisible()
})

test('sorting by SP (highest first) then name gives ordered first rows', async ({ page }) => {
  await open(page, '/skills?sort=-sp,name&size=10&cols=sp')
  const rows = table(page).locator('tbody tr')
  await expect(rows).toHaveCount(10)
  const cells = await rows.evaluateAll((elements) =>
    elements.map((row) => ({
      name: row.querySelector('th')?.textContent ?? '',
      sp: Number(row.querySelectorAll('td')[1]?.textContent),
    })),
  )
  for (const [index, cell] of cells.entries()) {
    const previous = cells[index - 1]
    if (!previous) continue
    expect(previous.sp).toBeGreaterThanOrEqual(cell.sp)
  }
  expect(cells[0]?.sp).toBeGreaterThanOrEqual(500)
})

test('the detail view links to the downgrades and says where they can be had', async ({ page }) => {
  await open(page, '/skills?name=%5Edeath+blow+4%24&nameRe=1')
  await table(page).getByRole('link', { name: 'Death Blow 4' }).click()
  const dialog = page.getByRole('dialog', { name: 'Death Blow 4' })
  // Death Blow 3 comes with 3–4★ heroes of the generic pool: pre-inheritance says so.
  await expect(dialog.getByRole('region', { name: 'Pre-inheritance' })).toContainText('3–4★')
  await dialog.getByRole('link', { name: 'Death Blow 3' }).click()
  await expect(page.getByRole('dialog', { name: 'Death Blow 3' })).toBeVisible()
})

test('measure: a keystroke in the name search, to the next paint (median of 20)', async ({
  page,
}) => {
  await open(page, '/skills')
  const box = page.getByRole('searchbox', { name: 'Skill name' })
  await box.fill('dis')
  const samples: number[] = []
  for (const letter of 'tant counter distant'.slice(0, 20)) {
    const elapsed = await page.evaluate(async (key) => {
      const input = document.querySelector<HTMLInputElement>('input[type="search"]')
      if (!input) return -1
      const started = performance.now()
      input.focus()
      document.execCommand('insertText', false, key)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
      return performance.now() - started
    }, letter)
    samples.push(elapsed)
  }
  samples.sort((a, b) => a - b)
  // A measurement for the report, not an assertion (style §10: no timing assertions).
  console.log(
    `name search keystroke to paint, median of ${samples.length}: ${samples[10]?.toFixed(1)} ms`,
  )
})
