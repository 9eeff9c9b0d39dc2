import type { Page } from '@playwright/test'

/**
 * Holds every request for the heroes file until the returned function lets them through: what
 * the page does before its heroes arrive (a hydration's load still running, a picker waiting).
 */
export async function holdHeroesPayload(page: Page): Promise<() => void> {
  const { promise: held, resolve: release } = Promise.withResolvers<void>()
  await page.route(/\/payloads\/heroes\.[0-9a-f]+\.json$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}
