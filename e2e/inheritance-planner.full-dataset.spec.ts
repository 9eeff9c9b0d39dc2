import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { startFullDatasetServer } from './full-dataset-server.ts'
import { expect, test, waitForAppOnLoads, waitForHydrated } from './test.ts'

// Issue 24's checks of the inheritance planner on the real data (HERO_PEELER_DATA=../shared/feh-data).
const ORIGIN = startFullDatasetServer({ name: 'full-dataset-planner', portOffset: 60 })

// Forty heroes and a manual as a player pastes them: the two targets, their donors (Eliwood, a
// limited 5★, the only one with Death Blow 3; a 3★ Peri manual worth promoting), and the rest.
const LIST = `Alfonse: Prince of Askr 5★
Sharena: Princess of Askr 5★
Eliwood: Blazing Knight 5★
Catria: Middle Whitewing 4★
Athena: Borderland Sword 4★
Kent: Crimson Shield 3★
Olivia: Blushing Beauty 4★
Donnel: Village Hero 3★
Beruka: Quiet Assassin 4★
Anna: Commander 5★
Marth: Altean Prince 5★
Lucina: Brave Princess 5★
Abel: The Panther 4★ x2
Cain: The Bull 4★
Ike: Young Mercenary 5★
Roy: Young Lion 4★
Lyn: Lady of the Plains 5★
Hector: General of Ostia 5★
Ephraim: Restoration Lord 5★
Eirika: Restoration Lady 4★
Chrom: Exalted Prince 3★ x2
Camilla: Bewitching Beauty 5★
Xander: Paragon Knight 5★
Leo: Sorcerous Prince 5★
Elise: Budding Flower 4★
Takumi: Empty Vessel 5★
Ryoma: Peerless Samurai 5★
Hinoka: Warrior Princess 4★
Sakura: Gentle Nekomata 4★
Cordelia: Knight Paragon 4★
Frederick: Polite Knight 3★
Gwendolyn: Adorable Knight 3★
Sheena: Princess of Gra 4★
Seth: Silver Knight 4★
Raven: Peerless Fighter 4★
Matthew: Faithful Spy 4★
Serra: Outspoken Cleric 4★
Lukas: Sharp Soldier 4★
Draug: Gentle Giant 3★
Cherche: Wyvern Friend 4★
manual Peri: Playful Slayer 3★`

const ALFONSE = 'Alfonse: Prince of Askr'
const SHARENA = 'Sharena: Princess of Askr'

async function pasteTheBarracks(page: Page) {
  await page.goto(`${ORIGIN}/barracks`)
  const box = page.getByLabel('Your heroes, one a line')
  await waitForHydrated(box)
  await box.fill(LIST)
  await page.getByRole('button', { name: 'Read the list' }).click()
  await expect(page.getByRole('status').filter({ hasText: /lines read/ })).toHaveText(
    '41 lines read: 41 found, 0 to check, 0 to choose, 0 not found.',
  )
  await page.getByRole('button', { name: 'Add to the barracks (41)' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Heroes: / })).toHaveText(
    'Heroes: 42 (in 40 lines) · Combat manuals: 1',
  )
}

async function pick(page: Page, box: Locator, text: string, option: RegExp | string) {
  await box.fill(text)
  await page.getByRole('option', { name: option }).first().click()
}

/** A hero's whole name typed is chosen, even when the heroes arrive after the typing. */
async function addHero(page: Page, hero: string) {
  await page.getByRole('combobox', { name: 'Add a hero to teach' }).fill(hero)
  await expect(page.getByRole('listitem', { name: hero })).toBeVisible({ timeout: 15_000 })
}

async function addTarget(page: Page, hero: string, skills: Record<string, string>) {
  await addHero(page, hero)
  const card = page.getByRole('listitem', { name: hero })
  await expect(card.getByLabel('Which copy')).toHaveValue('b')
  for (const [slot, skill] of Object.entries(skills)) {
    await pick(page, card.getByRole('combobox', { name: slot, exact: true }), skill, skill)
  }
}

const steps = (page: Page) =>
  page.getByRole('list', { name: "The plan's steps" }).getByRole('listitem')
const planStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Plan ready|^Making/ })

/**
 * The steps' texts in order. The list is windowed: it is scrolled through as a reader would,
 * each step read by its place (`aria-posinset`), until `until` is drawn if given, else every
 * step; then back to the list's top, unless `until` is to stay drawn.
 */
