import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { collectPageErrors } from './pages.ts'
import { expect, test } from './test.ts'
import {
  expectRowsInPlace,
  listScrollJumps,
  scrollPageToEnd,
  scrollToEnd,
} from './virtual-lists.ts'

// The skills page on the hand-written fixture (test/fixtures/feh-data: 120 skills).

const table = (page: Page) => page.getByRole('table', { name: 'Skills' })
const nameCells = (page: Page) => table(page).locator('tbody th')
const skillName = (page: Page) => page.getByRole('searchbox', { name: 'Skill name' })

/** Scrolls the filter panel to its range sliders: their code loads when they come into view. */
async function showRanges(page: Page) {
  await page.getByRole('region', { name: 'Ranges' }).scrollIntoViewIfNeeded()
}

/** Opens a page and waits for hydration: the 120-row list takes a moment to parse. */
async function open(page: Page, url: string) {
  await page.goto(url)
  await page.waitForLoadState('networkidle')
}

test('a name search filters the table, lives in the URL and survives a reload', async ({
  page,
}) => {
  const errors = collectPageErrors(page)
  await open(page, '/skills')
  await expect(page.getByRole('status')).toHaveText('120 skills')
  await skillName(page).fill('death blow')
  await expect(page).toHaveURL(/\?name=death\+blow$/)
  await expect(page.getByRole('status')).toHaveText('4 skills')
  await page.reload()
  await expect(skillName(page)).toHaveValue('death blow')
  await expect(page.getByRole('status')).toHaveText('4 skills')
  await expect(nameCells(page)).toHaveText([
    'Death Blow 4',
    'Death Blow 1',
    'Death Blow 2',
    'Death Blow 3',
  ])
  expect(errors).toEqual([])
})

test('accents do not matter: "hlidskjalf" finds Hliðskjálf', async ({ page }) => {
  await open(page, '/skills?name=hlidskjalf')
  await expect(nameCells(page)).toHaveText(['Hliðskjálf'])
})

test('sorting by SP then name, and back/forward restore each view', async ({ page }) => {
  await open(page, '/skills?name=death+blow')
  await page.getByRole('button', { name: 'Sort by Name' }).click()
  await expect(page).toHaveURL(/sort=name%2C-releaseDate/)
  await page.getByRole('button', { name: 'Sort by SP' }).click()
  await expect(page).toHaveURL(/sort=sp%2Cname/)
  await page.getByRole('button', { name: 'Sort by SP' }).click()
  await expect(page).toHaveURL(/sort=-sp%2Cname/)
  await expect(nameCells(page)).toHaveText([
    'Death Blow 4',
    'Death Blow 3',
    'Death Blow 2',
    'Death Blow 1',
  ])
  await page.goBack()
  await expect(nameCells(page)).toHaveText([
    'Death Blow 1',
    'Death Blow 2',
    'Death Blow 3',
    'Death Blow 4',
  ])
  await page.goForward()
  await expect(nameCells(page).first()).toHaveText('Death Blow 4')
})

test('sorting by "can use" and by effectiveness works (reference bug §7.2 #11)', async ({
  page,
}) => {
  await open(page, '/skills?cols=effectiveness,canUse&sort=effectiveness')
  await expect(nameCells(page).first()).toHaveText('Thief Claw')
  await expect(table(page).locator('tbody tr').first()).toContainText('All foes')
  await open(page, '/skills?cols=canUse&sort=-canUse,name&name=counter')
  await expect(nameCells(page)).toHaveText(['Distant Counter'])
  await open(page, '/skills?cols=canUse&sort=canUse,name')
  await expect(table(page).locator('tbody tr').first()).toContainText('PRF')
  await open(page, '/skills?cols=canUse&sort=-canUse,name&slots=passiveA')
  await expect(table(page).locator('tbody tr').first()).toContainText('All')
})

test('who can inherit: a dagger cavalry hero cannot use melee-only or infantry skills', async ({
  page,
}) => {
  await open(page, '/skills?moves=cavalry&inherit=dagger&size=all')
  await expect(page.getByRole('status')).not.toHaveText('120 skills')
  await expect(table(page).getByRole('link', { name: 'Distant Counter' })).toHaveCount(0)
  await expect(table(page).getByRole('link', { name: 'Swift Sparrow' })).toHaveCount(1)
  await expect(table(page).getByRole('link', { name: 'Armored Blow 1' })).toHaveCount(0)
})

