import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

const HOST = '127.0.0.1'
const HEALTH_TIMEOUT_MS = 30_000
const STOP_TIMEOUT_MS = 5_000

/** Builds the site for production into ./build; build logs go to stderr, stdout keeps the table. */
export async function buildSite(projectDirectory: string): Promise<void> {
  const binDirectory = path.join(projectDirectory, 'node_modules', '.bin')
  const child = spawn('react-router', ['build'], {
    cwd: projectDirectory,
    stdio: ['ignore', process.stderr, process.stderr],
    env: { ...process.env, PATH: `${binDirectory}${path.delimiter}${process.env.PATH ?? ''}` },
  })
  const [exitCode] = await once(child, 'exit')
  if (exitCode !== 0) throw new Error(`react-router build exited with ${String(exitCode)}`)
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

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const timeout = sleep(STOP_TIMEOUT_MS).then(() => 'timeout' as const)
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    child.kill('SIGKILL')
    await exited
  }
}

/** Serves ./build with server.ts (production, compression on) and waits for /healthz. */
export async function startSite(projectDirectory: string): Promise<SiteServer> {
  const port = await findFreePort()
  const baseUrl = `http://${HOST}:${port}`
  const output: string[] = []
  const child = spawn(process.execPath, ['server.ts'], {
    cwd: projectDirectory,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST },
  })
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  const stop = () => stopChild(child)

  const deadline = Date.now() + HEALTH_TIMEOUT_MS
  while (!(await isHealthy(baseUrl))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`The server did not answer ${baseUrl}/healthz:\n${output.join('')}`)
    }
    await sleep(200)
  }
  return { baseUrl, stop }
}
