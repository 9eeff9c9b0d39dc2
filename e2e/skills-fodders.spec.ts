import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { collectPageErrors, listSeriousAxeFindings } from './pages.ts'
import { expect, test } from './test.ts'

// The peeler (issue 6) on the hand-written fixture (test/fixtures/feh-data).

const skillPicker = (page: Page) => page.getByRole('combobox', { name: 'Skills to inherit' })
const targetPicker = (page: Page) =>
  page.getByRole('combobox', { name: 'Hero who inherits (optional)' })
const card = (page: Page, skill: string) => page.getByRole('region', { name: skill })
/** The holders of `tier` in the card of `skill` (its top tier unless told). */
const donorNames = (page: Page, skill: string, tier = skill) =>
  card(page, skill).getByRole('table', { name: tier }).getByTestId('donor').getByRole('link')

async function open(page: Page, url: string) {
  await page.goto(url)
  await page.waitForLoadState('networkidle')
}

test('the bare page loads no data until a picker is used', async ({ page }) => {
  const payloads: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/payloads/')) payloads.push(request.url())
  })
  await open(page, '/skills-fodders')
  await expect(page.getByText('Pick one or more skills')).toBeVisible()
  expect(payloads).toEqual([])
  await skillPicker(page).click()
  await expect(page.getByRole('option', { name: 'Daylight' })).toBeVisible()
  expect(payloads.some((url) => url.includes('/payloads/peeler.'))).toBe(true)
})

test('a peeler that does not arrive on focus is said, with a retry that loads it', async ({
  page,
}) => {
  // The first answers for the peeler file fail (offline), then the network comes back.
  let isOffline = true
  await page.route(/\/payloads\/peeler\.[0-9a-f]+\.json$/, (route) =>
    isOffline ? route.abort('internetdisconnected') : route.continue(),
  )
  await open(page, '/skills-fodders')
  await skillPicker(page).click()
  const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' })
  await expect(failure).toBeVisible()
  // The page stays: its heading and tabs are there.
  await expect(page.getByRole('heading', { level: 1, name: 'Skill fodders' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'What a hero gives' })).toBeVisible()
  isOffline = false
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(failure).toBeHidden()
  await skillPicker(page).click()
  await expect(page.getByRole('option', { name: 'Daylight' })).toBeVisible()
})

test('a shared link shows its donors from the server, the whole peeler only when a picker asks', async ({
  page,
  request,
}) => {
  // The server's page has the donors…
  const html = await (await request.get('/skills-fodders?name=Daylight')).text()
  expect(html).toContain('Nino: Pale Flower')
  // …and the browser works from those rows; the payload comes with a picker's focus.
  const payloads: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/payloads/peeler.')) payloads.push(request.url())
  })
  await open(page, '/skills-fodders?name=Daylight')
  await expect(donorNames(page, 'Daylight').first()).toHaveText('Nino: Pale Flower')
  await page.getByRole('button', { name: 'Name', exact: true }).click()
  await expect(page).toHaveURL(/sort=name/)
  expect(payloads).toEqual([])
  await skillPicker(page).click()
  await expect(page.getByRole('option', { name: 'Weapon Fire Breath', exact: true })).toBeVisible()
  expect(payloads).toHaveLength(1)
})

test('a peeler a new URL asks for that does not arrive is said, with a retry', async ({ page }) => {
  let isOffline = true
  await page.route(/\/payloads\/peeler\.[0-9a-f]+\.json$/, (route) =>
    isOffline ? route.abort('internetdisconnected') : route.continue(),
  )
  // Myrrh's skills come with the page; the holders of one of them need the whole peeler.
  await open(page, `/skills-fodders?peel=${encodeURIComponent('PID_ミルラ')}`)
  const rows = page.getByTestId('given-skill')
  await expect(rows).toHaveCount(5)
  await rows.first().getByRole('link', { name: 'See all holders' }).click()
  const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' })
  await expect(failure).toBeVisible()
  isOffline = false
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(failure).toBeHidden()
  await expect(donorNames(page, 'Fire Breath')).toHaveText([
    'Myrrh: Great Dragon',
    'Fae: Divine Dragon',
  ])
})

test('picking a skill lists its holders cheapest first, in the URL', async ({ page }) => {
  const errors = collectPageErrors(page)
  await open(page, '/skills-fodders')
  await skillPicker(page).click()
  await skillPicker(page).fill('dayl')
  await expect(page.getByRole('option')).toHaveCount(1)
  await page.getByRole('option', { name: 'Daylight' }).click()
  await expect(page).toHaveURL(/\?name=Daylight$/)
  await expect(donorNames(page, 'Daylight')).toHaveText([
    'Nino: Pale Flower',
    'Sophia: Nabata Prophet',
    'Chrom: Exalted Prince',
    'Marth: Altean Prince',
    'Alfonse: Prince of Askr',
  ])
  await page.getByRole('button', { name: 'Name', exact: true }).click()
  await expect(page).toHaveURL(/sort=name/)
  await expect(donorNames(page, 'Daylight').first()).toHaveText('Alfonse: Prince of Askr')
  expect(errors).toEqual([])
})

