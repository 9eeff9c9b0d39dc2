import path from 'node:path'
import type { Page } from '@playwright/test'
import { E2E_HOST, E2E_PORT, WORKERD_PORTS, workerdFolder } from './hosts.ts'

/**
 * A second server of the same build, for the platform tests: it has an analytics tag id (so
 * the cookie banner exists) and a builds manifest the tests rewrite. The first server stays as
 * production runs by default: no banner in the other tests.
 */
export function describePlatformServer(host: 'node' | 'workers') {
  const port = host === 'node' ? E2E_PORT + 1 : WORKERD_PORTS.platform
  const baseUrl = `http://127.0.0.1:${port}`
  return {
    port,
    baseUrl,
    /** The tag is served by nobody: the tests answer it themselves, nothing leaves the machine. */
    analyticsScriptUrl: `${baseUrl}/test-analytics/gtag.js`,
    /** The Node host's builds manifest override (BUILD_MANIFEST_PATH), read at each request. */
    buildManifestPath: 'test-results/platform/latest-build.json',
  }
}

const PLATFORM = describePlatformServer(E2E_HOST)
export const PLATFORM_BASE_URL = PLATFORM.baseUrl

/**
 * Where the tests change what a deploy would: the builds manifest, a previous build's chunk.
 * The Node host's platform server reads both from disk at each request. On Workers both are
 * static assets of the deploy: a server of their own, with the platform server's variables,
 * whose copy of the assets the tests change and wrangler reloads (e2e/workerd-server.ts), so
 * that no other spec's pages reload under them.
 */
function describeRedeployedServer(host: 'node' | 'workers') {
  if (host === 'node') {
    return {
      baseUrl: PLATFORM.baseUrl,
      buildManifestPath: PLATFORM.buildManifestPath,
      previousAssetsDirectory: null,
    }
  }
  const client = path.join(workerdFolder(WORKERD_PORTS.redeployed), 'client')
  return {
    baseUrl: `http://127.0.0.1:${WORKERD_PORTS.redeployed}`,
    buildManifestPath: path.join(client, 'builds', 'latest.json'),
    /** Where a Workers build carries a previous build's chunks: its own assets. */
    previousAssetsDirectory: path.join(client, 'assets'),
  }
}

export const REDEPLOYED = describeRedeployedServer(E2E_HOST)
export const ANALYTICS_TAG_ID = 'G-E2ETEST'

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