test('a filter chip pushes history; back unpresses it', async ({ page }) => {
  await open(page, '/skills')
  await page.getByRole('button', { name: 'B', exact: true }).first().click()
  await expect(page).toHaveURL(/slots=passiveB/)
  await expect(page.getByRole('button', { name: 'B', exact: true }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.goBack()
  await expect(page.getByRole('status')).toHaveText('120 skills')
})

test('a range slider filters on release, by keyboard or by drag, and a reset moves it back', async ({
  page,
}) => {
  await open(page, '/skills')
  await showRanges(page)
  const lowest = page.getByRole('slider', { name: 'Cooldown: lowest' })
  const highest = page.getByRole('slider', { name: 'Cooldown: highest' })
  await expect(page.getByText('Cooldown from 0 to 6')).toBeVisible()
  // Keyboard: each step is a change, written to the URL.
  await lowest.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(/cd=2-6/)
  await expect(page.getByText('Cooldown from 2 to 6')).toBeVisible()
  // The lowest thumb cannot pass the highest.
  await highest.focus()
  await page.keyboard.press('Home')
  await expect(page).toHaveURL(/cd=2-2/)
  await expect(highest).toHaveValue('2')
  // Pointer: the URL is written once, when the thumb is released.
  await page.goto('/skills')
  await page.waitForLoadState('networkidle')
  await showRanges(page)
  const thumb = await highest.boundingBox()
  const track = await page.getByText(/^Cooldown from/).boundingBox()
  if (!thumb || !track) throw new Error('the slider has no box')
  const y = thumb.y + thumb.height / 2
  await page.mouse.move(thumb.x + thumb.width / 2, y)
  await page.mouse.down()
  await page.mouse.move(thumb.x + thumb.width / 2 - track.width * 0.4, y, { steps: 5 })
  await expect(page.getByText(/Cooldown from 0 to [34]/)).toBeVisible()
  await expect(page).not.toHaveURL(/cd=/)
  await page.mouse.up()
  await expect(page).toHaveURL(/cd=0-[34]/)
  const count = await page.getByRole('status').textContent()
  expect(count).not.toBe('120 skills')
  await page.getByRole('button', { name: 'Reset all filters' }).click()
  await expect(page.getByText('Cooldown from 0 to 6')).toBeVisible()
  await expect(page.getByRole('status')).toHaveText('120 skills')
})

/** Where a cooldown slider's thumbs meet at 3 (the middle of 0–6), and the track's width. */
async function meetingPoint(page: Page) {
  await showRanges(page)
  const highest = page.getByRole('slider', { name: 'Cooldown: highest' })
  const thumb = await highest.boundingBox()
  // The label spans the track: its width is the track's, give or take a thumb.
  const label = await page.getByText(/^Cooldown from/).boundingBox()
  if (!thumb || !label) throw new Error('the slider has no box')
  return { x: thumb.x + thumb.width / 2, y: thumb.y + thumb.height / 2, width: label.width }
}

/** A drag by a mouse or a finger, released at the end. */
async function drag(
  page: Page,
  pointer: 'mouse' | 'touch',
  from: { x: number; y: number },
  dx: number,
) {
  if (pointer === 'mouse') {
    await page.mouse.move(from.x, from.y)
    await page.mouse.down()
    await page.mouse.move(from.x + dx, from.y, { steps: 8 })
    await page.mouse.up()
    return
  }
  const cdp = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y: from.y }],
    })
  await touch('touchStart', from.x)
  for (let step = 1; step <= 8; step++) await touch('touchMove', from.x + (dx * step) / 8)
  await touch('touchEnd', from.x + dx)
  await cdp.detach()
}

for (const pointer of ['mouse', 'touch'] as const) {
  test(`meeting thumbs: a ${pointer} drag lowers or raises the range from where they meet (issue 22)`, async ({
    page,
  }) => {
    await open(page, '/skills?cd=3-3')
    await expect(page.getByText('Cooldown from 3 to 3')).toBeVisible()
    const meeting = await meetingPoint(page)
    await drag(page, pointer, meeting, -meeting.width * 0.4)
    await expect(page).toHaveURL(/cd=[01]-3/)
    await open(page, '/skills?cd=3-3')
    await drag(page, pointer, await meetingPoint(page), meeting.width * 0.4)
    await expect(page).toHaveURL(/cd=3-[56]/)
  })
}

