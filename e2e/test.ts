import { test as base, type Page, type Response } from '@playwright/test'
import { waitForHydrated, waitForHydration } from './hydration.ts'

export { expect } from '@playwright/test'
export { waitForHydrated, waitForHydration }

type GotoOptions = Parameters<Page['goto']>[1]

/** Waits for the app on an HTML page reached with the default `load`. */
async function afterLoad(page: Page, response: Response | null, options: GotoOptions) {
  const isPage = response?.headers()['content-type']?.startsWith('text/html') ?? false
  if (isPage && (options?.waitUntil ?? 'load') === 'load') await waitForHydration(page)
  return response
}

/**
 * Makes this page's `goto` and `reload` also wait for the app: its code is fetched after the
 * first paint (decision 0031), so `load` comes before it, and a click before hydration would be
 * lost. Pass another `waitUntil` to look at a page before its app.
 */
export function waitForAppOnLoads(page: Page): Page {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => afterLoad(page, await goto(url, options), options)
  page.reload = async (options) => afterLoad(page, await reload(options), options)
  return page
}

/** Playwright's test, whose page waits for the app after `goto` and `reload`. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitForAppOnLoads(page)) // no app without JS
  },
})
