import type { Page } from '@playwright/test'
import { listSeriousAxeFindings } from './pages.ts'
import { expect, test } from './test.ts'

// /events/hall-of-forms on the hand-written fixture: its newest skill version is 10.6, so the
// hall's version window ends at 10.4. Abel: The Panther is a cavalry lance hero. Each test is a
// long walk through the planner: on a loaded machine it needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 })

async function open(page: Page) {
  await page.goto('/events/hall-of-forms')
  // The heroes and skills arrive after the page: the pickers are enabled then.
  await expect(page.getByRole('combobox', { name: 'Hero' }).first()).toBeEnabled()
}

async function pickHero(page: Page, card: number, typed: string, option: RegExp) {
  const field = page
    .getByRole('region', { name: `Forma hero ${card}`, exact: true })
    .getByRole('combobox', { name: 'Hero' })
  await field.fill(typed)
  await page.getByRole('listbox').getByRole('option', { name: option }).click()
}

const equip = (page: Page, skill: string) =>
  page.getByRole('button', { name: `Equip ${skill}`, exact: true })

test('a slot never offers an exclusive skill, a weapon with upgrades or a passive below the chamber’s SP', async ({
  page,
}) => {
  await open(page)
  await pickHero(page, 1, 'Abel', /Abel The Panther/)
  const browser = page.getByRole('region', { name: 'Skills for Forma hero 1: Abel: The Panther' })
  await expect(browser).toBeVisible()
  // Weapons: final lances only; never Abel's own exclusive Panther Lance.
  await expect(equip(page, 'Brave Lance+')).toBeVisible()
  await expect(equip(page, 'Heavy Spear')).toBeVisible()
  await expect(equip(page, 'Panther Lance')).toHaveCount(0)
  await expect(equip(page, 'Steel Lance')).toHaveCount(0)
  await expect(equip(page, 'Iron Sword')).toHaveCount(0)
  // Specials: the exclusive Aether never.
  await browser.getByRole('tab', { name: 'Special' }).click()
  await expect(equip(page, 'Luna')).toBeVisible()
  await expect(equip(page, 'Aether')).toHaveCount(0)

  await browser.getByRole('tab', { name: 'A', exact: true }).click()
  await expect(equip(page, 'HP +5')).toBeVisible()
  // Chamber 13: 240 SP and more.
  await page.getByRole('combobox', { name: 'Chamber' }).selectOption('13')
  await expect(equip(page, 'Swift Sparrow')).toBeVisible()
  await expect(equip(page, 'Death Blow 4')).toBeVisible()
  await expect(equip(page, 'HP +5')).toHaveCount(0)
  await expect(equip(page, 'Death Blow 3')).toHaveCount(0)
  // Chamber 21: 300 SP and more.
  await page.getByRole('combobox', { name: 'Chamber' }).selectOption('21')
  await expect(equip(page, 'Death Blow 4')).toBeVisible()
  await expect(equip(page, 'Distant Counter')).toBeVisible()
  await expect(equip(page, 'Swift Sparrow')).toHaveCount(0)
  await expect(page.getByText('A, B and C skills of 300 SP or more')).toBeVisible()
  // Chamber 25: and from 9.0 on (these two are older).
  await page.getByRole('combobox', { name: 'Chamber' }).selectOption('25')
  await expect(equip(page, 'Death Blow 4')).toHaveCount(0)
  await expect(browser.getByRole('status')).toHaveText('0 skills allowed')
})

test('skills are equipped and unequipped from the keyboard, and the plan survives a reload', async ({
  page,
}) => {
  await open(page)
  const card = page.getByRole('region', { name: 'Forma hero 2', exact: true })
  await card.getByRole('combobox', { name: 'Hero' }).focus()
  await page.keyboard.type('Abel')
  await page.keyboard.press('Enter')
  await expect(card.getByRole('combobox', { name: 'Hero' })).toHaveValue('Abel: The Panther')

  await card.getByRole('button', { name: 'Choose the Weapon skill of Forma hero 2' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/hero=2/)
  await equip(page, 'Brave Lance+').focus()
  await page.keyboard.press('Enter')
  await expect(card.getByRole('link', { name: 'Brave Lance+' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Brave Lance+ is equipped' })).toBeDisabled()
  await expect(card.getByText('Total SP: 300')).toBeVisible()

  await card.getByRole('button', { name: 'Unequip Brave Lance+ from Forma hero 2' }).focus()
  await page.keyboard.press('Enter')
  await expect(card.getByRole('link', { name: 'Brave Lance+' })).toHaveCount(0)
  await expect(card.getByText('Total SP: 0')).toBeVisible()

  await card.getByRole('button', { name: 'Choose the Special skill of Forma hero 2' }).focus()
  await page.keyboard.press('Enter')
  await equip(page, 'Luna').focus()
  await page.keyboard.press('Enter')
  await page.getByRole('combobox', { name: 'Chamber' }).selectOption('13')
  await page.reload()
  await expect(card.getByRole('link', { name: 'Luna' })).toBeVisible()
  await expect(card.getByRole('combobox', { name: 'Hero' })).toHaveValue('Abel: The Panther')
  await expect(page.getByRole('combobox', { name: 'Chamber' })).toHaveValue('13')
  await expect(card.getByText('Total SP: 200')).toBeVisible()
})

test('a past hall fills the four heroes', async ({ page }) => {
  await open(page)
  await page.getByRole('button', { name: 'Use these heroes' }).click()
  const heroes = page.getByRole('combobox', { name: 'Hero' })
  await expect(heroes.nth(0)).toHaveValue('Abel: The Panther')
  await expect(heroes.nth(1)).toHaveValue('Olivia: Blushing Beauty')
  await expect(heroes.nth(2)).toHaveValue('Nino: Pale Flower')
  await expect(heroes.nth(3)).toHaveValue('Tharja: Dark Shaman')
})

test('at phone width the planner fits, and a planned team has no serious accessibility finding', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page)
  await pickHero(page, 1, 'Abel', /Abel The Panther/)
  await equip(page, 'Brave Lance+').click()
  await expect(
    page
      .getByRole('region', { name: 'Forma hero 1', exact: true })
      .getByRole('link', { name: 'Brave Lance+' }),
  ).toBeVisible()
  // The way back up to the card, on a phone.
  await page.getByRole('button', { name: 'Back to the hero' }).click()
  await expect(page.getByRole('heading', { name: 'Forma hero 1', exact: true })).toBeFocused()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
  expect(await listSeriousAxeFindings(page)).toEqual([])
})

test('heroes that do not arrive are said, with a retry that loads them', async ({ page }) => {
  // The first answers for the heroes file fail (offline), then the network comes back.
  let isOffline = true
  await page.route(/\/payloads\/heroes\.[0-9a-f]+\.json$/, (route) =>
    isOffline ? route.abort('internetdisconnected') : route.continue(),
  )
  await page.goto('/events/hall-of-forms')
  const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' })
  await expect(failure).toBeVisible()
  // What the server drew stays: the page and its settings are there.
  await expect(page.getByRole('heading', { level: 1, name: 'Hall of Forms' })).toBeVisible()
  isOffline = false
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(failure).toBeHidden()
  await expect(page.getByRole('combobox', { name: 'Hero' }).first()).toBeEnabled()
})