test('the skill picker works from the keyboard alone', async ({ page }) => {
  await open(page, '/skills-fodders')
  const box = skillPicker(page)
  await box.focus()
  await page.keyboard.type('death blow')
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  const options = page.getByRole('listbox', { name: 'Skills to inherit' }).getByRole('option')
  await expect(options.nth(2)).toBeVisible()
  const names = await options.allTextContents()
  const last = names.length - 1
  const active = async () => {
    const id = await box.getAttribute('aria-activedescendant')
    return id === null ? null : page.locator(`[id="${id}"]`).textContent()
  }
  // The first match is highlighted; arrows wrap, Home and End jump.
  expect(await active()).toBe(names[0])
  expect(await listSeriousAxeFindings(page)).toEqual([])
  await page.keyboard.press('End')
  expect(await active()).toBe(names[last])
  await page.keyboard.press('ArrowDown')
  expect(await active()).toBe(names[0])
  await page.keyboard.press('ArrowUp')
  expect(await active()).toBe(names[last])
  await page.keyboard.press('Home')
  await page.keyboard.press('ArrowDown')
  expect(await active()).toBe(names[1])
  await page.keyboard.press('Enter')
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await expect(box).toHaveValue('')
  await expect(page).toHaveURL(/\?name=Death\+Blow\+\d$/)
  // The second match was chosen (an option's text starts with its slot's letter).
  const chosen = new URL(page.url()).searchParams.get('name') ?? ''
  expect(names[1]?.endsWith(chosen)).toBe(true)
  await expect(card(page, chosen)).toBeVisible()

  // Escape closes the list, a second Escape drops what was typed; Tab leaves the box.
  await page.keyboard.type('daylight')
  await expect(options).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await expect(box).toHaveValue('daylight')
  await page.keyboard.press('Escape')
  await expect(box).toHaveValue('')
  await page.keyboard.press('Tab')
  await expect(box).not.toBeFocused()
  await expect(page.getByTestId('skill-peel')).toHaveCount(1)
})

test('a promoted holder is marked and comes after the 5★ summon', async ({ page }) => {
  await open(page, '/skills-fodders?name=Death+Blow+3')
  await expect(donorNames(page, 'Death Blow 3')).toHaveText([
    'Chrom: Exalted Prince',
    'Olivia: Blushing Beauty',
    'Alfonse: Prince of Askr',
  ])
  const olivia = card(page, 'Death Blow 3').getByTestId('donor').nth(1)
  await expect(olivia).toContainText('Promote to 5★')
  await page.getByText('How holders are ordered').click()
  await expect(page.getByText('Heroic Grails 4★', { exact: true })).toBeVisible()
})

test('several skills, per-tier paths and lower tiers', async ({ page }) => {
  await open(page, '/skills-fodders?name=Raudrwolf&name=Daylight')
  await expect(page.getByTestId('skill-peel')).toHaveCount(2)
  const paths = card(page, 'Raudrwolf').getByRole('listitem')
  await expect(paths.first()).toHaveText(/One donor: Raudrwolf from Tharja: Dark Shaman .*3 slots/)
  await expect(paths.nth(1)).toHaveText(
    /2 donors: Fire from Sophia: Nabata Prophet .*1 slot.*Raudrwolf from Tharja: Dark Shaman .*2 slots/,
  )
  // A lower tier opens from its heading, the summary of a closed disclosure.
  await card(page, 'Raudrwolf')
    .getByRole('heading', { name: /Elfire: 2 holders/ })
    .click()
  await expect(donorNames(page, 'Raudrwolf', 'Elfire')).toHaveText([
    'Tharja: Dark Shaman',
    'Sophia: Nabata Prophet',
  ])
})

test('a target who cannot inherit the skill rules it out with the reason', async ({ page }) => {
  await open(page, '/skills-fodders?name=Swift+Sparrow')
  await targetPicker(page).click()
  await targetPicker(page).fill('arden')
  await page.getByRole('option', { name: 'Arden: Strong and Tough' }).click()
  await expect(page).toHaveURL(/for=PID_/)
  await expect(card(page, 'Swift Sparrow').getByTestId('ruled-out')).toHaveText(
    /Ruled out: Arden: Strong and Tough cannot inherit it, Armored heroes cannot use it/,
  )
  await open(page, '/skills-fodders?name=Brave+Lance%2B&for=PID_ヴァルター')
  await expect(card(page, 'Brave Lance+').getByRole('listitem')).toHaveText([
    /One donor: Brave Lance\+ from Abel: The Panther .*1 slot/,
  ])
  await expect(card(page, 'Brave Lance+').getByText(/has it$/)).toHaveCount(3)
})

