import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { startFullDatasetServer } from './full-dataset-server.ts'
import { holdHeroesPayload } from './held-payload.ts'
import { expect, test, waitForAppOnLoads, waitForHydrated } from './test.ts'

// Issue 23's checks of the barracks on the real data (HERO_PEELER_DATA=../shared/feh-data).
const ORIGIN = startFullDatasetServer({ name: 'full-dataset-barracks', portOffset: 52 })

// Thirty lines as players write them: two name several heroes (Hrid, a typo of Reinhardt),
// two name none.
const LIST = `Lucina: Brave Princess 5★ +10 keep
B!Lucina 4★ x3
Abel x2
Alfonse: Prince of Askr +3 df5
Sharena 3★
Anna: Commander
Marth
Ike x2 fodder
Roy 4*
Lyn
Hector +1
Eliwood
Ephraim
Eirika
Chrom 3★ x2
Camilla
Xander
Leo
Elise
Takumi
Ryoma
Hinoka
Sakura
Cordelia
Hrid x2
Reinhart
manual Hector 4★ x2
manual Reinhardt 4★
Nobody at all
xyzzy 4★`
const FULL = 'Heroes: 32 (in 26 lines) · Combat manuals: 3'

const counts = (page: Page) => page.getByRole('status').filter({ hasText: /^Heroes: / })

async function pasteTheList(page: Page) {
  await page.goto(`${ORIGIN}/barracks`)
  await page.getByLabel('Your heroes, one a line').fill(LIST)
  await page.getByRole('button', { name: 'Read the list' }).click()
  await expect(page.getByRole('status').filter({ hasText: /lines read/ })).toHaveText(
    '30 lines read: 26 found, 0 to check, 2 to choose, 2 not found.',
  )
  const review = page.getByRole('list', { name: 'The lines read, and the hero each one adds' })
  // Nothing is dropped silently: the lines no hero has are listed with the reason.
  await expect(review.getByRole('listitem').filter({ hasText: 'Nobody at all' })).toContainText(
    'No hero has this name.',
  )
  await expect(review.getByRole('listitem').filter({ hasText: 'xyzzy 4★' })).toContainText(
    'No hero has this name.',
  )
  await page.getByLabel('Hero for line 25').selectOption({ label: 'Hríd: Icy Blade' })
  await page.getByLabel('Hero for line 26').selectOption({ label: "Reinhardt: Thunder's Fist" })
  await page.getByRole('button', { name: 'Add to the barracks (28)' }).click()
  await expect(counts(page)).toHaveText(FULL)
}

test('a pasted list with lines to choose and lines unknown, kept across a reload', async ({
  page,
}) => {
  await pasteTheList(page)
  // Only the rows near the view are drawn: the heroes pages' search finds a hero far down.
  await page.getByLabel('Hero name').fill('cordelia')
  const list = page.getByRole('list', { name: 'Your heroes' })
  await expect(list.getByRole('link')).toHaveText(['Cordelia'])
  await expect(page.getByText('1 of 26 lines')).toBeVisible()
  await page.reload()
  await expect(counts(page)).toHaveText(FULL)
  await page.getByLabel('Hero name').fill('')
  // …and their filters: cavalry only, in the URL, in the chosen order.
  await page.getByRole('button', { name: 'Cavalry', exact: true }).click()
  await page.getByLabel('Sort by').selectOption({ label: 'Name' })
  await expect(page).toHaveURL(/move=cavalry.*order=name|order=name.*move=cavalry/)
  await expect(list.getByRole('link').first()).toHaveText('Abel')
  await expect(list.getByRole('link', { name: 'Cordelia' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Cavalry', exact: true }).click()
  await expect(page.getByText('26 of 26 lines')).toBeVisible()
  // An inline edit is kept too.
  await page.getByLabel('Merges of Abel: The Panther').fill('7')
  await page.reload()
  await expect(page.getByLabel('Merges of Abel: The Panther')).toHaveValue('7')
})

test('a download, a reset and an upload bring the barracks back', async ({ page }) => {
  await pasteTheList(page)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download' }).click()
  const path = await (await download).path()
  expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({ page: 'catalog', version: 3 })
  await page.getByRole('button', { name: 'Reset', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Reset this page?' })
    .getByRole('button', { name: 'Reset' })
    .click()
  await expect(counts(page)).toHaveText('Heroes: 0 (in 0 lines) · Combat manuals: 0')
  await page.getByTestId('saves-upload').setInputFiles(path)
  await expect(counts(page)).toHaveText(FULL)
})

test('a share link opened in another browser shows the same heroes and imports them', async ({
  page,
  browser,
}) => {
  await pasteTheList(page)
  await page.getByRole('button', { name: 'Share', exact: true }).click()
  const link = await page
    .getByRole('dialog', { name: 'Share your barracks' })
    .getByLabel('Link to your barracks')
    .inputValue()
  expect(link).toMatch(new RegExp(`^${ORIGIN}/barracks#barracks=[\\w-]+$`))

  const other = await browser.newContext()
  const visitor = waitForAppOnLoads(await other.newPage())
  await visitor.goto(link)
  await expect(
    visitor.getByText(
      'Heroes: 32 (in 26 lines) · Combat manuals: 3. Read-only: nothing changes in your barracks unless you import it.',
    ),
  ).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'Abel' })).toBeVisible()
  await expect(visitor.getByText('Only in the shared barracks (25)')).toBeVisible()
  await visitor.getByRole('button', { name: 'Import: add to my barracks' }).click()
  await expect(visitor.getByText('Imported. Heroes in your barracks: 32.')).toBeVisible()
  await expect(counts(visitor)).toHaveText(FULL)
  expect(new URL(visitor.url()).hash).toBe('')

  // A cut link says so and changes nothing.
  await visitor.goto(link.slice(0, -20))
  await expect(visitor.getByRole('alert')).toContainText('This barracks link is damaged')
  await visitor.goto(`${ORIGIN}/barracks`)
  await expect(counts(visitor)).toHaveText(FULL)
  await other.close()
})

test('the catalog and the barracks stay in step both ways', async ({ page }) => {
  await page.goto(`${ORIGIN}/barracks`)
  await page.getByRole('combobox', { name: 'Hero' }).fill('Alfonse: Prince of')
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /^Alfonse\s*Prince of Askr/ })
    .click()
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(counts(page)).toHaveText('Heroes: 1 (in 1 lines) · Combat manuals: 0')

  // The first heroes of the catalog's order: Alfonse, then his alts, then Sharena.
  await page.goto(`${ORIGIN}/catalog-of-heroes`)
  const grid = page.getByRole('group', { name: 'Heroes in catalog order' })
  const alfonse = grid.getByRole('button', { name: 'Alfonse (Prince of Askr)', exact: true })
  await expect(alfonse).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText(/^1 of [\d,]+ heroes owned$/)).toBeVisible()
  await alfonse.click()
  await grid.getByRole('button', { name: 'Sharena (Princess of Askr)', exact: true }).click()
  await page.goto(`${ORIGIN}/barracks`)
  const list = page.getByRole('list', { name: 'Your heroes' })
  await expect(list.getByRole('link', { name: 'Sharena' })).toBeVisible()
  await expect(list.getByRole('link', { name: 'Alfonse' })).toHaveCount(0)
})

