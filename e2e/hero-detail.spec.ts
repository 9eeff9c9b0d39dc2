import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './test.ts'

test('the detail view opens from a link, computes 5★ 40+10 with an asset, and closes with back', async ({
  page,
}) => {
  await page.goto('/units?q=abel')
  await page.getByRole('link', { name: /^Abel/ }).click()
  await expect(page).toHaveURL(/q=abel&unit=abel-the-panther$/)
  const dialog = page.getByRole('dialog', { name: 'Abel: The Panther' })
  await expect(dialog.getByRole('row', { name: /^BST/ })).toContainText('154', { timeout: 15_000 })
  await dialog.getByLabel('Merges').fill('10')
  await dialog.getByLabel('Asset', { exact: true }).selectOption({ label: 'Atk' })
  // +Atk, no flaw, +10: every stat gains 4 (two merges each), Atk 3 more from the asset.
  const values = dialog.getByRole('row').filter({ has: page.getByRole('progressbar') })
  await expect(values.getByRole('cell').nth(0)).toHaveText('43')
  await expect(values).toHaveText([
    /^HP.*43/,
    /^Atk.*40/,
    /^Spd.*36/,
    /^Def.*29/,
    /^Res.*29/,
    /^BST.*177/,
  ])
  await page.goBack()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\?q=abel$/)
})

test('a build is a link: it reproduces the stats, and a change rewrites it', async ({ page }) => {
  // Abel is no Ascended Hero: a floret still gives him an ascended asset (Spd here).
  const build = 'unit-merges=10&unit-asset=atk&unit-flaw=res&unit-flowers=5&unit-ascended=spd'
  await page.goto(`/units?q=abel&unit=abel-the-panther&${build}`)
  const dialog = page.getByRole('dialog', { name: 'Abel: The Panther' })
  const values = dialog.getByRole('row').filter({ has: page.getByRole('progressbar') })
  await expect(values).toHaveText(
    [/^HP.*44/, /^Atk.*41/, /^Spd.*40/, /^Def.*30/, /^Res.*30/, /^BST.*185/],
    { timeout: 15_000 },
  )
  await expect(dialog.getByLabel('Merges')).toHaveValue('10')
  await expect(dialog.getByLabel('Ascended asset')).toHaveValue('spd')
  await dialog.getByLabel('Merges').fill('0')
  await expect(page).toHaveURL(/unit-asset=atk/)
  await expect(page).not.toHaveURL(/unit-merges/)
  await page.reload()
  await expect(dialog.getByLabel('Merges')).toHaveValue('0', { timeout: 15_000 })
  await expect(dialog.getByLabel('Dragonflowers')).toHaveValue('5')
  // Another hero opens with the default build; closing drops the build from the URL.
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(page).toHaveURL(/\/units\?q=abel$/)
})

test("every asset and flaw pair is one line of the matrix, at the calculator's build", async ({
  page,
}) => {
  await page.goto('/units?unit=abel-the-panther')
  const dialog = page.getByRole('dialog', { name: 'Abel: The Panther' })
  await dialog.getByText('Every asset and flaw').click()
  const matrix = dialog.getByRole('table', { name: 'Stats for each asset and flaw pair' })
  // Neutral, then 5 assets × 4 flaws.
  await expect(matrix.getByRole('row')).toHaveCount(1 + 21)
  await expect(matrix.getByRole('row', { name: /^Neutral/ })).toHaveText(
    /^Neutral\s*39\s*33\s*32\s*25\s*25\s*154$/,
  )
  // HP is Abel's superbane: −4 instead of −3.
  const spdHp = matrix.getByRole('row').filter({ hasText: /^SpdHP/ })
  await expect(spdHp).toHaveText(/^SpdHP\s*35\s*33\s*35\s*25\s*25\s*153$/)
  // With a merge the flaw is gone: Atk/Spd keeps Spd at its neutral 32; HP and Atk gain 1.
  await dialog.getByLabel('Merges').fill('1')
  await expect(matrix.getByRole('row').filter({ hasText: /^AtkSpd/ })).toHaveText(
    /^AtkSpd\s*40\s*37\s*32\s*25\s*25\s*159$/,
  )
})

