import { defineConfig, devices } from '@playwright/test'

// Worktrees that run their suites side by side pick their own port.
const PORT = Number(process.env.E2E_PORT ?? 3210)

import { E2E_ORIGIN } from './e2e/pages.ts'

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
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node server.ts',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      SITE_ORIGIN: E2E_ORIGIN,
      SESSION_SECRET: 'end-to-end-tests-session-secret',
      // No synced data there: the server serves the hand-written fixture, the same on every machine.
      HERO_PEELER_DATA_DIR: 'test-results/no-dataset',
    },
  },
})