test('the inverse view lists what a hero gives and which is rare', async ({ page }) => {
  await open(page, '/skills-fodders')
  await page.getByRole('tab', { name: 'What a hero gives' }).click()
  const picker = page.getByRole('combobox', { name: 'Hero to peel' })
  await picker.click()
  await picker.fill('myrrh')
  await page.getByRole('option', { name: 'Myrrh: Great Dragon' }).click()
  await expect(page).toHaveURL(/\?peel=PID_/)
  const rows = page.getByTestId('given-skill')
  await expect(rows).toHaveCount(5)
  await expect(rows.filter({ hasText: 'Rare fodder: keep it' })).toHaveCount(5)
  await rows.first().getByRole('link', { name: 'See all holders' }).click()
  await expect(page).toHaveURL(/\?name=Fire\+Breath$/)
  await expect(donorNames(page, 'Fire Breath')).toHaveText([
    'Myrrh: Great Dragon',
    'Fae: Divine Dragon',
  ])
})

test('links open the skill and hero views', async ({ page }) => {
  await open(page, '/skills-fodders?name=Daylight')
  await card(page, 'Daylight').getByRole('link', { name: 'Daylight', exact: true }).click()
  await expect(page).toHaveURL(/skill=daylight$/)
  await expect(page.getByRole('dialog', { name: 'Daylight' })).toBeVisible()
  await page.goBack()
  await donorNames(page, 'Daylight').first().click()
  await expect(page).toHaveURL(/unit=nino-pale-flower$/)
  await expect(page.getByRole('dialog', { name: /Nino/ })).toBeVisible()
})

test('the hero view’s Fodder tabs: slots per source, a 5★-locked hero’s cheaper special', async ({
  page,
}) => {
  await open(page, '/skills-fodders?unit=marth-altean-prince')
  const dialog = page.getByRole('dialog', { name: /Marth: Altean Prince/ })
  await dialog.getByRole('tab', { name: 'Fodder', exact: true }).click()
  const daylight = dialog.getByTestId('fodder-skill').filter({ hasText: 'Daylight' })
  await expect(daylight).toContainText('Not 5★-locked')
  await expect(dialog.getByText(/This hero is 5★-locked/)).toBeVisible()
  await expect(dialog.getByRole('row', { name: /^Total/ })).toBeVisible()
  // The sources are remembered.
  await dialog
    .getByRole('combobox', { name: 'Bridge fodder from' })
    .selectOption({ label: 'Divine Codes before 4★ Special Heroes' })
  await expect(dialog.getByRole('columnheader', { name: 'Divine Codes' })).toBeVisible()
  await page.reload()
  await page
    .getByRole('dialog', { name: /Marth: Altean Prince/ })
    .getByRole('tab', { name: 'Fodder', exact: true })
    .click()
  await expect(page.getByRole('columnheader', { name: 'Divine Codes' })).toBeVisible()
  await page.getByRole('tab', { name: 'Fodder value' }).click()
  await expect(page.getByRole('table', { name: 'Fodder value of each skill' })).toContainText(
    'Daylight',
  )
})

for (const scheme of ['dark', 'light'] as const) {
  test(`no accessibility violations with results in the ${scheme} theme`, async ({ page }) => {
    await page.goto('/skills-fodders')
    if (scheme === 'light') {
      const save = page.waitForResponse('**/api/update-theme')
      await page.getByRole('button', { name: /^Theme: / }).click()
      await expect(page.locator('html')).toHaveClass('light')
      await save
    }
    await open(page, '/skills-fodders?name=Raudrwolf&name=Death+Blow+3&for=PID_アベル')
    await expect(page.getByTestId('skill-peel')).toHaveCount(2)
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    await open(page, '/skills-fodders?peel=PID_ミルラ')
    await expect(page.getByTestId('given-skill').first()).toBeVisible()
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  })
}

// "My barracks" (issue 23 §5): the player's own fodder, the barracks filled from the hero view.
const barracksSwitch = (page: Page) => page.getByRole('switch', { name: 'My barracks' })
const ownedList = (page: Page, skill: string, group: RegExp) =>
  card(page, skill).getByRole('list', { name: group })

