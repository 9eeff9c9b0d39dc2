import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { collectPageErrors } from './pages.ts'
import { expect, test } from './test.ts'

// The fixture has 31 heroes. These five fall in four cells of the recap: Abel is 3★/4★
// generic and blue; Marth and Chrom 5★ generic and red (with Lucina); Myrrh Heroic Grails 4★
// and green; Alfonse (the Askr prince) is in no pool: "Other", red.
const TOTAL = 31
// A tile is named by its visible name, then (for screen readers) its title in brackets.
const FIVE = [
  'Abel (The Panther)',
  'Marth (Altean Prince)',
  'Chrom (Exalted Prince)',
  'Myrrh (Great Dragon)',
  'Alfonse (Prince of Askr)',
]
const FIVE_IDS = ['PID_アベル', 'PID_マルス', 'PID_クロム', 'PID_ミルラ', 'PID_アルフォンス']
const DATA_KEY = 'hero-peeler:catalog:data'

function catalogGrid(page: Page) {
  return page.getByRole('group', { name: 'Heroes in catalog order' })
}

async function expectOwnedCount(page: Page, owned: number) {
  await expect(page.getByText(`${owned} of ${TOTAL} heroes owned`)).toBeVisible()
}

async function openCatalog(page: Page) {
  await page.goto('/catalog-of-heroes')
  await expect(catalogGrid(page).getByRole('button')).toHaveCount(TOTAL)
}

/** Seeds the owned list as an earlier release kept it: the page migrates it. */
async function seedLegacyOwned(page: Page, ids: readonly string[]) {
  await page.goto('/catalog-of-heroes')
  await page.evaluate((list) => {
    localStorage.clear()
    localStorage.setItem('hero-peeler:owned-heroes', JSON.stringify(list))
  }, ids)
  await openCatalog(page)
}

/**
 * The visible names of the tiles a locator finds, in order: a tile's accessible name is its
 * visible name, then what it adds for screen readers in brackets.
 */
async function tileNames(tiles: Locator): Promise<string[]> {
  const snapshots = await Promise.all((await tiles.all()).map((tile) => tile.ariaSnapshot()))
  return snapshots.map((snapshot) => snapshot.match(/^- \w+ "(.*?) \(/)?.[1] ?? '')
}

async function storedKeys(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }))
}