async function readSteps(page: Page, until?: string): Promise<string[]> {
  return page.getByRole('list', { name: "The plan's steps" }).evaluate(async (list, until) => {
    // Two frames: the scroll's redraw is in (the list redraws in the task after the scroll).
    const settle = async () => {
      for (let frame = 0; frame < 2; frame += 1)
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
    }
    const texts: string[] = []
    list.scrollIntoView({ block: 'start' })
    for (let round = 0; round < 100; round += 1) {
      await settle()
      let count = 0
      for (const row of list.querySelectorAll(':scope > li')) {
        count = Number(row.getAttribute('aria-setsize'))
        const text = row.querySelector('span')?.textContent ?? ''
        texts[Number(row.getAttribute('aria-posinset')) - 1] = text
        if (until !== undefined && text.includes(until)) return texts
      }
      if (until === undefined && Object.keys(texts).length === count) {
        list.scrollIntoView({ block: 'start' })
        await settle()
        return texts
      }
      window.scrollBy(0, 250)
    }
    throw new Error(until === undefined ? 'Some steps were never drawn' : `No step has ${until}`)
  }, until)
}

async function expectFullPlan(page: Page) {
  await expect(planStatus(page)).toHaveText('Plan ready. Steps to follow: 8.', { timeout: 30_000 })
  const texts = await readSteps(page)
  expect(texts).toHaveLength(8)
  expect(texts.filter((text) => text.includes('Eliwood'))).toEqual([
    '5. Feed Eliwood: Blazing Knight 5★ to Sharena: Princess of Askr: Death Blow 1, Death Blow 2, Death Blow 3',
  ])
  // The 3★ manual is worth promoting: it gives five tiers at 4★.
  expect(texts.filter((text) => text.includes('Promote'))).toEqual([
    '7. Promote the Peri: Playful Slayer combat manual 3★→4★ (2,000 feathers)',
  ])
  expect(texts.filter((text) => text.includes('Use a 4★'))).toEqual([
    '8. Use a 4★ Peri: Playful Slayer manual on Sharena: Princess of Askr: Night Sky, Glimmer, Threaten Def 1, Threaten Def 2, Threaten Def 3',
  ])
  const totals = page.getByRole('region', { name: 'Totals' })
  await expect(totals.getByRole('definition')).toHaveText(['6', '1', '2,000', '3,450'])
}

