import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { access, readFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

const HOST = '127.0.0.1'
const HEALTH_TIMEOUT_MS = 30_000
const STOP_TIMEOUT_MS = 5_000
const MAX_RESTARTS = 5

/** Builds the site for production into ./build; build logs go to stderr, stdout keeps the table. */
export async function buildSite(projectDirectory: string): Promise<void> {
  // npm run build also precompresses the assets, as production serves them.
  const child = spawn('npm', ['run', 'build'], {
    cwd: projectDirectory,
    stdio: ['ignore', process.stderr, process.stderr],
  })
  const [exitCode] = await once(child, 'exit')
  if (exitCode !== 0) throw new Error(`npm run build exited with ${String(exitCode)}`)
}

/**
 * Builds the site for Cloudflare Workers into ./build-worker (decision 0063), with the data the
 * Node servers read, so both hosts serve the same dataset.
 */
export async function buildWorkerSite(
  projectDirectory: string,
  dataDirectory: string,
): Promise<void> {
  const child = spawn('npm', ['run', 'build:worker'], {
    cwd: projectDirectory,
    stdio: ['ignore', process.stderr, process.stderr],
    env: { ...process.env, HERO_PEELER_DATA_DIR: dataDirectory },
  })
  const [exitCode] = await once(child, 'exit')
  if (exitCode !== 0) throw new Error(`npm run build:worker exited with ${String(exitCode)}`)
}

/** A Workers build served by wrangler dev on workerd. */
export type WorkerdSite = { readonly baseUrl: string; readonly stop: () => Promise<void> }

/**
 * Serves the checkout's ./build-worker with wrangler dev on free ports (its inspector too), no
 * account, no network, and waits for /healthz. Null when there is no Workers build.
 */
export async function startWorkerdSite(projectDirectory: string): Promise<WorkerdSite | null> {
  try {
    await access(path.join(projectDirectory, 'build-worker', 'server', 'wrangler.json'))
  } catch {
    return null
  }
  const port = await findFreePort()
  const inspectorPort = await findFreePort()
  const baseUrl = `http://${HOST}:${port}`
  const output: string[] = []
  const child = spawn(
    'npx',
    [
      ...['wrangler', 'dev', '--ip', HOST, '--port', String(port)],
      ...['--inspector-port', String(inspectorPort), '--var', 'NODE_ENV:production'],
      ...['--var', 'SESSION_SECRET:bench-session-secret-of-wrangler-dev'],
    ],
    {
      cwd: projectDirectory,
      // Its own process group: wrangler runs workerd as a child, stopped with it.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
    },
  )
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  const stop = async () => {
    if (hasExited(child) || child.pid === undefined) return
    const exited = once(child, 'exit')
    process.kill(-child.pid, 'SIGTERM')
    await Promise.race([exited, sleep(STOP_TIMEOUT_MS)])
    if (!hasExited(child)) process.kill(-child.pid, 'SIGKILL')
  }
  const deadline = Date.now() + HEALTH_TIMEOUT_MS * 2
  while (!(await isHealthy(baseUrl))) {
    if (hasExited(child) || Date.now() > deadline) {
      await stop()
      throw new Error(`wrangler dev did not answer ${baseUrl}/healthz:\n${output.join('')}`)
    }
    await sleep(500)
  }
  return { baseUrl, stop }
}

/** A port nobody listens on now, from the system. */
export async function findFreePort(): Promise<number> {
  const probe = createServer()
  probe.listen(0, HOST)
  await once(probe, 'listening')
  const address = probe.address()
  probe.close()
  if (address === null || typeof address === 'string') throw new Error('No free port found')
  return address.port
}

export type SiteServer = {
  readonly baseUrl: string
  /** Restarts the server when it died since the last call; throws after too many restarts. */
  readonly ensureRunning: () => Promise<void>
  /** Why the server had to be restarted, one entry per restart. */
  readonly restarts: readonly string[]
  /**
   * Waits until the server has done its start-up work (parsing the dataset, compressing the
   * payloads at brotli's top quality), so it does not compete with the first runs. Resolves
   * with the milliseconds waited, or null when the system does not tell a process's CPU time.
   */
  readonly waitUntilIdle: () => Promise<number | null>
  readonly stop: () => Promise<void>
}

async function isHealthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/healthz`)
    return response.ok
  } catch {
    // Not listening yet: the caller polls again.
    return false
  }
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const timeout = sleep(STOP_TIMEOUT_MS).then(() => 'timeout' as const)
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    child.kill('SIGKILL')
    await exited
  }
}

type ServerProcess = { readonly child: ChildProcess; readonly output: string[] }

/** Environment variables a server gets on top of the bench's own. */
export type ServerEnvironment = Readonly<Record<string, string>>

/** Runs server.ts (production, compression on) on the port and waits for /healthz. */
async function spawnServer(
  projectDirectory: string,
  port: number,
  environment: ServerEnvironment,
): Promise<ServerProcess> {
  const baseUrl = `http://${HOST}:${port}`
  const output: string[] = []
  const child = spawn(process.execPath, ['server.ts'], {
    cwd: projectDirectory,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...environment, NODE_ENV: 'production', PORT: String(port), HOST },
  })
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))

  const deadline = Date.now() + HEALTH_TIMEOUT_MS
  while (!(await isHealthy(baseUrl))) {
    if (hasExited(child) || Date.now() > deadline) {
      await stopChild(child)
      throw new Error(`The server did not answer ${baseUrl}/healthz:\n${output.join('')}`)
    }
    await sleep(200)
  }
  return { child, output }
}

