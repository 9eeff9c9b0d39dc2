import { defineConfig, devices } from '@playwright/test'

import { E2E_PORT as PORT } from './e2e/hosts.ts'
import { E2E_ORIGIN } from './e2e/pages.ts'
import { ANALYTICS_TAG_ID, describePlatformServer } from './e2e/platform-server.ts'

const PLATFORM = describePlatformServer('node')

// Debian's Chromium, never a downloaded browser; without the network flags its background
// connections are refused here by the closed network.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // The service worker would answer from its caches where a test cuts or rewrites requests
    // (page.route); e2e/offline.spec.ts allows it, to test it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node server.ts',
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      env: serverEnv(PORT),
    },
    {
      // e2e/platform-server.ts: the same build with analytics and a rewritable builds manifest.
      command: 'node server.ts',
      url: `${PLATFORM.baseUrl}/healthz`,
      reuseExistingServer: false,
      env: {
        ...serverEnv(PLATFORM.port),
        ANALYTICS_TAG_ID,
        ANALYTICS_SCRIPT_URL: PLATFORM.analyticsScriptUrl,
        BUILD_MANIFEST_PATH: PLATFORM.buildManifestPath,
      },
    },
  ],
})

function serverEnv(port: number): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_ORIGIN: E2E_ORIGIN,
    SESSION_SECRET: 'end-to-end-tests-session-secret',
    // No synced data there: the server serves the hand-written fixture, the same on every machine.
    HERO_PEELER_DATA_DIR: 'test-results/no-dataset',
  }
}