test('phone: in the filter drawer, a finger drags a slider from where its thumbs meet', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, '/skills?cd=3-3')
  await page.getByRole('button', { name: 'Filters' }).click()
  const meeting = await meetingPoint(page)
  await drag(page, 'touch', meeting, -meeting.width * 0.4)
  await expect(page).toHaveURL(/cd=[01]-3/)
})

test('a press on the track moves the nearer thumb there', async ({ page }) => {
  await open(page, '/skills')
  await showRanges(page)
  const lowest = page.getByRole('slider', { name: 'Cooldown: lowest' })
  const thumb = await lowest.boundingBox()
  const track = await page.getByText(/^Cooldown from/).boundingBox()
  if (!thumb || !track) throw new Error('the slider has no box')
  await page.mouse.click(thumb.x + thumb.width / 2 + track.width * 0.3, thumb.y + thumb.height / 2)
  await expect(page).toHaveURL(/cd=2-6/)
  await expect(lowest).toBeFocused()
})

test('meeting thumbs: the keys lower the range with the lowest, raise it with the highest', async ({
  page,
}) => {
  await open(page, '/skills?cd=3-3')
  // A keyboard reaches the sliders through the panel: its first field takes the focus.
  await skillName(page).focus()
  const lowest = page.getByRole('slider', { name: 'Cooldown: lowest' })
  const highest = page.getByRole('slider', { name: 'Cooldown: highest' })
  await lowest.focus()
  // Stopped by the other thumb: nothing changes.
  await page.keyboard.press('ArrowRight')
  await expect(page.getByText('Cooldown from 3 to 3')).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(page).toHaveURL(/cd=2-3/)
  await highest.focus()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(/cd=2-4/)
  await page.keyboard.press('End')
  await expect(page).toHaveURL(/cd=2-6/)
  await expect(highest).toHaveValue('6')
})

test('the sliders load their code when seen or reached for, not with the page', async ({
  page,
}) => {
  const sliderCode: string[] = []
  page.on('request', (request) => {
    if (/\/range-slider-[\w-]+\.js$/.test(request.url())) sliderCode.push(request.url())
  })
  await open(page, '/skills')
  await expect(page.getByText('Cooldown from 0 to 6')).toBeAttached()
  expect(sliderCode).toEqual([])
  await expect(page.getByRole('slider')).toHaveCount(0)
  await page.getByRole('complementary', { name: 'Skill filters' }).hover()
  await expect(page.getByRole('slider', { name: 'Cooldown: lowest' })).toBeAttached()
  expect(sliderCode).toHaveLength(1)
})

test('the MAX, PRF and arcane choices are one pressed button each', async ({ page }) => {
  await open(page, '/skills')
  const isMax = page.getByRole('group', { name: 'MAX (last tier)' })
  await expect(isMax.getByRole('button', { name: 'Any' })).toHaveAttribute('aria-pressed', 'true')
  await isMax.getByRole('button', { name: 'Yes' }).click()
  await expect(page).toHaveURL(/max=yes/)
  await expect(isMax.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true')
  await expect(isMax.getByRole('button', { name: 'Any' })).toHaveAttribute('aria-pressed', 'false')
  // Pressing the chosen one keeps it.
  await isMax.getByRole('button', { name: 'Yes' }).click()
  await expect(page).toHaveURL(/max=yes/)
  await isMax.getByRole('button', { name: 'Any' }).click()
  await expect(page).not.toHaveURL(/max=/)
})

test('an invalid regular expression says so under the field', async ({ page }) => {
  await open(page, '/skills')
  await page.getByRole('button', { name: 'Regular expression for Skill name' }).click()
  await skillName(page).fill('dea[th')
  await expect(page.getByText('Invalid regular expression')).toBeVisible()
  await expect(page).toHaveURL(/nameRe=1/)
  await skillName(page).fill('^death.*[34]$')
  await expect(nameCells(page)).toHaveText(['Death Blow 4', 'Death Blow 3'])
})

test('page sizes and the virtual list', async ({ page }) => {
  await open(page, '/skills?size=10')
  await expect(table(page).locator('tbody tr')).toHaveCount(10)
  await page.getByRole('button', { name: 'Go to page 2' }).click()
  await expect(page).toHaveURL(/size=10&page=2/)
  await page.getByLabel('Rows per page').selectOption('all')
  await expect(page).toHaveURL(/size=all/)
  // The window's rows (placed by aria-rowindex), not the plain ones drawn while its code comes.
  await expect(table(page).locator('tbody tr[aria-rowindex]').first()).toBeVisible()
  await expect.poll(() => table(page).locator('tbody th').count()).toBeGreaterThan(10)
  expect(await table(page).locator('tbody th').count()).toBeLessThan(120)
  // Scrolling the box to its end draws the last rows in place of the first.
  const firstName = (await nameCells(page).first().textContent()) ?? ''
  await table(page).evaluate((element) => {
    const box = element.parentElement
    if (box) box.scrollTop = box.scrollHeight
  })
  await expect(nameCells(page).first()).not.toHaveText(firstName)
  await expect(nameCells(page).last()).toBeInViewport()
})

test('the "all" table at 390 px, where long names wrap, measures its rows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // The last skill: the last row of the last page of 100.
  await open(page, '/skills?size=100&page=2')
  const lastName = (await nameCells(page).last().textContent()) ?? ''
  await open(page, '/skills?size=all')
  const rows = table(page)
    .locator('tbody tr')
    .filter({ has: page.locator('th') })
  await expect.poll(() => rows.count()).toBeGreaterThan(3)
  const box = table(page).locator('xpath=..')
  // A wheel's steps through the first half: the rows move with the scroll, none jumps.
  expect(await listScrollJumps(box, { rows: 'tbody tr:has(th)', steps: 25, stepPx: 100 })).toEqual(
    [],
  )
  await expectRowsInPlace(rows)
  // The box's end is below the window: the page scrolls first.
  await scrollPageToEnd(page)
  await scrollToEnd(box)
  await expect(nameCells(page).filter({ hasText: lastName })).toBeInViewport()
  // The head's row is the first.
  await expect(table(page)).toHaveAttribute('aria-rowcount', '121')
  await expect(rows.last()).toHaveAttribute('aria-rowindex', '121')
})