function describeExit(server: ServerProcess): string {
  const { exitCode, signalCode } = server.child
  const how = signalCode === null ? `exit code ${String(exitCode)}` : `signal ${signalCode}`
  const lastOutput = server.output.join('').trim().split('\n').slice(-3).join(' / ')
  return `server.ts stopped (${how})${lastOutput === '' ? '' : `; it said: ${lastOutput}`}`
}

/**
 * Serves the checkout's ./build with its own server.ts on a free port. Other sessions on this
 * machine have killed every `node server.ts` by name in the middle of a bench, so the server
 * is restarted when it dies.
 */
export async function startSite(
  projectDirectory: string,
  environment: ServerEnvironment = {},
): Promise<SiteServer> {
  const port = await findFreePort()
  const baseUrl = `http://${HOST}:${port}`
  let server = await spawnServer(projectDirectory, port, environment)
  const restarts: string[] = []

  return {
    baseUrl,
    restarts,
    async ensureRunning() {
      if (!hasExited(server.child)) return
      const reason = describeExit(server)
      restarts.push(reason)
      if (restarts.length > MAX_RESTARTS) {
        throw new Error(`The server died ${restarts.length} times; last: ${reason}`)
      }
      process.stderr.write(`\n${reason}; restarting it on ${baseUrl}\n`)
      server = await spawnServer(projectDirectory, port, environment)
    },
    waitUntilIdle: () => waitUntilIdle(server.child),
    stop: () => stopChild(server.child),
  }
}

/** Linux's clock ticks per second in /proc (USER_HZ, 100 on every common build). */
const CLOCK_TICKS_PER_SECOND = 100
const IDLE_POLL_MS = 500
/** A server using under a tenth of a core for two polls in a row has finished starting. */
const IDLE_CPU_SHARE = 0.1
const IDLE_POLLS = 2
const IDLE_TIMEOUT_MS = 90_000

/**
 * The CPU time a process has used, in clock ticks (user + system), from /proc/<pid>/stat;
 * null for text that is not such a line. The command name may hold spaces and parentheses,
 * so the fields are counted from its last `)`.
 */
export function readCpuTicks(statText: string): number | null {
  const fields = statText.slice(statText.lastIndexOf(')') + 2).split(' ')
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name and state.
  const user = Number(fields[11])
  const system = Number(fields[12])
  return statText.includes(')') && Number.isInteger(user) && Number.isInteger(system)
    ? user + system
    : null
}

async function readProcessCpuTicks(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null)
  return text === null ? null : readCpuTicks(text)
}

async function waitUntilIdle(child: ChildProcess): Promise<number | null> {
  const startedAt = Date.now()
  let previous = await readProcessCpuTicks(child.pid)
  let quietPolls = 0
  while (previous !== null && quietPolls < IDLE_POLLS && Date.now() - startedAt < IDLE_TIMEOUT_MS) {
    await sleep(IDLE_POLL_MS)
    const ticks = await readProcessCpuTicks(child.pid)
    if (ticks === null) return null
    const busyMs = ((ticks - previous) / CLOCK_TICKS_PER_SECOND) * 1000
    quietPolls = busyMs < IDLE_POLL_MS * IDLE_CPU_SHARE ? quietPolls + 1 : 0
    previous = ticks
  }
  return previous === null ? null : Date.now() - startedAt
}

/**
 * The data folder both servers read, as an absolute path: HERO_PEELER_DATA_DIR when set, else
 * the current checkout's .data (the server's own default). Relative paths start at the current
 * checkout, not at each server's folder, so a baseline reads the same dataset.
 */
export function resolveDataDirectory(
  projectDirectory: string,
  configured: string | undefined,
): string {
  return path.resolve(
    projectDirectory,
    configured === undefined || configured === '' ? '.data' : configured,
  )
}

/** Why a checkout cannot be served as it is, or null when it can. */
export async function findServeProblem(directory: string): Promise<string | null> {
  for (const file of ['server.ts', path.join('build', 'server', 'index.js')]) {
    try {
      await access(path.join(directory, file))
    } catch {
      return `${directory} has no ${file}: is it a checkout of this project, built with npm run build?`
    }
  }
  return null
}

function escapeRegularExpression(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * The home page's line on its data ("Data as of 2026-08-17: 1,409 heroes, 6,255 skills."),
 * found by the message's template; null when the page has none.
 */
export function findDatasetLine(html: string, template: string): string | null {
  const pattern = escapeRegularExpression(template).replace(/\\\{\w+\\\}/g, '[^<>"{}]+?')
  return new RegExp(pattern).exec(html)?.[0] ?? null
}
