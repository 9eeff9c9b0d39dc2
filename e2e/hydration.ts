import type { Page } from '@playwright/test'

/**
 * Waits until React has hydrated the document (its root marks the container). A loaded
 * network is not enough on a busy machine: the scripts may still be running.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document).some((key) => key.startsWith('__reactContainer')),
  )
}
