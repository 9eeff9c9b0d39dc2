import { waitForHydration } from './hydration.ts'
import { expect, test } from './test.ts'

test('the menu works from the keyboard', async ({ page }) => {
  await page.goto('/')
  const menuButton = page.getByRole('button', { name: 'Open the menu' })
  await menuButton.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('navigation', { name: 'Pages' })
  await expect(menu).toBeVisible()
  // The focus starts on the page the player is on; Tab walks the pages in order.
  await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(menu.getByRole('link', { name: 'Heroes', exact: true })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(menuButton).toBeFocused()

  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(menu.getByRole('link', { name: 'Heroes by maximum score' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/units-maximum-scores')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Heroes by maximum score' }),
  ).toBeVisible()
  await expect(menu).toBeHidden()
})

test('the menu lists every page in its group', async ({ page }) => {
  await page.goto('/skills')
  await page.getByRole('button', { name: 'Open the menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Pages' })
  for (const group of ['Heroes and skills', 'Events', 'Misc'])
    await expect(menu.getByRole('list', { name: group })).toBeVisible()
  await expect(menu.getByRole('link')).toHaveCount(17)
  await expect(menu.getByRole('link', { name: 'Barracks', exact: true })).toBeVisible()
  await expect(menu.getByRole('link', { name: "What's new", exact: true })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Skills', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('a page change scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 640 })
  await page.goto('/')
  await page.mouse.wheel(0, 1500)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page.getByRole('link', { name: /^Binding Worlds/ }).click()
  await expect(page).toHaveURL('/events/binding-worlds')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('a hash link scrolls smoothly to its anchor', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 640 })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  // Timed from the click itself. Playwright may first scroll the link into view, and that
  // scroll's event comes a frame later: only moves away from where the click left the page count.
  await page.evaluate(() => {
    const samples: Array<{ time: number; y: number }> = []
    const clicks: Array<{ time: number; y: number }> = []
    Object.assign(window, { scrollSamples: samples, clickTimes: clicks })
    document.addEventListener(
      'click',
      () => clicks.push({ time: performance.now(), y: window.scrollY }),
      { capture: true },
    )
    window.addEventListener('scroll', () => {
      const click = clicks[0]
      if (click && window.scrollY !== click.y)
        samples.push({ time: performance.now(), y: window.scrollY })
    })
  })
  await page
    .getByRole('navigation', { name: 'Jump to a group of tools' })
    .getByRole('link', { name: 'Heroes and skills' })
    .click()
  await expect(page).toHaveURL('/#group-heroesAndSkills')
  const heading = page.getByRole('heading', { name: 'Heroes and skills' })
  await expect
    .poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBe(80)
  const { samples, clickedAt } = await page.evaluate(() => {
    const recorded = window as unknown as {
      scrollSamples: Array<{ time: number; y: number }>
      clickTimes: Array<{ time: number; y: number }>
    }
    return { samples: recorded.scrollSamples, clickedAt: recorded.clickTimes[0]?.time ?? 0 }
  })
  // A glide, not a jump: several steps, starting after the route resolves, lasting about 300 ms.
  expect(samples.length).toBeGreaterThan(3)
  const first = samples[0]?.time ?? 0
  const last = samples.at(-1)?.time ?? 0
  expect(first - clickedAt).toBeGreaterThanOrEqual(90)
  expect(last - first).toBeGreaterThan(150)
})

test('back and forward restore the scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 640 })
  await page.goto('/')
  await page.waitForLoadState('networkidle') // hydrated
  await page.evaluate(() => window.scrollTo(0, 1200))
  const link = page.getByRole('link', { name: /^Binding Worlds/ })
  await link.scrollIntoViewIfNeeded()
  const before = await page.evaluate(() => window.scrollY)
  expect(before).toBeGreaterThan(500)
  await link.click()
  await expect(page).toHaveURL('/events/binding-worlds')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before)
})

test('links to another site go only with their explicit flag, and never by a script protocol (spec §8)', async ({
  page,
}) => {
  await page.goto('/misc/glossary')
  // The guard is the page's: a click before hydration would leave for the test's dead network.
  await waitForHydration(page)
  await page.evaluate(() => {
    const add = (href: string, name: string, rel?: string) => {
      const link = document.createElement('a')
      link.href = href
      link.textContent = name
      if (rel) link.rel = rel
      document.querySelector('main')?.prepend(link)
    }
    add('https://example.test/elsewhere', 'unflagged')
    add('javascript:document.title="hacked"', 'script')
    add('data:text/html,<p>hi</p>', 'data')
    add('https://example.test/flagged', 'flagged', 'external')
  })
  const before = page.url()
  for (const name of ['unflagged', 'script', 'data']) {
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(before)
  }
  await expect(page).not.toHaveTitle('hacked')
  // The flagged link goes (the test network answers nothing: the request is what shows it).
  const request = page.waitForRequest('https://example.test/flagged')
  await page.getByRole('link', { name: 'flagged', exact: true }).click()
  await request
})

test('a filter or a sort keeps the place on the page; a page change goes to the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 })
  await page.goto('/units?size=100')
  // Not so far that a shorter list would make the browser move up (the fixture has 31 heroes).
  await page.mouse.wheel(0, 250)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  const before = await page.evaluate(() => window.scrollY)
  // The filter panel is sticky beside the table: its buttons stay in reach.
  await page.getByRole('button', { name: 'Infantry', exact: true }).click()
  await expect(page).toHaveURL(/move=infantry/)
  expect(await page.evaluate(() => window.scrollY)).toBe(before)
  await page.getByRole('button', { name: 'Sort by HP' }).click()
  await expect(page).toHaveURL(/sort=hp/)
  expect(await page.evaluate(() => window.scrollY)).toBe(before)
  await page.getByRole('button', { name: 'Open the menu' }).click()
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Skills', exact: true })
    .click()
  await expect(page).toHaveURL('/skills')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
