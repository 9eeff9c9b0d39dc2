import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import path from 'node:path'
import { E2E_HOST, E2E_PORT, WORKERD_PORTS } from './hosts.ts'
import { test } from './test.ts'

/**
 * For specs that check the real data: skipped unless HERO_PEELER_DATA names it
 * (HERO_PEELER_DATA=../shared/feh-data). On the Node host the spec syncs it into
 * test-results/<name> and starts its own server on it at E2E_PORT + `portOffset` (specs run in
 * parallel: one offset each), beside the fixture server the other specs use. On the Workers host
 * every such spec uses the one full-dataset server playwright.worker.config.ts starts (a worker
 * process serves many requests at once; no spec changes what it serves). Call at the top of the
 * spec; returns the origin.
 */
export function startFullDatasetServer(options: {
  readonly name: string
  readonly portOffset: number
}): string {
  const source = process.env.HERO_PEELER_DATA
  test.describe.configure({ mode: 'serial' })
  test.skip(!source, 'HERO_PEELER_DATA is not set')
  if (E2E_HOST === 'workers') return `http://127.0.0.1:${WORKERD_PORTS.fullDataset}`

  const port = E2E_PORT + options.portOffset
  const origin = `http://127.0.0.1:${port}`
  const dataDirectory = path.resolve('test-results', options.name)
  let server: ChildProcess | null = null

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    // Two specs on one port would share a server, and the first to finish would stop it
    // under the other: refuse a port that already answers.
    if (await isServing(origin))
      throw new Error(`${origin} is already taken: give this spec its own portOffset`)
    execFileSync(
      process.execPath,
      ['data/sync.ts', '--from', source ?? '', '--data-dir', dataDirectory],
      { stdio: 'ignore' },
    )
    server = spawn(process.execPath, ['server.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        SESSION_SECRET: 'end-to-end-tests-session-secret',
        HERO_PEELER_DATA_DIR: dataDirectory,
      },
      stdio: 'ignore',
    })
    for (let attempt = 0; attempt < 120; attempt += 1) {
      if (await isServing(origin)) return
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    throw new Error(`The full-dataset server did not start on ${origin}`)
  })

  test.afterAll(() => {
    server?.kill()
  })
  return origin
}

function isServing(origin: string): Promise<boolean> {
  return fetch(`${origin}/healthz`).then(
    (response) => response.ok,
    () => false,
  )
}