test('five heroes marked owned stay owned, are counted in their cells and feed /units', async ({
  page,
}) => {
  const errors = collectPageErrors(page)
  await openCatalog(page)
  await expectOwnedCount(page, 0)
  for (const name of FIVE) {
    const tile = catalogGrid(page).getByRole('button', { name, exact: true })
    await tile.click()
    await expect(tile).toHaveAttribute('aria-pressed', 'true')
  }
  await expectOwnedCount(page, 5)

  await page.reload()
  await expect(catalogGrid(page).getByRole('button')).toHaveCount(TOTAL)
  for (const name of FIVE) {
    await expect(catalogGrid(page).getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  }
  await expectOwnedCount(page, 5)
  for (const cell of [
    '1/1 owned: 3★/4★ generic, Blue',
    '2/3 owned: 5★ generic, Red',
    '1/1 owned: Heroic Grails 4★, Green',
    '1/1 owned: Other, Red',
    '2/4 owned: 5★ generic, Total',
    '3/12 owned: All heroes, Red',
    `5/${TOTAL} owned: All heroes, Total`,
  ]) {
    await expect(page.getByRole('button', { name: `${cell}. Show these heroes` })).toBeVisible()
  }

  // A cell lists its heroes, each with its owned mark.
  await page.getByRole('button', { name: '2/3 owned: 5★ generic, Red. Show these heroes' }).click()
  const dialog = page.getByRole('dialog', { name: '5★ generic · Red: 2 / 3 owned' })
  // Each name follows the portrait's drawn initial (the wiki's images are unreachable here).
  await expect(dialog.getByRole('link')).toHaveCount(3)
  expect(await tileNames(dialog.getByRole('link'))).toEqual(['Marth', 'Chrom', 'Lucina'])
  await expect(
    dialog.getByRole('link', { name: /^Lucina \(Glorious Archer, .*, not owned\)$/ }),
  ).toBeVisible()
  await expect(
    dialog.getByRole('link', { name: /^Chrom \(Exalted Prince, .*, owned\)$/ }),
  ).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()

  await page.goto('/units?owned=yes')
  await expect(page.getByRole('status').filter({ hasText: 'heroes' })).toHaveText(
    `5 of ${TOTAL} heroes`,
  )
  expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([])
})

test('banners that do not arrive are said, with a retry that loads them', async ({ page }) => {
  // The first answers for the catalog file fail (offline), then the network comes back.
  let isOffline = true
  await page.route(/\/payloads\/catalog\.[0-9a-f]+\.json$/, (route) =>
    isOffline ? route.abort('internetdisconnected') : route.continue(),
  )
  await page.goto('/catalog-of-heroes')
  const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' })
  await expect(failure).toBeVisible()
  // What the server drew stays: the page and its saves are there.
  await expect(page.getByRole('heading', { level: 1, name: 'Catalog of heroes' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download' })).toBeVisible()
  isOffline = false
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(failure).toBeHidden()
  await expect(catalogGrid(page).getByRole('button')).toHaveCount(TOTAL)
  await expect(page.getByLabel('Search a banner')).toBeVisible()
})

test('a download, a confirmed reset and an upload bring the heroes back', async ({ page }) => {
  await seedLegacyOwned(page, FIVE_IDS)
  await expectOwnedCount(page, 5)
  expect(Object.keys(await storedKeys(page))).not.toContain('hero-peeler:owned-heroes')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^hero-peeler-catalog-\d{4}-\d{2}-\d{2}\.json$/)
  const path = await file.path()
  expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({
    app: 'hero-peeler',
    page: 'catalog',
    version: 3,
    data: { customBanner: [], plan: null },
  })
  // Marked owned in the catalog: one 5★ copy of each in the barracks.
  const saved = JSON.parse(await readFile(path, 'utf8')).data.barracks
  expect(saved.entries.map((entry: { heroId: string }) => entry.heroId)).toEqual(FIVE_IDS)
  expect(saved.entries[0]).toMatchObject({ rarity: 5, merges: 0, copies: 1 })

  await page.getByRole('button', { name: 'Reset' }).click()
  const confirm = page.getByRole('dialog', { name: 'Reset this page?' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expectOwnedCount(page, 5)
  await page.getByRole('button', { name: 'Reset' }).click()
  await confirm.getByRole('button', { name: 'Reset' }).click()
  await expectOwnedCount(page, 0)
  await expect(page.getByText('The page was reset.')).toBeVisible()

  await page.getByTestId('saves-upload').setInputFiles(path)
  await expectOwnedCount(page, 5)
  await expect(page.getByRole('status').filter({ hasText: /^Loaded .+\.$/ })).toBeVisible()
  await page.reload()
  await expectOwnedCount(page, 5)
})

test('an invalid upload is refused with the reason and changes nothing', async ({ page }) => {
  await seedLegacyOwned(page, FIVE_IDS.slice(0, 2))
  await expectOwnedCount(page, 2)
  const before = (await storedKeys(page))[DATA_KEY]
  const upload = page.getByTestId('saves-upload')

  await upload.setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        app: 'hero-peeler',
        page: 'catalog',
        version: 1,
        savedAt: '2026-01-01T00:00:00.000Z',
        data: { ownedHeroIds: ['PID_アベル', 42], customBanner: [] },
      }),
    ),
  })
  await expect(page.getByRole('alert')).toHaveText(
    'broken.json was refused: the value at “ownedHeroIds.1” should be string, not 42. Your data is unchanged.',
  )
  // The same file chosen again is read again (the reference ignored it).
  await page.getByRole('alert').getByRole('button', { name: 'Close' }).click()
  await upload.setInputFiles({
    name: 'notes.json',
    mimeType: 'text/plain',
    buffer: Buffer.from('my notes'),
  })
  await expect(page.getByRole('alert')).toHaveText(
    'notes.json was refused: it is not a JSON file. Your data is unchanged.',
  )
  await upload.setInputFiles({
    name: 'other.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        app: 'hero-peeler',
        page: 'hall-of-forms',
        version: 1,
        savedAt: '',
        data: {},
      }),
    ),
  })
  await expect(page.getByRole('alert')).toContainText('it holds the data of another page')

  await expectOwnedCount(page, 2)
  expect((await storedKeys(page))[DATA_KEY]).toBe(before)
})

