import type { Page } from '@playwright/test'

/**
 * Holds the heroes file until the returned function lets it through: the hydration's load of it
 * keeps running meanwhile, so a navigation in the page interrupts it.
 */
export async function holdHeroesPayload(page: Page): Promise<() => void> {
  const { promise: held, resolve: release } = Promise.withResolvers<void>()
  await page.route(/\/payloads\/heroes\.[0-9a-f]+\.json$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}
