import type { APIRequestContext, Page } from '@playwright/test'
import { holdRequests } from './held-payload.ts'
import { PAGES } from './pages.ts'
import { expect, test, waitForHydration } from './test.ts'

// Decision 0082: a page's HTML carries the part of the site's stylesheet its routes draw; the
// whole sheet is a file preloaded once the page is idle, and a navigation waits until it has
// loaded.

const PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36'
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'

/** A class name in a selector: what follows a dot. */
const CLASS_IN_SELECTOR = /(?<=\.)-?[_a-zA-Z][\w-]*/g

const classesOfSheet = (css: string) => new Set(css.match(CLASS_IN_SELECTOR) ?? [])

/** The page's inline stylesheet and the classes its HTML draws, as the server sends them. */
async function readPageStyles(request: APIRequestContext, path: string, userAgent: string) {
  const html = await (await request.get(path, { headers: { 'User-Agent': userAgent } })).text()
  const inline = /<style data-precedence="site"[^>]*>([^<]*)<\/style>/.exec(html)?.[1]
  const drawn = [...html.matchAll(/ class="([^"]*)"/g)].flatMap((match) =>
    (match[1] ?? '').split(/\s+/),
  )
  return { inline: inline ?? '', drawn: new Set(drawn) }
}

/** The whole sheet, as the page asks for it once idle (a preload). */
async function readWholeSheet(page: Page): Promise<{ href: string; css: string }> {
  const preload = page.locator('link[rel="preload"][as="style"][href^="/styles/"]')
  const href = (await preload.getAttribute('href')) ?? ''
  return { href, css: await (await page.request.get(href)).text() }
}

/** Classes of CSS Modules drawn in the document that no stylesheet of the document defines. */
function listUnstyledClasses(page: Page): Promise<string[]> {
  return page.evaluate((classInSelector) => {
    const defined = new Set<string>()
    const pattern = new RegExp(classInSelector, 'g')
    for (const sheet of document.styleSheets)
      for (const rule of sheet.cssRules)
        for (const name of rule.cssText.match(pattern) ?? []) defined.add(name)
    const drawn = new Set(
      [...document.querySelectorAll('body [class]')].flatMap((element) => [...element.classList]),
    )
    // CSS Modules' names: the content hash, then the local name.
    return [...drawn].filter((name) => /^[\w-]{6}_[a-zA-Z]/.test(name) && !defined.has(name))
  }, CLASS_IN_SELECTOR.source)
}

test('each page carries the rules of every class it draws, and less than the whole sheet', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const whole = await readWholeSheet(page)
  const wholeClasses = classesOfSheet(whole.css)
  for (const { path } of PAGES) {
    for (const userAgent of [PHONE, DESKTOP]) {
      const { inline, drawn } = await readPageStyles(request, path, userAgent)
      const inlineClasses = classesOfSheet(inline)
      const missing = [...drawn].filter(
        (name) => wholeClasses.has(name) && !inlineClasses.has(name),
      )
      expect(missing, `${path}: classes drawn without their rules`).toEqual([])
      expect(inline.length, `${path}: its part of the sheet`).toBeLessThan(whole.css.length * 0.75)
    }
  }
})

test('the whole sheet is named by its content and kept; another name is not found', async ({
  page,
}) => {
  await page.goto('/units')
  const { href, css } = await readWholeSheet(page)
  expect(href).toMatch(/^\/styles\/site\.[0-9a-f]{16}\.css$/)
  const answer = await page.request.get(href)
  expect(answer.headers()['content-type']).toBe('text/css; charset=utf-8')
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(css).toContain(':root{')
  const stale = await page.request.get('/styles/site.0123456789abcdef.css')
  expect(stale.status()).toBe(404)
  expect(await stale.text()).toBe('No such stylesheet: a newer build has its own.')
})

test('a change of the same page (its search) keeps its own part: the document is not restyled', async ({
  page,
}) => {
  await page.goto('/units')
  await waitForHydration(page)
  await page.getByLabel('Hero name').fill('abel')
  await expect(page).toHaveURL(/\?q=abel$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Heroes' })).toBeVisible()
  // A view of the same page (the hero's, a search parameter) is in the page's own part.
  await page.getByRole('link', { name: /^Abel/ }).first().click()
  await expect(page).toHaveURL(/q=abel&unit=abel-the-panther$/)
  await expect(page.getByRole('dialog', { name: 'Abel: The Panther' })).toBeVisible()
  expect(await listUnstyledClasses(page), "the hero's view").toEqual([])
  await expect(page.locator('link[rel="stylesheet"][href^="/styles/"]')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: 'Open the menu' }).click()
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Skill fodders', exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Skill fodders' })).toBeVisible()
  await expect(page.locator('link[rel="stylesheet"][href^="/styles/"]')).toHaveCount(1)
})

test('a navigation waits for the whole sheet, and the next page has all its rules', async ({
  page,
}) => {
  const release = await holdRequests(page, /\/styles\/site\.[0-9a-f]+\.css$/)
  await page.goto('/units')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Open the menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Pages' })
  await expect(menu).toBeVisible()
  // The menu is a lazy part of the page: the page's own part of the sheet has its rules.
  expect(await listUnstyledClasses(page), 'the menu, before the whole sheet').toEqual([])
  await menu.getByRole('link', { name: 'Skill fodders', exact: true }).click()
  // The fodders' page draws modules the heroes' page does not carry: it waits.
  await page.waitForTimeout(1000)
  await expect(page.getByRole('heading', { level: 1, name: 'Heroes' })).toBeVisible()
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Skill fodders' })).toBeVisible()
  expect(await listUnstyledClasses(page), 'the next page').toEqual([])
})
