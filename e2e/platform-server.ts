/**
 * A second server of the same build, for the platform tests: it has an analytics tag id (so
 * the cookie banner exists) and reads the builds manifest from a file the tests rewrite.
 * The first server stays as production runs by default: no banner in the other tests.
 */
export const PLATFORM_PORT = Number(process.env.E2E_PORT ?? 3210) + 1
export const PLATFORM_BASE_URL = `http://127.0.0.1:${PLATFORM_PORT}`
/** The tag is served by nobody: the tests answer it themselves, nothing leaves the machine. */
export const ANALYTICS_SCRIPT_URL = `${PLATFORM_BASE_URL}/test-analytics/gtag.js`
export const ANALYTICS_TAG_ID = 'G-E2ETEST'
export const BUILD_MANIFEST_PATH = 'test-results/platform/latest-build.json'

import type { Page } from '@playwright/test'

/**
 * A visitor who already denied analytics: the consent banner (which blocks the page until a
 * choice) stays away in tests about something else.
 */
export async function haveDeniedAnalytics(page: Page): Promise<void> {
  const now = new Date().toISOString()
  const choice = {
    categories: ['necessary'],
    revision: 0,
    data: null,
    consentTimestamp: now,
    consentId: '00000000-0000-4000-8000-000000000000',
    services: { necessary: [], analytics: [] },
    languageCode: 'en',
    lastConsentTimestamp: now,
  }
  await page.context().addCookies([
    {
      name: 'cookie-management',
      value: encodeURIComponent(JSON.stringify(choice)),
      url: PLATFORM_BASE_URL,
    },
  ])
}