test('two targets from a pasted barracks: the plan, keep, reload, share link, apply and undo', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await pasteTheBarracks(page)
  await page.goto(`${ORIGIN}/inheritance-planner`)
  await expect(page.getByRole('heading', { name: 'Inheritance planner', level: 1 })).toBeVisible()
  await expect(page.getByText('Your barracks: 42 heroes, 1 combat manuals.')).toBeVisible()
  await addTarget(page, ALFONSE, {
    'A skill': 'Armored Blow 3',
    Special: 'Moonbow',
    Assist: 'Reposition',
    'C skill': 'Hone Atk 3',
  })
  // Only what Alfonse may inherit is offered: a staff is not.
  const alfonse = page.getByRole('listitem', { name: ALFONSE })
  await alfonse.getByRole('combobox', { name: 'Weapon', exact: true }).fill('Gravity')
  await expect(
    alfonse
      .getByRole('paragraph')
      .filter({ hasText: 'No skill of this slot for this hero has this name' }),
  ).toBeVisible()
  await alfonse.getByRole('combobox', { name: 'Weapon', exact: true }).press('Escape')
  await addTarget(page, SHARENA, {
    'A skill': 'Death Blow 3',
    Special: 'Glimmer',
    'B skill': 'Drag Back',
    'C skill': 'Threaten Def 3',
  })
  await expectFullPlan(page)
  // The windowed steps are all reached by keyboard: Tab draws the next ones as it goes.
  await page.getByRole('checkbox', { name: 'Done: step 1' }).focus()
  const ticksReached = ['Done: step 1']
  // Three stops a step at most (its tick, "Why", keep): a focus stuck in the list ends too.
  for (let press = 0; press < 24 && ticksReached.length < 8; press += 1) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => ({
      label: document.activeElement?.getAttribute('aria-label') ?? null,
      isInSteps: document.activeElement?.closest('ol[aria-label="The plan\'s steps"]') != null,
    }))
    if (!focused.isInSteps) ticksReached.push('left the steps')
    else if (focused.label?.startsWith('Done: step ')) ticksReached.push(focused.label)
  }
  expect(ticksReached).toEqual(Array.from({ length: 8 }, (_, index) => `Done: step ${index + 1}`))
  await expect(page.getByRole('region', { name: 'Per hero' })).toContainText(
    'Learns: New Moon, Armored Blow 1, Armored Blow 2, Armored Blow 3, Moonbow, Reposition, Hone Atk 1, Hone Atk 2, Hone Atk 3SP to earn: 1,725',
  )

  // The plan is the URL: a reload makes it again.
  const planUrl = page.url()
  await page.reload()
  await expectFullPlan(page)

  // Keeping the limited 5★ donor: Death Blow 3 is left out and said, with the hero to get.
  await readSteps(page, 'Eliwood')
  await page.getByRole('button', { name: 'Keep Eliwood: Blazing Knight' }).click()
  await expect(planStatus(page)).toHaveText('Plan ready. Steps to follow: 7.', { timeout: 30_000 })
  expect((await readSteps(page)).filter((text) => text.includes('Eliwood'))).toEqual([])
  await expect(page.getByRole('region', { name: 'Per hero' })).toContainText(
    'No donor in your barracks gives Death Blow 3. Cheapest hero to get for it:',
  )
  await expect(page).toHaveURL(/keep=/)
  // Back to the plan without the keep.
  await page.goBack()
  await expectFullPlan(page)
  expect(page.url()).toBe(planUrl)
  // Protecting the limited 5★ pool leaves Eliwood out too: the box ticks at once, the plan and
  // the URL follow; Back clears the tick and brings the plan back.
  const limitedPool = page.getByRole('checkbox', { name: 'Limited 5★' })
  await limitedPool.check()
  await expect(page).toHaveURL(/protect=limited5/)
  await expect(page.getByRole('region', { name: 'Per hero' })).toContainText(
    'No donor in your barracks gives Death Blow 3.',
    { timeout: 30_000 },
  )
  await expect(limitedPool).toBeChecked()
  await page.goBack()
  await expect(limitedPool).not.toBeChecked()
  await expectFullPlan(page)
  expect(page.url()).toBe(planUrl)

  // A share link carries the barracks: another browser, with an empty barracks, plans the same.
  await page.getByRole('button', { name: 'Share this plan' }).click()
  const link = await page.getByLabel('Link to this plan and barracks').inputValue()
  expect(link).toMatch(/#barracks=[\w-]+$/)
  const other = await browser.newContext()
  const visitor = waitForAppOnLoads(await other.newPage())
  await visitor.goto(link)
  await expect(visitor.getByText(/^Planning with a shared barracks: 42 heroes/)).toBeVisible()
  await expectFullPlan(visitor)
  await expect(
    visitor.getByRole('button', { name: 'Apply the plan to my barracks' }),
  ).toBeDisabled()
  // A change keeps planning with the shared barracks (the fragment stays).
  await readSteps(visitor, 'Eliwood')
  await visitor.getByRole('button', { name: 'Keep Eliwood: Blazing Knight' }).click()
  await expect(planStatus(visitor)).toHaveText('Plan ready. Steps to follow: 7.', {
    timeout: 30_000,
  })
  expect(new URL(visitor.url()).hash).toMatch(/^#barracks=/)
  await expect(visitor.getByText(/^Planning with a shared barracks: 42 heroes/)).toBeVisible()
  await other.close()

  // Ticks, then apply after the confirmation: the donors leave the barracks; undo brings them back.
  await page.getByRole('checkbox', { name: 'Done: step 1' }).check()
  // Ticks are kept in this browser: a reload shows them.
  await page.reload()
  await expectFullPlan(page)
  await expect(page.getByRole('checkbox', { name: 'Done: step 1' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Done: step 2' })).not.toBeChecked()
  await page.getByRole('button', { name: 'Apply the plan to my barracks' }).click()
  const dialog = page.getByRole('dialog', { name: 'Apply the plan?' })
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Plan applied / })).toContainText(
    '(heroes given up: 6, manuals used: 1).',
  )
  await expect(page.getByText('Your barracks: 36 heroes, 0 combat manuals.')).toBeVisible()
  // The targets know their skills now: nothing left to plan.
  await expect(planStatus(page)).toHaveText(
    'Plan ready: nothing in the barracks gives a wanted skill the heroes lack.',
    {
      timeout: 30_000,
    },
  )
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByText('Your barracks: 42 heroes, 1 combat manuals.')).toBeVisible()
  await expectFullPlan(page)
})

async function expectNothingSeriousForAxe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  expect(serious.map((each) => each.id)).toEqual([])
}