test('the description column and search load descriptions on demand, as text', async ({ page }) => {
  let dialogs = 0
  page.on('dialog', async (dialog) => {
    dialogs += 1
    await dialog.dismiss()
  })
  const descriptionRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/payloads/skill-descriptions'))
      descriptionRequests.push(request.url())
  })
  await open(page, '/skills')
  await expect(page.getByRole('status')).toHaveText('120 skills')
  expect(descriptionRequests).toEqual([])
  await page.getByRole('searchbox', { name: 'Description' }).fill('onerror')
  await expect(nameCells(page)).toHaveText(['Hostile Staff'])
  expect(descriptionRequests).toHaveLength(1)
  await open(page, '/skills?name=hostile&cols=description')
  await expect(
    table(page).getByText(
      'After combat, restores 7 HP. <img src=x onerror=alert(1)> must print as text.',
    ),
  ).toBeVisible()
  await expect(page.locator('main img[src="x"]')).toHaveCount(0)
  expect(dialogs).toBe(0)
})

test('an empty result says so and clears the filters', async ({ page }) => {
  await open(page, '/skills?name=zzzzzz')
  await expect(page.getByText('No skill matches these filters.')).toBeVisible()
  await page.getByRole('button', { name: 'Clear the filters' }).click()
  await expect(page.getByRole('status')).toHaveText('120 skills')
})

test('the skill detail view: owners, downgrades as links, back closes it', async ({ page }) => {
  await open(page, '/skills?name=death+blow')
  await page.getByRole('link', { name: 'Death Blow 4' }).click()
  const dialog = page.getByRole('dialog', { name: 'Death Blow 4' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/skill=death-blow-4$/)
  await expect(dialog.getByRole('heading', { name: 'Downgrades' })).toBeVisible()
  await dialog.getByRole('link', { name: 'Death Blow 3' }).click()
  await expect(page.getByRole('dialog', { name: 'Death Blow 3' })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('dialog', { name: 'Death Blow 4' })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/skills\?name=death\+blow$/)
})

test('the skill detail view opens from a link on any page and lists owners', async ({ page }) => {
  await open(page, '/?skill=distant-counter')
  const dialog = page.getByRole('dialog', { name: 'Distant Counter' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('SP 300')).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Ike: Vanguard Legend' })).toHaveAttribute(
    'href',
    /unit=ike-vanguard-legend$/,
  )
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/$/)
})

