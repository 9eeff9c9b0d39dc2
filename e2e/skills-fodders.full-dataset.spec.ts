import type { Page } from '@playwright/test'
import { startFullDatasetServer } from './full-dataset-server.ts'
import { expect, test } from './test.ts'

// The peeler checks of issue 6 on the real data (HERO_PEELER_DATA=../shared/feh-data).
const ORIGIN = startFullDatasetServer({ name: 'full-dataset-peeler', portOffset: 51 })

const card = (page: Page, skill: string) => page.getByRole('region', { name: skill })
const donors = (page: Page, skill: string) =>
  card(page, skill).getByRole('table', { name: skill }).getByTestId('donor')

async function open(page: Page, url: string) {
  await page.goto(ORIGIN + url)
  await page.waitForLoadState('networkidle')
}

test('"Distant Counter": holders cheapest first, a promoted one after the 4★ holders', async ({
  page,
}) => {
  await open(page, '/skills-fodders?name=Distant+Counter')
  await expect(donors(page, 'Distant Counter').first()).toBeVisible()
  const rows = await donors(page, 'Distant Counter').allTextContents()
  const promoted = rows.findIndex((row) => row.includes('Promote to 5★'))
  expect(promoted).toBeGreaterThan(0)
  const before = rows.slice(0, promoted)
  expect(before.every((row) => !row.includes('Has it at 5★'))).toBe(true)
  expect(before.some((row) => row.includes('Has it at 4★'))).toBe(true)
  // The page says how it orders them.
  await page.getByText('How holders are ordered').click()
  await expect(page.getByText(/must be promoted first/)).toBeVisible()
})

test('"Atk/Spd Form 3": per-tier paths with their slots, and each lower tier', async ({ page }) => {
  await open(page, '/skills-fodders?name=Atk%2FSpd+Form+3')
  const paths = card(page, 'Atk/Spd Form 3').getByRole('listitem')
  await expect(paths.first()).toHaveText(/^One donor: Atk\/Spd Form 3 from .+3 slots/)
  await expect(
    paths
      .filter({
        hasText: /^2 donors: Atk\/Spd Form [12] from .+slots?\).*, then Atk\/Spd Form 3 from/,
      })
      .first(),
  ).toBeVisible()
  await expect(
    card(page, 'Atk/Spd Form 3').getByRole('heading', { name: /^Atk\/Spd Form 2: \d+ holders/ }),
  ).toBeVisible()
  await expect(
    card(page, 'Atk/Spd Form 3').getByRole('heading', { name: /^Atk\/Spd Form 1: \d+ holders/ }),
  ).toBeVisible()
})

test('a target who cannot inherit the skill rules it out with the reason', async ({ page }) => {
  await open(page, '/skills-fodders?name=Distant+Counter')
  const target = page.getByRole('combobox', { name: 'Hero who inherits (optional)' })
  await target.click()
  await target.fill('pious mage')
  await page.getByRole('option', { name: 'Nino: Pious Mage' }).click()
  await expect(card(page, 'Distant Counter').getByTestId('ruled-out')).toHaveText(
    'Ruled out: Nino: Pious Mage cannot inherit it, Green tome users cannot use it.',
  )
  await expect(card(page, 'Distant Counter').getByText('Ways to inherit it')).toHaveCount(0)
})

test('the inverse view of a 4★ generic hero lists its skills', async ({ page }) => {
  await open(page, '/skills-fodders?peel=PID_バーツ')
  await expect(page.getByRole('heading', { name: 'What Barst: The Hatchet gives' })).toBeVisible()
  const rows = page.getByTestId('given-skill')
  // The heading comes with the hero; its skills' rows follow once they are computed.
  await expect.poll(() => rows.count()).toBeGreaterThan(3)
  await expect(rows.filter({ hasText: 'Easy to get' }).first()).toBeVisible()
})

test('links open the skill and hero views', async ({ page }) => {
  await open(page, '/skills-fodders?name=Distant+Counter')
  await card(page, 'Distant Counter')
    .getByRole('link', { name: 'Distant Counter', exact: true })
    .click()
  await expect(page.getByRole('dialog', { name: 'Distant Counter' })).toBeVisible()
  await page.goBack()
  const first = donors(page, 'Distant Counter').first().getByRole('link')
  const name = (await first.textContent()) ?? ''
  await first.click()
  await expect(page).toHaveURL(/unit=[a-z0-9-]+$/)
  await expect(
    page
      .getByRole('dialog')
      .getByText(name.split(':')[0] ?? '')
      .first(),
  ).toBeVisible()
})

test('the Fodder tab of a 5★-locked hero marks a special and an assist found cheaper', async ({
  page,
}) => {
  // Leo: Dark Sprout, a 5★ Special Hero with Blazing Thunder and Reposition.
  await open(page, '/skills-fodders?unit=leo-dark-sprout')
  const dialog = page.getByRole('dialog', { name: /Leo: Dark Sprout/ })
  await dialog.getByRole('tab', { name: 'Fodder', exact: true }).click()
  await expect(dialog.getByText(/This hero is 5★-locked/)).toBeVisible()
  for (const skill of ['Blazing Thunder', 'Reposition']) {
    const row = dialog.getByTestId('fodder-skill').filter({ hasText: skill })
    await expect(row).toContainText('Not 5★-locked')
    await expect(row).toContainText('1*')
  }
})

test('with "My barracks" on, an owned holder of Distant Counter is listed', async ({ page }) => {
  // Hector: General of Ostia has Distant Counter at 5★: a 5★ copy, added from his view.
  await open(page, '/skills-fodders?name=Distant+Counter&unit=hector-general-of-ostia')
  const dialog = page.getByRole('dialog', { name: 'Hector: General of Ostia' })
  await dialog.getByRole('button', { name: 'Add to barracks' }).click()
  await expect(dialog.getByRole('status')).toContainText('Added Hector: General of Ostia 5★')
  await dialog.getByRole('button', { name: 'Close' }).click()
  const barracksSwitch = page.getByRole('switch', { name: 'My barracks' })
  await barracksSwitch.focus()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/barracks=1/)
  await expect(
    card(page, 'Distant Counter')
      .getByRole('list', { name: /^Can give it now/ })
      .getByRole('link'),
  ).toHaveText(['Hector: General of Ostia'])
})