/** Opens a holder of `skill` from its table, adds one copy at `rarity`, and closes the view. */
async function addHolder(page: Page, skill: string, hero: string, rarity = '5★') {
  await donorNames(page, skill).filter({ hasText: hero }).click()
  const dialog = page.getByRole('dialog', { name: hero })
  if (rarity !== '5★') await dialog.getByLabel('Rarity').selectOption({ label: rarity })
  await dialog.getByRole('button', { name: 'Add to barracks' }).click()
  await expect(dialog.getByRole('status')).toContainText(`Added ${hero} ${rarity}`)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

test('"My barracks" lists the copies that give a skill now, after a promotion, and those kept', async ({
  page,
}) => {
  const errors = collectPageErrors(page)
  await open(page, '/skills-fodders?name=Death+Blow+3')
  // The switch, by keyboard; on an empty barracks it says so, with the way to fill it.
  await barracksSwitch(page).focus()
  await page.keyboard.press('Space')
  await expect(barracksSwitch(page)).toBeChecked()
  await expect(page).toHaveURL(/\?name=Death\+Blow\+3&barracks=1$/)
  await expect(page.getByText('Your barracks is empty.')).toBeVisible()
  await expect(
    page.getByRole('link', { name: 'Add your heroes and manuals to your barracks' }),
  ).toHaveAttribute('href', '/barracks')

  await addHolder(page, 'Death Blow 3', 'Chrom: Exalted Prince')
  // A 2★ Olivia has no tier of it yet: she must be promoted to 5★ first.
  await addHolder(page, 'Death Blow 3', 'Olivia: Blushing Beauty', '2★')
  await addHolder(page, 'Death Blow 3', 'Alfonse: Prince of Askr')
  await expect(page.getByText('From your barracks — heroes: 3, combat manuals: 0.')).toBeVisible()

  // Alfonse is kept, on the barracks page.
  await page.goto('/barracks')
  await page
    .getByRole('combobox', { name: 'Role of Alfonse: Prince of Askr' })
    .selectOption({ label: 'Keep' })
  await page.goBack()
  await page.waitForLoadState('networkidle')

  await expect(
    ownedList(page, 'Death Blow 3', /^Can give it now/).getByRole('listitem'),
  ).toHaveText(['Chrom: Exalted Prince 5★'])
  await expect(
    ownedList(page, 'Death Blow 3', /^After a promotion/).getByRole('listitem'),
  ).toHaveText(['Olivia: Blushing Beauty 2★ Promote to 5★ for Death Blow 3'])
  await expect(
    ownedList(page, 'Death Blow 3', /^Marked keep, not offered/).getByRole('link'),
  ).toHaveText(['Alfonse: Prince of Askr'])

  // Off again, by keyboard: the section goes and the URL drops it.
  await barracksSwitch(page).focus()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/\?name=Death\+Blow\+3$/)
  await expect(card(page, 'Death Blow 3').getByText('In your barracks')).toHaveCount(0)
  expect(errors).toEqual([])
})

test('"My barracks" is off on a value other than 1', async ({ page }) => {
  await open(page, '/skills-fodders?name=Daylight&barracks=yes')
  await expect(barracksSwitch(page)).not.toBeChecked()
  await expect(donorNames(page, 'Daylight').first()).toBeVisible()
  await expect(card(page, 'Daylight').getByText('In your barracks')).toHaveCount(0)
})

test('"My barracks" at 390 px: the switch, the owned fodder, nothing wider than the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, '/skills-fodders?name=Death+Blow+3&barracks=1')
  await addHolder(page, 'Death Blow 3', 'Olivia: Blushing Beauty', '4★')
  await expect(
    ownedList(page, 'Death Blow 3', /^Can give it now/).getByRole('listitem'),
  ).toHaveText([
    'Olivia: Blushing Beauty 4★ gives Death Blow 2, a lower tier Promote to 5★ for Death Blow 3',
  ])
  await expect(barracksSwitch(page)).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

for (const scheme of ['dark', 'light'] as const) {
  test(`no accessibility violations with "My barracks" on in the ${scheme} theme`, async ({
    page,
  }) => {
    await page.goto('/skills-fodders')
    if (scheme === 'light') {
      const save = page.waitForResponse('**/api/update-theme')
      await page.getByRole('button', { name: /^Theme: / }).click()
      await expect(page.locator('html')).toHaveClass('light')
      await save
    }
    await open(page, '/skills-fodders?barracks=1')
    await expect(page.getByText('Your barracks is empty.')).toBeVisible()
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    await open(page, '/skills-fodders?name=Death+Blow+3&barracks=1')
    await addHolder(page, 'Death Blow 3', 'Olivia: Blushing Beauty', '4★')
    await addHolder(page, 'Death Blow 3', 'Alfonse: Prince of Askr', '1★')
    await expect(ownedList(page, 'Death Blow 3', /^Can give it now/)).toBeVisible()
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  })
}
