import path from 'node:path'

/**
 * Which host the suite runs against: the Node host (playwright.config.ts) or the Workers host
 * on workerd (playwright.worker.config.ts sets E2E_HOST=workers before its workers start).
 */
export const E2E_HOST: 'node' | 'workers' = process.env.E2E_HOST === 'workers' ? 'workers' : 'node'

/** Worktrees that run their suites side by side pick their own port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210)

/**
 * The Workers host's servers (e2e/workerd-server.ts), from E2E_PORT + 90 (or E2E_WORKER_PORT):
 * each wrangler dev on its port and its inspector on the next.
 */
const WORKERD_BASE_PORT = Number(process.env.E2E_WORKER_PORT ?? E2E_PORT + 90)
export const WORKERD_PORTS = {
  /** The fixture, as production runs by default: what most specs use. */
  main: WORKERD_BASE_PORT,
  /** The platform server's counterpart (e2e/platform-server.ts). */
  platform: WORKERD_BASE_PORT + 2,
  /** The synced full dataset, shared by the *.full-dataset specs (e2e/full-dataset-server.ts). */
  fullDataset: WORKERD_BASE_PORT + 4,
  /** The platform server's variables, its assets changed as a deploy would (platform-server.ts). */
  redeployed: WORKERD_BASE_PORT + 6,
} as const

/** Where a Workers server keeps its copy of the assets, its config and its state. */
export function workerdFolder(port: number): string {
  return path.resolve('test-results', `workerd-${port}`)
}