test('by keyboard alone on a phone, with nothing serious for axe in either theme', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // The heroes the box's focus asks for are held: a player quicker than the network still finds
  // the button on Tab, and the list is read once they arrive.
  const release = await holdHeroesPayload(page)
  await page.goto(`${ORIGIN}/barracks`)
  const box = page.getByLabel('Your heroes, one a line')
  // Typed keys go to React once the box is hydrated: the button they enable is Tab's next stop.
  await waitForHydrated(box)
  await box.focus()
  await page.keyboard.type('Abel x2\nmanual Hector 4*')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Read the list' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('status').filter({ hasText: 'as soon as the heroes’ names arrive' }),
  ).toBeVisible()
  release()
  await page.getByRole('button', { name: 'Add to the barracks (2)' }).focus()
  await page.keyboard.press('Enter')
  await expect(counts(page)).toHaveText('Heroes: 2 (in 1 lines) · Combat manuals: 1')
  for (const theme of ['dark', 'light']) {
    if (theme === 'light') await page.getByRole('button', { name: /^Theme: / }).click()
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    )
    expect(serious.map((violation) => violation.id)).toEqual([])
  }
})

test('rows a scroll draws on a phone get their controls once it stops, and work by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await pasteTheList(page)
  const list = page.getByRole('list', { name: 'Your heroes' })
  // To the list's end: its last rows are drawn by the scroll, their controls built when idle.
  await list.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().bottom + window.scrollY - innerHeight),
  )
  const last = list.locator('li[aria-posinset="26"]')
  await expect(last).toBeInViewport()
  const merges = last.getByRole('spinbutton', { name: /^Merges of / })
  const before = Number(await merges.inputValue())
  await merges.focus()
  await page.keyboard.press('ArrowUp')
  await expect(merges).toHaveValue(String(before + 1))
  await page.keyboard.press('Tab')
  await expect(last.getByRole('spinbutton', { name: /^Dragonflowers of / })).toBeFocused()
  const results = await new AxeBuilder({ page }).include('ol').analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
})

test('an empty barracks is ready before the heroes come; the picker asks for them', async ({
  page,
}) => {
  // Every request for the heroes file is held back (the preloader may ask for it too)…
  const release = await holdHeroesPayload(page)
  await page.goto(`${ORIGIN}/barracks`)
  // …and the page is whole without it: the counts, the paste box, the picker, no waiting.
  await expect(counts(page)).toHaveText('Heroes: 0 (in 0 lines) · Combat manuals: 0')
  await expect(page.getByLabel('Your heroes, one a line')).toBeEditable()
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0)
  release()
  const picker = page.getByRole('combobox', { name: 'Hero' })
  await picker.click()
  await picker.fill('Abel: The Panther')
  await page.getByRole('option', { name: /Abel/ }).first().click()
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(counts(page)).toHaveText('Heroes: 1 (in 1 lines) · Combat manuals: 0')
  await expect(page.getByRole('list', { name: 'Your heroes' }).getByRole('link')).toHaveText([
    'Abel',
  ])
})