test('hostile description in the detail view is plain text; a missing one says so', async ({
  page,
}) => {
  let dialogs = 0
  page.on('dialog', async (dialog) => {
    dialogs += 1
    await dialog.dismiss()
  })
  await open(page, '/skills?skill=hostile-staff')
  const dialog = page.getByRole('dialog', { name: 'Hostile Staff' })
  await expect(dialog.getByText('<img src=x onerror=alert(1)> must print as text.')).toBeVisible()
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  expect(dialogs).toBe(0)
  await open(page, '/skills?skill=liberation-blade')
  await expect(page.getByRole('dialog').getByText('No description yet')).toBeVisible()
})

test('skills that do not arrive are said, with a retry that loads them', async ({ page }) => {
  let isOffline = true
  await page.route(/\/payloads\/skills\.[0-9a-f]+\.json$/, (route) =>
    isOffline ? route.abort('internetdisconnected') : route.continue(),
  )
  await open(page, '/skills?size=10')
  const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' })
  await expect(failure).toBeVisible()
  // What the server drew stays: its page of rows and the count.
  await expect(page.getByRole('status')).toHaveText('120 skills')
  await expect(table(page).locator('tbody tr')).toHaveCount(10)
  isOffline = false
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(failure).toBeHidden()
  await skillName(page).fill('death blow')
  await expect(page.getByRole('status')).toHaveText('4 skills')
})

test('descriptions that do not arrive are said, with a retry that loads them', async ({ page }) => {
  let isOffline = true
  await page.route(/\/payloads\/skill-descriptions\.[0-9a-f]+\.json$/, (route) =>
    isOffline ? route.abort('internetdisconnected') : route.continue(),
  )
  await open(page, '/skills?name=hostile&cols=description')
  const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' })
  await expect(failure).toBeVisible()
  await expect(table(page).getByText('The descriptions could not be loaded.')).toBeVisible()
  isOffline = false
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(failure).toBeHidden()
  await expect(table(page).getByText(/^After combat, restores 7 HP\./)).toBeVisible()
})

test('a skill that does not arrive is said in its view, with a retry', async ({ page }) => {
  const errors = collectPageErrors(page)
  let isOffline = true
  await page.route(/\/api\/skills\//, (route) =>
    isOffline ? route.abort('internetdisconnected') : route.continue(),
  )
  await open(page, '/skills?name=death+blow')
  await page.getByRole('link', { name: 'Death Blow 4' }).click()
  const dialog = page.getByRole('dialog', { name: 'Skill not loaded' })
  await expect(dialog.getByRole('alert')).toHaveText(
    /The skill could not be loaded: check the connection/,
  )
  // The page under the (modal) view stays.
  await expect(page.getByRole('status', { includeHidden: true })).toHaveText('4 skills')
  isOffline = false
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('dialog', { name: 'Death Blow 4' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Downgrades' })).toBeVisible()
  expect(errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([])
})

for (const key of ['no-such-skill', 'SID_nothing']) {
  test(`an unknown skill (${key}) says so in its view`, async ({ page }) => {
    await open(page, `/skills?skill=${key}`)
    const dialog = page.getByRole('dialog', { name: 'Unknown skill' })
    await expect(dialog.getByText('No skill matches this link.')).toBeVisible()
  })
}

for (const scheme of ['dark', 'light'] as const) {
  test(`/skills with filters and the detail view open has no serious axe finding (${scheme})`, async ({
    page,
  }) => {
    // axe reads every node of the panel and the table: slow on the shared machine.
    test.setTimeout(120_000)
    await open(page, '/')
    if (scheme === 'light') {
      await page.getByRole('button', { name: /^Theme: / }).click()
      await expect(page.locator('html')).toHaveClass('light')
    }
    await open(page, '/skills?name=blow&cols=sp,canUse,effectiveness,availability,preInheritance')
    await expect(page.getByRole('status')).toHaveText(/skills?$/)
    const check = async () => {
      const results = await new AxeBuilder({ page }).analyze()
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        )
    }
    expect(await check()).toEqual([])
    // The range sliders as Base UI draws them, once the panel is reached for.
    await page.getByRole('complementary', { name: 'Skill filters' }).hover()
    await expect(page.getByRole('slider')).toHaveCount(10)
    expect(await check()).toEqual([])
    await page.getByRole('link', { name: 'Death Blow 4' }).click()
    await expect(page.getByRole('dialog', { name: 'Death Blow 4' })).toBeVisible()
    expect(await check()).toEqual([])
  })
}

test('phone: no horizontal page scroll at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 })
  await open(page, '/skills?cols=sp,canUse,availability,description')
  await expect(page.getByRole('status')).toHaveText('120 skills')
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
})
