import type { Page } from '@playwright/test'

/**
 * Holds every request whose URL matches `url` until the returned function lets them through:
 * what the page does while a file is on its way.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  const { promise: held, resolve: release } = Promise.withResolvers<void>()
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * Holds every request for the heroes file: what the page does before its heroes arrive (a
 * hydration's load still running, a picker waiting).
 */
export function holdHeroesPayload(page: Page): Promise<() => void> {
  return holdRequests(page, /\/payloads\/heroes\.[0-9a-f]+\.json$/)
}
