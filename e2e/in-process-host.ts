import path from 'node:path'
import { E2E_ORIGIN } from './pages.ts'

type ServerBuild = typeof import('../server/app.ts')

/** The secret that signs the session cookie in the end-to-end servers (playwright.config.ts). */
export const SESSION_SECRET = 'end-to-end-tests-session-secret'

/** What the end-to-end servers are given, for the build loaded here. */
const HOST_ENVIRONMENT: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  SITE_ORIGIN: E2E_ORIGIN,
  SESSION_SECRET,
  HERO_PEELER_DATA_DIR: 'test-results/no-dataset',
}

export type InProcessHost = {
  /** The Node host's answer to a request, without a socket: its Hono app's `fetch`. */
  readonly send: (request: Request) => Promise<Response>
  readonly stop: () => void
}

/**
 * The production build of the Node host (`npm run build`), loaded in this process: thousands
 * of requests cost what the app spends on them, not sockets. The environment is read once, at
 * import, as the server reads it; the test process gets its own back afterwards.
 */
export async function loadInProcessHost(): Promise<InProcessHost> {
  const saved = Object.fromEntries(
    Object.keys(HOST_ENVIRONMENT).map((key) => [key, process.env[key]]),
  )
  Object.assign(process.env, HOST_ENVIRONMENT)
  try {
    const buildPath = path.resolve('build/server/index.js')
    const build: ServerBuild = await import(buildPath)
    return {
      send: async (request) => build.app.fetch(request),
      stop: build.stopBackgroundWork,
    }
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
}