test('a named save is created, loaded, renamed and deleted with its data', async ({ page }) => {
  await seedLegacyOwned(page, FIVE_IDS.slice(0, 2))
  await page.getByRole('button', { name: 'Saves (0)' }).click()
  const dialog = page.getByRole('dialog', { name: 'Named saves' })
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(dialog.getByText('This field is required')).toBeVisible()
  await dialog.getByLabel('Name of a new save').fill('Arena')
  await dialog.getByLabel('Name of a new save').press('Enter')
  await expect(dialog.getByText('Saved as “Arena”.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()

  await catalogGrid(page).getByRole('button', { name: 'Nino (Pale Flower)' }).click()
  await expectOwnedCount(page, 3)
  await page.getByRole('button', { name: 'Saves (1)' }).click()
  await dialog.getByRole('button', { name: 'Load “Arena”' }).click()
  await expectOwnedCount(page, 2)
  await expect(page.getByText('Loaded “Arena”.')).toBeVisible()

  await page.getByRole('button', { name: 'Saves (1)' }).click()
  await dialog.getByRole('button', { name: 'Rename “Arena”' }).click()
  await dialog.getByLabel('New name of “Arena”').fill('Arena team')
  await dialog.getByRole('button', { name: 'Rename', exact: true }).click()
  await expect(dialog.getByText('Arena team', { exact: true })).toBeVisible()
  const saveKeys = Object.keys(await storedKeys(page)).filter((key) => key.includes(':save:'))
  expect(saveKeys).toHaveLength(1)

  await dialog.getByRole('button', { name: 'Delete “Arena team”' }).click()
  await page
    .getByRole('dialog', { name: 'Delete “Arena team”?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(dialog.getByText('Deleted “Arena team” and its data.')).toBeVisible()
  const stored = await storedKeys(page)
  expect(Object.keys(stored).filter((key) => key.includes(':save:'))).toEqual([])
  expect(Object.values(stored).filter((value) => value.includes('Arena'))).toEqual([])
})

test('stored data that cannot be read is set aside with a message, never dropped', async ({
  page,
}) => {
  await page.goto('/catalog-of-heroes')
  await page.evaluate((key) => {
    localStorage.clear()
    localStorage.setItem(
      key,
      '{"app":"hero-peeler","page":"catalog","version":1,"savedAt":"","data":{"ownedHeroIds":"all"}}',
    )
  }, DATA_KEY)
  await openCatalog(page)
  await expect(
    page.getByText(/could not be read: the value at “ownedHeroIds” should be Array/),
  ).toBeVisible()
  await expectOwnedCount(page, 0)
  expect((await storedKeys(page))['hero-peeler:catalog:quarantine']).toContain('ownedHeroIds')
  await page.getByRole('button', { name: 'Delete it' }).click()
  expect(Object.keys(await storedKeys(page))).not.toContain('hero-peeler:catalog:quarantine')
})

test('banners and the custom banner, kept across reloads', async ({ page }) => {
  await seedLegacyOwned(page, ['PID_マルス'])
  await page.getByLabel('Search a banner').fill('falch')
  await page.getByRole('option', { name: 'Heroes with Falchion' }).click()
  await expect(page).toHaveURL(/banner=Heroes\+with\+Falchion/)
  const focus = page.getByRole('group', { name: 'Focus heroes of Heroes with Falchion' })
  await expect(focus.getByRole('link')).toHaveCount(4)
  await expect(
    focus.getByRole('link', { name: /^Marth \(Altean Prince, .*, from 5★, owned\)$/ }),
  ).toBeVisible()
  await expect(page.getByText('1 of 4 focus heroes owned')).toBeVisible()

  await page.getByLabel('Add a hero').fill('nino')
  await page.getByRole('option', { name: 'Nino [Pale Flower]' }).click()
  await page.getByLabel('Add a hero').fill('tharja')
  await page.getByRole('option', { name: 'Tharja [Dark Shaman]' }).click()
  const custom = page.getByRole('list', { name: 'Heroes of the custom banner' })
  await expect(custom.getByRole('link')).toHaveCount(2)
  await page.reload()
  await expect(custom.getByRole('link')).toHaveCount(2)
  await page.getByRole('button', { name: 'Remove Nino: Pale Flower' }).click()
  await expect(custom.getByRole('link')).toHaveCount(1)
  expect(await tileNames(custom.getByRole('link'))).toEqual(['Tharja'])

  await page.getByLabel('Order', { exact: true }).selectOption('origin')
  await expect(page).toHaveURL(/shop=origin/)
  const shop = page.getByRole('group', { name: 'Heroes of the Heroic Grails shop' })
  await expect.poll(() => tileNames(shop.getByRole('link'))).toEqual(['Sophia', 'Myrrh', 'Berkut'])
})

test('works by keyboard at phone width, without sideways scrolling, and is axe clean', async ({
  page,
}) => {
  test.slow() // three axe runs
  await page.setViewportSize({ width: 390, height: 844 })
  await openCatalog(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  // Tab reaches the grid once; the arrow keys move inside it.
  const first = catalogGrid(page).getByRole('button').first()
  await first.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  const focused = page.locator(':focus')
  await expect(focused).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Space')
  await expect(focused).toHaveAttribute('aria-pressed', 'true')
  await expectOwnedCount(page, 2)
  await expect(catalogGrid(page).locator('[tabindex="0"]')).toHaveCount(1)

  for (const scheme of ['dark', 'light'] as const) {
    if (scheme === 'light') {
      await page.getByRole('button', { name: /^Theme: Dark/ }).click()
      await expect(page.locator('html')).toHaveClass('light')
    }
    const results = await new AxeBuilder({ page }).analyze()
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`),
    ).toEqual([])
  }
  await page.getByRole('button', { name: 'Saves (0)' }).click()
  // The dialog's code loads on the click: axe runs once it is drawn.
  await expect(page.getByRole('dialog', { name: 'Named saves' })).toBeVisible()
  const withDialog = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(withDialog.violations.map((violation) => violation.id)).toEqual([])
})
