import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Waits until React has hydrated the document (its root marks the container). A loaded
 * network is not enough on a busy machine: the scripts may still be running.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document).some((key) => key.startsWith('__reactContainer')),
  )
}

/**
 * Waits until React has hydrated this element (it carries React's props). The document's
 * hydration runs in a transition, in slices: text typed into a field not yet hydrated reaches
 * React only when it is, so a control that depends on it (a button enabled by the text) may
 * still be off when the next key comes.
 */
export async function waitForHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps')),
      ),
    )
    .toBe(true)
}
