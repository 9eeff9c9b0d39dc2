import type { Page } from '@playwright/test'
import { listSeriousAxeFindings } from './pages.ts'
import { expect, test } from './test.ts'

// /events/binding-worlds on the hand-written fixture. Each test is a long walk through forms:
// on a loaded machine it needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 })

async function open(page: Page, path = '/events/binding-worlds') {
  await page.goto(path)
  // The heroes and skills arrive after the page: adding is possible then.
  await expect(page.getByRole('button', { name: 'Add a hero at the top' })).toBeEnabled()
}

const form = (page: Page) => page.getByRole('form')
const levelField = (page: Page) => form(page).getByRole('textbox', { name: 'Enclosure level' })
const save = (page: Page) => form(page).getByRole('button', { name: 'Save', exact: true })

async function pickHero(page: Page, typed: string) {
  await form(page).getByRole('combobox', { name: 'Hero' }).focus()
  await page.keyboard.type(typed)
  await page.keyboard.press('Enter')
}

test('a bad enclosure level shows the right message, and the mask keeps letters out', async ({
  page,
}) => {
  await open(page)
  await page.getByRole('button', { name: 'Add a hero at the top' }).click()
  // An empty list suggests the highest level.
  await expect(levelField(page)).toHaveValue('28')
  await levelField(page).fill('')
  await save(page).click()
  await expect(form(page).getByText('This field is required')).toHaveCount(2)
  await expect(levelField(page)).toBeFocused()
  await levelField(page).pressSequentially('35')
  await pickHero(page, 'Abel')
  await save(page).click()
  await expect(form(page).getByText('The enclosure level goes from 0 to 28')).toBeVisible()
  await levelField(page).fill('')
  await levelField(page).pressSequentially('1a2')
  await expect(levelField(page)).toHaveValue('12')
  await form(page).getByRole('textbox', { name: 'Your rating' }).pressSequentially('9x5')
  await expect(form(page).getByRole('textbox', { name: 'Your rating' })).toHaveValue('9.5')
  await save(page).click()
  await expect(page.getByRole('article', { name: 'Abel: The Panther' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Enclosure level 12' })).toBeVisible()
})

test('candidates are added at either end, hidden, shown again, kept on reload, and deleted', async ({
  page,
}) => {
  await open(page)
  await page.getByRole('button', { name: 'Add a hero at the top' }).click()
  await pickHero(page, 'Abel')
  await form(page).getByRole('combobox', { name: 'Weapon' }).focus()
  await page.keyboard.type('Brave Lance+')
  await page.keyboard.press('Enter')
  await save(page).focus()
  await page.keyboard.press('Enter')
  const abel = page.getByRole('article', { name: 'Abel: The Panther' })
  await expect(abel.getByRole('link', { name: 'Brave Lance+' })).toBeVisible()
  await expect(abel.getByText('300 SP')).toBeVisible()

  // One candidate at 28: the bottom suggests 28 too; set 27 to start a falling trend.
  await page.getByRole('button', { name: 'Add a hero at the bottom' }).click()
  await expect(levelField(page)).toHaveValue('28')
  await levelField(page).fill('27')
  await pickHero(page, 'Olivia')
  await form(page).getByRole('combobox', { name: 'Reason for hiding' }).selectOption('alreadyOwned')
  await save(page).click()
  const olivia = page.getByRole('article', { name: 'Olivia: Blushing Beauty' })
  await expect(olivia).toHaveCount(0)
  await expect(page.getByText('Hidden heroes folded away: 1.')).toBeVisible()

  await page.getByRole('switch', { name: 'Show hidden heroes (1)' }).click()
  await expect(page.getByRole('switch', { name: 'Show hidden heroes (1)' })).toBeChecked()
  await expect(page).toHaveURL(/all=1/)
  await expect(olivia.getByText('Hidden: Already got it')).toBeVisible()

  // 28 then 27: the bottom continues the trend.
  await page.getByRole('button', { name: 'Add a hero at the bottom' }).click()
  await expect(levelField(page)).toHaveValue('26')
  await form(page).getByRole('button', { name: 'Cancel' }).click()

  await page.reload()
  await expect(page.getByRole('button', { name: 'Add a hero at the top' })).toBeEnabled()
  await expect(abel.getByRole('link', { name: 'Brave Lance+' })).toBeVisible()
  await expect(olivia).toBeVisible()

  await abel.getByRole('button', { name: 'Delete Abel: The Panther' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(abel).toHaveCount(0)
  await page.reload()
  await expect(olivia).toBeVisible()
  await expect(abel).toHaveCount(0)
})

test('at phone width the list fits, and it has no serious accessibility finding', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page)
  await page.getByRole('button', { name: 'Add a hero at the top' }).click()
  await pickHero(page, 'Abel')
  await form(page).getByRole('textbox', { name: 'Notes' }).fill('<img src=x onerror=alert(1)>')
  await save(page).click()
  await expect(page.getByText('<img src=x onerror=alert(1)>')).toBeVisible()
  await page.getByRole('button', { name: 'Add a hero at the bottom' }).click()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
  expect(await listSeriousAxeFindings(page)).toEqual([])
})
