import type { Page } from '@playwright/test'
import { holdHeroesPayload } from './held-payload.ts'
import { waitForHydration } from './hydration.ts'
import { expect, test } from './test.ts'

// Issue 27, "Readable links": heroes and skills are named by slug in every link (decision
// 0064); a link from before, with the game's id, opens the same view and ends on the slug.

const ABEL_ID = encodeURIComponent('PID_アベル')
const DISTANT_COUNTER_ID = encodeURIComponent('SID_遠距離反撃')

test('a hero by slug and by old id: the same view, the id redirected to the slug', async ({
  page,
  request,
}) => {
  const redirect = await request.get(`/units?q=abel&unit=${ABEL_ID}&unit-merges=10`, {
    maxRedirects: 0,
  })
  expect(redirect.status()).toBe(308)
  // The other parameters stay, in their places.
  expect(redirect.headers().location).toBe('/units?q=abel&unit=abel-the-panther&unit-merges=10')

  await page.goto(`/units?q=abel&unit=${ABEL_ID}&unit-merges=10`)
  await expect(page).toHaveURL(/\/units\?q=abel&unit=abel-the-panther&unit-merges=10$/)
  const byId = page.getByRole('dialog', { name: 'Abel: The Panther' })
  await expect(byId.getByLabel('Merges')).toHaveValue('10', { timeout: 15_000 })
  // +10 neutral: each stat +4, and the top three +1 more (neutral merge bonus).
  await expect(byId.getByRole('row', { name: /^BST/ })).toContainText('177')

  await page.goto('/units?q=abel&unit=abel-the-panther&unit-merges=10')
  const bySlug = page.getByRole('dialog', { name: 'Abel: The Panther' })
  await expect(bySlug.getByLabel('Merges')).toHaveValue('10', { timeout: 15_000 })
  await expect(bySlug.getByRole('row', { name: /^BST/ })).toContainText('177')
})

test('a skill by slug and by old id: the same view, the id redirected to the slug', async ({
  page,
  request,
}) => {
  const redirect = await request.get(`/skills?skill=${DISTANT_COUNTER_ID}`, { maxRedirects: 0 })
  expect(redirect.status()).toBe(308)
  expect(redirect.headers().location).toBe('/skills?skill=distant-counter')

  for (const key of [DISTANT_COUNTER_ID, 'distant-counter']) {
    await page.goto(`/skills?skill=${key}`)
    await expect(page).toHaveURL(/\/skills\?skill=distant-counter$/)
    const dialog = page.getByRole('dialog', { name: 'Distant Counter' })
    await expect(dialog.getByText('SP 300')).toBeVisible({ timeout: 15_000 })
    await expect(dialog.getByRole('link', { name: 'Ike: Vanguard Legend' })).toHaveAttribute(
      'href',
      /\?skill=distant-counter&unit=ike-vanguard-legend$|\?unit=ike-vanguard-legend$/,
    )
  }
})

/**
 * A navigation inside the page, as an old page's link would make, with no document request:
 * through the router React Router keeps on `window` (no link of the site names an id).
 */
async function navigateInPage(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    const router = (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => unknown } }
    ).__reactRouterDataRouter
    void router.navigate(target)
  }, to)
}

test('an old id reached without a full load: the view opens and the address takes the slug', async ({
  page,
}) => {
  await page.goto('/units?q=abel')
  await navigateInPage(page, `/units?q=abel&unit=${ABEL_ID}`)
  await expect(page.getByRole('dialog', { name: 'Abel: The Panther' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page).toHaveURL(/\/units\?q=abel&unit=abel-the-panther$/)
  await navigateInPage(page, `/units?q=abel&skill=${DISTANT_COUNTER_ID}`)
  await expect(page.getByRole('dialog', { name: 'Distant Counter' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page).toHaveURL(/\/units\?q=abel&skill=distant-counter$/)
})

test('an old id reached while the heroes still load: the page asks for its data, not a redirect', async ({
  page,
}) => {
  // Held, the heroes file keeps the hydration's load running: the navigation interrupts it and
  // loads the page's data again, with the id in its address (the server answers it as it is).
  const release = await holdHeroesPayload(page)
  await page.goto('/units?q=abel')
  await waitForHydration(page)
  await navigateInPage(page, `/units?q=abel&unit=${ABEL_ID}`)
  release()
  await expect(page.getByRole('dialog', { name: 'Abel: The Panther' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page).toHaveURL(/\/units\?q=abel&unit=abel-the-panther$/)
})

test('the links a page draws name heroes and skills by slug', async ({ page }) => {
  await page.goto('/units?q=abel')
  await expect(page.getByRole('link', { name: /^Abel/ }).first()).toHaveAttribute(
    'href',
    '/units?q=abel&unit=abel-the-panther',
  )
  await page.goto('/skills?name=death+blow')
  await expect(page.getByRole('link', { name: 'Death Blow 4' })).toHaveAttribute(
    'href',
    /[?&]skill=death-blow-4$/,
  )
  // The server's pages: not one link by id.
  for (const path of ['/', '/units', '/skills', '/skills-fodders?name=Distant+Counter']) {
    const html = await (await page.request.get(path)).text()
    expect(html, path).toMatch(/[?&;](unit|skill)=[a-z0-9-]+/)
    expect(html, path).not.toMatch(/[?&;](unit|skill)=(PID|SID|SSID)_/)
  }
})