test('a shared link opens the view; the close button removes it from the URL', async ({ page }) => {
  await page.goto('/?unit=abel-the-panther')
  const dialog = page.getByRole('dialog', { name: 'Abel: The Panther' })
  // The slow machine may take a while for the lazily loaded dialog and its data.
  await expect(dialog).toBeVisible({ timeout: 15_000 })
  await dialog.getByRole('tab', { name: 'Skills' }).click()
  const skillLink = dialog.getByRole('link').first()
  await expect(skillLink).toHaveAttribute('href', /\?skill=[a-z0-9-]+$/)
  await dialog.getByRole('tab', { name: 'Availability' }).click()
  await expect(dialog).toContainText('Generic summon pool: 3★')
  await dialog.getByRole('tab', { name: 'Art' }).click()
  await expect(dialog.getByRole('heading', { name: 'Art', exact: true })).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/$/)
})

for (const key of ['abel-the-lion', 'PID_NOBODY']) {
  test(`an unknown hero (${key}) says so over the page`, async ({ page }) => {
    const response = await page.goto(`/units?unit=${key}`)
    expect(response?.status()).toBe(200)
    const dialog = page.getByRole('dialog', { name: 'Unknown hero' })
    await expect(dialog).toContainText('No hero matches this link.', { timeout: 15_000 })
    await expect(page).toHaveURL(new RegExp(`unit=${key}$`))
  })
}

test('a hero that does not arrive is said in the view, with a retry that loads it', async ({
  page,
}) => {
  // The first answers for the hero fail (offline), then the network comes back.
  let isOffline = true
  await page.route(/\/api\/heroes\/[^/]+\.data/, (route) =>
    isOffline ? route.abort('internetdisconnected') : route.continue(),
  )
  await page.goto('/units?unit=abel-the-panther')
  const dialog = page.getByRole('dialog', { name: 'Hero not loaded' })
  const failure = dialog.getByRole('alert').filter({ hasText: 'could not be loaded' })
  await expect(failure).toBeVisible({ timeout: 15_000 })
  // The page under it stays: the failure is the view's, not the page's error boundary.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Heroes', includeHidden: true }),
  ).toHaveCount(1)
  isOffline = false
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('dialog', { name: 'Abel: The Panther' })).toBeVisible()
  await expect(failure).toBeHidden()
})

for (const scheme of ['dark', 'light'] as const) {
  test(`the detail view has no serious accessibility finding in the ${scheme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto('/')
    if (scheme === 'light') {
      await page.getByRole('button', { name: /^Theme: / }).click()
      await expect(page.locator('html')).toHaveClass('light')
    }
    await page.goto('/units?unit=abel-the-panther')
    await expect(page.getByRole('dialog').getByRole('row', { name: /^BST/ })).toBeVisible({
      timeout: 15_000,
    })
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      )
    expect(serious).toEqual([])
  })
}

test('"Add to barracks" adds the build, says it, and the hero is then on /barracks', async ({
  page,
}) => {
  await page.goto('/units?unit=abel-the-panther&unit-rarity=4&unit-merges=2')
  const dialog = page.getByRole('dialog', { name: 'Abel: The Panther' })
  const add = dialog.getByRole('button', { name: 'Add to barracks' })
  await expect(add).toBeVisible({ timeout: 15_000 })
  // By keyboard: the status line says it.
  await add.focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('status')).toHaveText(
    'Added Abel: The Panther 4★ +2, dragonflowers 0. Copies of this hero in your barracks: 1.',
  )
  // The fodder tabs now say how much of this hero the barracks holds.
  await dialog.getByRole('tab', { name: 'Fodder', exact: true }).click()
  await expect(dialog.getByText(/This hero in your barracks — copies: 1/)).toBeVisible()
  // Once more: identical copies are one line of two.
  await dialog.getByRole('tab', { name: 'Stats' }).click()
  await add.click()
  await expect(dialog.getByRole('status')).toContainText('Copies of this hero in your barracks: 2.')
  await dialog.getByRole('link', { name: 'Open your barracks' }).click()
  await expect(page).toHaveURL(/\/barracks$/)
  await expect(page.getByRole('combobox', { name: 'Rarity of Abel: The Panther' })).toHaveValue('4')
  await expect(page.getByRole('spinbutton', { name: 'Merges of Abel: The Panther' })).toHaveValue(
    '2',
  )
  await expect(page.getByRole('spinbutton', { name: 'Copies of Abel: The Panther' })).toHaveValue(
    '2',
  )
})