/** Sharena wanting Glimmer, picked by name: her id and the skill's, as the planner's URL says them. */
async function planSharenasGlimmer(page: Page) {
  await page.goto(`${ORIGIN}/inheritance-planner`)
  await addHero(page, SHARENA)
  await pick(
    page,
    page
      .getByRole('listitem', { name: SHARENA })
      .getByRole('combobox', { name: 'Special', exact: true }),
    'Glimmer',
    'Glimmer',
  )
  await expect(page).toHaveURL(/target=.*\.[^.]+$/)
  const [heroId = '', , , skillId = ''] = (
    new URL(page.url()).searchParams.get('target') ?? ''
  ).split('.')
  return { heroId, skillId }
}

/** The planner opened by a link with Sharena wanting Glimmer. */
async function expectSharenasGlimmer(page: Page) {
  const card = page.getByRole('listitem', { name: SHARENA })
  await expect(card.getByRole('combobox', { name: 'Special', exact: true })).toHaveValue(
    'Glimmer',
    {
      timeout: 15_000,
    },
  )
  await expect(planStatus(page)).toHaveText(/^Plan ready/, { timeout: 30_000 })
}

test('"Plan this build" from a score-calculator team, a Hall of Forms plan and a skill list', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { heroId, skillId } = await planSharenasGlimmer(page)

  // A team whose first hero has Glimmer picked by name, as a team code holds it.
  const build = {
    heroId,
    rarity: 5,
    level: 40,
    merges: 0,
    asset: null,
    flaw: null,
    blessing: null,
    sp: { weapon: 0, assist: 0, special: 0, passiveA: 0, passiveB: 0, passiveC: 0, sacredSeal: 0 },
    skills: { special: skillId },
    duelSkillTier: null,
    chosenHeroId: null,
    chosenHeroMerges: 0,
  }
  const code = `SCTv1:${Buffer.from(JSON.stringify([build, null, null, null])).toString('base64')}`
  await page.goto(`${ORIGIN}/score-calc?team=${encodeURIComponent(code)}`)
  await page.getByRole('link', { name: 'Plan this build' }).click()
  await expect(page).toHaveURL(/\/inheritance-planner\?target=/)
  await expectSharenasGlimmer(page)

  // A Hall of Forms plan with Sharena in the first place, Glimmer in her special.
  const empty = {
    weapon: null,
    assist: null,
    special: null,
    passiveA: null,
    passiveB: null,
    passiveC: null,
  }
  await page.evaluate(
    (data) =>
      localStorage.setItem(
        'hero-peeler:hall-of-forms:data',
        JSON.stringify({
          app: 'hero-peeler',
          page: 'hall-of-forms',
          version: 1,
          savedAt: new Date().toISOString(),
          data,
        }),
      ),
    {
      chamber: 1,
      version: null,
      heroes: [
        { heroId, kit: { ...empty, special: skillId } },
        { heroId: null, kit: empty },
        { heroId: null, kit: empty },
        { heroId: null, kit: empty },
      ],
    },
  )
  await page.goto(`${ORIGIN}/events/hall-of-forms`)
  await page.getByRole('link', { name: 'Plan this build' }).click()
  await expectSharenasGlimmer(page)

  // A skill list filtered to Glimmer: the skill waits for the hero the player adds.
  await page.goto(`${ORIGIN}/skills-lists?slot=special`)
  const planLink = page.getByRole('link', { name: 'Plan this build' })
  await expect(page.getByRole('button', { name: 'Plan this build' })).toBeDisabled()
  await page.getByLabel('Choice 1', { exact: true }).fill('Glimmer')
  await expect(planLink).toHaveAttribute('href', /wants=/)
  await planLink.click()
  await expect(
    page.getByRole('note').filter({ hasText: 'Skills brought by a link:' }),
  ).toContainText('Skills brought by a link: Glimmer. Add the hero who should learn them.')
  await expectNothingSeriousForAxe(page)
  await page.getByRole('button', { name: `Remove ${SHARENA}` }).click()
  await addHero(page, SHARENA)
  await expectSharenasGlimmer(page)
})

