import { listSeriousAxeFindings } from './pages.ts'
import { expect, test } from './test.ts'

test('the search loads on focus and opens a hero found without its accents', async ({ page }) => {
  const searchRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/payloads/search.')) searchRequests.push(request.url())
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(searchRequests).toEqual([])
  const box = page.getByRole('combobox', { name: 'Search heroes and skills' })
  await box.fill('alfador')
  expect(searchRequests).toHaveLength(1)
  await expect(page.getByRole('option', { name: 'M!Alfaðör [Celestial King], hero' })).toBeVisible()
  await box.press('ArrowDown')
  await box.press('Enter')
  await expect
    .poll(() => new URL(page.url()).searchParams.get('unit'))
    .toBe('alfador-celestial-king')
})

test('the search opens a skill with the keyboard', async ({ page }) => {
  await page.goto('/')
  const box = page.getByRole('combobox', { name: 'Search heroes and skills' })
  await box.fill('hlidsk')
  await expect(page.getByRole('option', { name: 'Hliðskjálf, skill' })).toBeVisible()
  await box.press('ArrowDown')
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/)
  await box.press('Enter')
  await expect.poll(() => new URL(page.url()).searchParams.get('skill')).toBe('hlidskjalf')
})

test('the home page credits four sources and contributors', async ({ page }) => {
  await page.goto('/')
  const credits = page.getByRole('region', { name: 'Credits' })
  await expect(credits.getByRole('listitem')).toHaveCount(4)
  await expect(credits.getByRole('link', { name: 'Game8' })).toHaveAttribute(
    'href',
    'https://game8.co/games/fire-emblem-heroes',
  )
})

test('names that do not arrive are said in the status, with a retry that loads them', async ({
  page,
}) => {
  // The first answers for the search file fail (offline), then the network comes back.
  let isOffline = true
  await page.route(/\/payloads\/search\.[0-9a-f]+\.json$/, (route) =>
    isOffline ? route.abort('internetdisconnected') : route.continue(),
  )
  await page.goto('/')
  const box = page.getByRole('combobox', { name: 'Search heroes and skills' })
  await box.fill('alfador')
  await expect(box).toHaveAccessibleDescription(
    'The names could not be loaded: check the connection, then try again.',
  )
  expect(await listSeriousAxeFindings(page)).toEqual([])
  isOffline = false
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(box).toBeFocused()
  await expect(page.getByRole('option', { name: 'M!Alfaðör [Celestial King], hero' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeHidden()
})
