import { defineConfig } from '@playwright/test'
import { E2E_ORIGIN } from './e2e/pages.ts'
import nodeHostConfig from './playwright.config.ts'

// The Workers host (decision 0063): the build of `npm run build:worker`, run on workerd by
// wrangler dev, no account, no network. The smoke file by default; E2E_WORKER_SPECS='*.spec.ts'
// (or a list, comma-separated) tries others. The platform specs need a second worker and the
// full-dataset specs a Workers build of the synced data: not there yet (see the note).
const PORT = Number(process.env.E2E_WORKER_PORT ?? 8791)
// wrangler's own default (9229) would be shared by every checkout on the machine.
const INSPECTOR_PORT = PORT + 1
const SPECS = (process.env.E2E_WORKER_SPECS ?? 'smoke.spec.ts').split(',')

export default defineConfig({
  ...nodeHostConfig,
  testMatch: SPECS,
  use: { ...nodeHostConfig.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: [
      'npx wrangler dev',
      `--ip 127.0.0.1 --port ${PORT} --inspector-port ${INSPECTOR_PORT}`,
      `--var NODE_ENV:production --var SITE_ORIGIN:${E2E_ORIGIN}`,
      '--var SESSION_SECRET:end-to-end-tests-session-secret',
    ].join(' '),
    url: `http://127.0.0.1:${PORT}/payloads/index.json`,
    reuseExistingServer: false,
    // No Request.cf from Cloudflare's servers, no metrics: the network is closed here.
    env: { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
  },
})