test('the plan is kept with the barracks: a bare visit, a named save, a file; a damaged one alone refused', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await pasteTheBarracks(page)
  await planSharenasGlimmer(page)
  await expect(planStatus(page)).toHaveText('Plan ready. Steps to follow: 1.', { timeout: 30_000 })
  // Opened bare, the planner shows the plan kept with the barracks.
  await page.goto(`${ORIGIN}/barracks`)
  await page.goto(`${ORIGIN}/inheritance-planner`)
  await expectSharenasGlimmer(page)
  await expect(page).toHaveURL(/target=/)

  // A named save holds the barracks and the plan.
  await page.getByRole('button', { name: 'Saves (0)' }).click()
  const saves = page.getByRole('dialog', { name: 'Named saves' })
  await saves.getByLabel('Name of a new save').fill('Sharena')
  await saves.getByRole('button', { name: 'Save', exact: true }).click()
  // The last one: the first closes the dialog's message.
  await saves.getByRole('button', { name: 'Close', exact: true }).last().click()
  await expect(saves).toBeHidden()
  await page.getByRole('button', { name: `Remove ${SHARENA}` }).click()
  await expect(page.getByRole('listitem', { name: SHARENA })).toHaveCount(0)
  await page.getByRole('button', { name: 'Saves (1)' }).click()
  await saves.getByRole('button', { name: 'Load “Sharena”' }).click()
  await expectSharenasGlimmer(page)
  await expect(planStatus(page)).toHaveText('Plan ready. Steps to follow: 1.', { timeout: 30_000 })

  // A file whose plan is damaged: the barracks loads, the plan is refused with the reason.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download' }).click()
  const file = JSON.parse(await readFile(await (await download).path(), 'utf8'))
  expect(file).toMatchObject({ page: 'catalog', version: 3, data: { plan: { keep: [] } } })
  file.data.plan.targets[0].rarity = 9
  await page.getByTestId('saves-upload').setInputFiles({
    name: 'damaged.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  })
  await expect(page.getByRole('alert').filter({ hasText: /^Loaded damaged.json/ })).toContainText(
    'Except the inheritance plan, which was refused: the value at “plan.targets.0.rarity” should be',
  )
  await expect(
    page.getByRole('alert').filter({ hasText: /^Your saved plan cannot be read/ }),
  ).toBeVisible()
  await expect(page.getByText('Your barracks: 42 heroes, 1 combat manuals.')).toBeVisible()
  // Why the donor, in numbers.
  await steps(page).first().getByText(/^Why /).click()
  await expect(steps(page).first()).toContainText(
    /Costs .+ \(value \d+\), [\d,]+ feathers and [\d,]+ SP/,
  )
  await expectNothingSeriousForAxe(page)
  // The plan on the page stays; a reload keeps the barracks and says the same.
  await page.reload()
  await expectSharenasGlimmer(page)
  await expect(
    page.getByRole('alert').filter({ hasText: /^Your saved plan cannot be read/ }),
  ).toBeVisible()
  await expect(page.getByText('Your barracks: 42 heroes, 1 combat manuals.')).toBeVisible()
})

test('applying a plan is undone after a reload, until the barracks changes', async ({ page }) => {
  test.setTimeout(120_000)
  await pasteTheBarracks(page)
  await planSharenasGlimmer(page)
  await expect(planStatus(page)).toHaveText('Plan ready. Steps to follow: 1.', { timeout: 30_000 })
  const apply = async () => {
    await page.getByRole('button', { name: 'Apply the plan to my barracks' }).click()
    await page
      .getByRole('dialog', { name: 'Apply the plan?' })
      .getByRole('button', { name: 'Apply', exact: true })
      .click()
    await expect(page.getByRole('status').filter({ hasText: /^Plan applied / })).toBeVisible()
  }
  await apply()
  await expect(page.getByText('Your barracks: 41 heroes, 1 combat manuals.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: /^Plan applied / })).toContainText(
    '(heroes given up: 1, manuals used: 0). It can be undone until the barracks changes again.',
  )
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByText('The barracks is back as it was before the plan.')).toBeVisible()
  await expect(page.getByText('Your barracks: 42 heroes, 1 combat manuals.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: /^Plan applied / })).toHaveCount(0)

  // Applied again, then the barracks changes elsewhere: that apply is no longer undone.
  await expect(planStatus(page)).toHaveText('Plan ready. Steps to follow: 1.', { timeout: 30_000 })
  await apply()
  await page.goto(`${ORIGIN}/barracks`)
  // The list draws the rows near the view: the heroes pages' search brings Abel's.
  await page.getByLabel('Hero name').fill('abel')
  await page.getByLabel('Merges of Abel: The Panther').first().fill('7')
  await page.goto(`${ORIGIN}/inheritance-planner`)
  const changed = page.getByRole('status').filter({ hasText: /^The barracks changed after/ })
  await expect(changed).toBeVisible()
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0)
  await expectNothingSeriousForAxe(page)
  await page.getByRole('button', { name: 'Forget it' }).click()
  await expect(changed).toHaveCount(0)
})

test('a bad URL falls back: malformed targets are dropped, the rest planned', async ({ page }) => {
  await page.goto(
    `${ORIGIN}/inheritance-planner?target=nonsense&target=PID_nobody.5.g.SID_none&protect=bogus`,
  )
  await expect(page.getByRole('listitem', { name: 'PID_nobody' })).toContainText(
    'This hero is not in the data any more: nothing is planned for it.',
  )
  await expect(page.getByRole('checkbox', { name: 'Limited 5★' })).not.toBeChecked()
})

test('on a phone, by keyboard, with nothing serious for axe in either theme', async ({ page }) => {
  test.setTimeout(120_000)
  await pasteTheBarracks(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`${ORIGIN}/inheritance-planner`)
  const add = page.getByRole('combobox', { name: 'Add a hero to teach' })
  await add.focus()
  // The heroes load on the picker's focus: typed meanwhile, the text stays.
  await page.keyboard.type('Sharena: Princess of')
  await expect(page.getByRole('option', { name: new RegExp(`^${SHARENA}`) })).toBeVisible()
  await page.keyboard.press('Enter')
  const card = page.getByRole('listitem', { name: SHARENA })
  const special = card.getByRole('combobox', { name: 'Special', exact: true })
  await special.focus()
  await page.keyboard.type('Glimmer')
  await page.keyboard.press('Enter')
  await expect(planStatus(page)).toHaveText('Plan ready. Steps to follow: 1.', { timeout: 30_000 })
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(390)
  for (const theme of ['dark', 'light']) {
    if (theme === 'light') await page.getByRole('button', { name: /^Theme: / }).click()
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    )
    expect(serious, `${theme}: ${JSON.stringify(serious.map((each) => each.id))}`).toEqual([])
  }
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('once visited, the planner plans with no network', async ({ page, context }) => {
    test.setTimeout(120_000)
    await pasteTheBarracks(page)
    await page.goto(`${ORIGIN}/inheritance-planner`)
    await addHero(page, SHARENA)
    const card = page.getByRole('listitem', { name: SHARENA })
    await pick(
      page,
      card.getByRole('combobox', { name: 'Special', exact: true }),
      'Glimmer',
      'Glimmer',
    )
    await expect(planStatus(page)).toHaveText('Plan ready. Steps to follow: 1.', {
      timeout: 30_000,
    })
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    // Under the service worker's control, the solver is fetched through it and kept.
    await page.reload()
    await expect(planStatus(page)).toHaveText('Plan ready. Steps to follow: 1.', {
      timeout: 30_000,
    })
    await page.waitForLoadState('networkidle')

    await context.setOffline(true)
    await page.reload()
    await expect(planStatus(page)).toHaveText('Plan ready. Steps to follow: 1.', {
      timeout: 30_000,
    })
    // A change makes a new plan offline too.
    await page.getByRole('button', { name: 'Keep Beruka: Quiet Assassin' }).click()
    await expect(planStatus(page)).toHaveText(/^Plan ready/, { timeout: 30_000 })
    await expect(steps(page).filter({ hasText: 'Beruka' })).toHaveCount(0)
    await context.setOffline(false)
  })
})

test('a solver that cannot load, or data that does not come, is said with a retry', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await pasteTheBarracks(page)
  await page.route('**/assets/*.wasm', (route) => route.abort())
  await page.goto(`${ORIGIN}/inheritance-planner`)
  await addHero(page, SHARENA)
  const card = page.getByRole('listitem', { name: SHARENA })
  await pick(
    page,
    card.getByRole('combobox', { name: 'Special', exact: true }),
    'Glimmer',
    'Glimmer',
  )
  await expect(page.getByRole('alert')).toContainText(
    'The solver or its data could not be loaded: check the connection, then try again.',
    { timeout: 30_000 },
  )
  await page.unroute('**/assets/*.wasm')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(planStatus(page)).toHaveText('Plan ready. Steps to follow: 1.', { timeout: 30_000 })

  // The planner's data itself: the page says it, with a retry that loads it again.
  const planUrl = page.url()
  await page.route('**/payloads/peeler.*.json', (route) => route.abort())
  await page.goto(planUrl)
  await expect(page.getByRole('alert')).toContainText('could not be loaded')
  await page.unroute('**/payloads/peeler.*.json')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(planStatus(page)).toHaveText('Plan ready. Steps to follow: 1.', { timeout: 30_000 })
})
