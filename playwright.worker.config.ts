import { defineConfig } from '@playwright/test'
import { WORKERD_PORTS } from './e2e/hosts.ts'
import { E2E_ORIGIN } from './e2e/pages.ts'
import { ANALYTICS_TAG_ID, describePlatformServer } from './e2e/platform-server.ts'
import nodeHostConfig from './playwright.config.ts'

// The whole suite on the Workers host (decisions 0063, 0069): the build of
// `npm run build:worker` on workerd, by wrangler dev, no account, no network. The test processes
// inherit E2E_HOST from here, and the helpers (e2e/hosts.ts) pick the Workers servers.
process.env.E2E_HOST = 'workers'

const PLATFORM = describePlatformServer('workers')
const PLATFORM_VARIABLES = [
  `--var ANALYTICS_TAG_ID:${ANALYTICS_TAG_ID}`,
  `--var ANALYTICS_SCRIPT_URL:${PLATFORM.analyticsScriptUrl}`,
]
// As in e2e/full-dataset-server.ts: empty is unset.
const FULL_DATASET = process.env.HERO_PEELER_DATA || undefined

/** A Workers server of e2e/workerd-server.ts on `port`, ready once it serves the payloads. */
function workerdServer(port: number, options: readonly string[]) {
  return {
    command: [
      `node e2e/workerd-server.ts --port ${port}`,
      `--var SITE_ORIGIN:${E2E_ORIGIN} --var SESSION_SECRET:end-to-end-tests-session-secret`,
      ...options,
    ].join(' '),
    url: `http://127.0.0.1:${port}/payloads/index.json`,
    reuseExistingServer: false,
    // The full dataset is synced first, and its first request reads 15 MB of payloads.
    timeout: 180_000,
  }
}

export default defineConfig({
  ...nodeHostConfig,
  // Node-only, and only these: what Workers do not have (decisions 0063, 0067).
  testIgnore: [
    // A sync into the running server's data folder, and the server's own sync schedule (a
    // child process): on Workers the dataset is the deploy's, a new one comes with a deploy.
    'fresh-data.spec.ts',
    // The Node process's bound on requests in flight and its drain on SIGTERM: Workers have
    // neither process nor bound (the platform spreads the load over isolates).
    'server-load.spec.ts',
    // Node's own HTTP parser on the socket (server.ts' clientError): on Workers the socket is
    // Cloudflare's front's, here wrangler's.
    'hostile-socket.spec.ts',
    // Not a host: the data:check command, which builds for Workers and runs the smoke spec on
    // workerd itself; it never talks to the suite's servers, so a second run would test
    // nothing more.
    'sync-and-check.spec.ts',
  ],
  use: { ...nodeHostConfig.use, baseURL: `http://127.0.0.1:${WORKERD_PORTS.main}` },
  webServer: [
    workerdServer(WORKERD_PORTS.main, []),
    workerdServer(PLATFORM.port, PLATFORM_VARIABLES),
    workerdServer(WORKERD_PORTS.redeployed, PLATFORM_VARIABLES),
    // One server of the synced data for every *.full-dataset spec (e2e/full-dataset-server.ts):
    // the same worker, its assets holding the full dataset; without the data they are skipped.
    ...(FULL_DATASET === undefined
      ? []
      : [workerdServer(WORKERD_PORTS.fullDataset, [`--data-from ${FULL_DATASET}`])]),
  ],
})
