import { readdirSync, readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { E2E_HOST, WORKERD_PORTS, workerdFolder } from './hosts.ts'
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

export type HostUnderTest = {
  /** The host's answer to a request, its body as sent (compressed if the host compressed it). */
  readonly send: (request: Request) => Promise<Response>
  /** Starts counting the host's processor time; the function returned reads it, in ms. */
  readonly countWork: () => () => number
  readonly stop: () => void
}

/** The host the suite runs against (e2e/hosts.ts): Node in this process, or workerd. */
export function connectHostUnderTest(): Promise<HostUnderTest> {
  return E2E_HOST === 'node' ? loadInProcessHost() : Promise.resolve(connectWorkerdHost())
}

/**
 * The production build of the Node host (`npm run build`), loaded in this process: its Hono
 * app's `fetch`, without a socket, so thousands of requests cost what the app spends on them.
 * The environment is read once, at import, as the server reads it; the test process gets its
 * own back afterwards.
 */
async function loadInProcessHost(): Promise<HostUnderTest> {
  const saved = Object.fromEntries(
    Object.keys(HOST_ENVIRONMENT).map((key) => [key, process.env[key]]),
  )
  Object.assign(process.env, HOST_ENVIRONMENT)
  try {
    const buildPath = path.resolve('build/server/index.js')
    const build: ServerBuild = await import(buildPath)
    return {
      send: async (request) => build.app.fetch(request),
      countWork: () => {
        const start = process.cpuUsage()
        return () => {
          const { user, system } = process.cpuUsage(start)
          return (user + system) / 1000
        }
      },
      stop: build.stopBackgroundWork,
    }
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
}

/**
 * Sends a request to a server on this machine with Node's HTTP client, which sends any header a
 * Request holds (fetch refuses some, an empty Accept-Encoding) and gives the body back as it
 * came. A body goes in chunks, without its length, as the in-process host receives it.
 */
function sendOverHttp(port: number, request: Request): Promise<Response> {
  const url = new URL(request.url)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: url.pathname + url.search,
        headers: Object.fromEntries(request.headers),
        // A connection each: workerd leaves the body of a DELETE or an OPTIONS unread (the
        // worker never gets it) and takes it for the next request on the connection (501).
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('error', reject)
        incoming.on('end', () => {
          const headers = new Headers()
          for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
            headers.append(incoming.rawHeaders[index] ?? '', incoming.rawHeaders[index + 1] ?? '')
          }
          const status = incoming.statusCode ?? 0
          const body = NULL_BODY_STATUSES.has(status) ? null : Buffer.concat(chunks)
          resolve(new Response(body, { status, headers }))
        })
      },
    )
    outgoing.on('error', reject)
    if (request.body === null) outgoing.end()
    else Readable.fromWeb(request.body as NodeReadableStream).pipe(outgoing)
  })
}

/** Statuses whose answer has no body: a Response refuses one. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])

/**
 * The Workers host's main server (playwright.worker.config.ts) over HTTP. Its processor time is
 * that of its workerd processes, read from Linux's /proc: the ones e2e/workerd-server.ts started
 * on that port (it writes its pid down).
 */
function connectWorkerdHost(): HostUnderTest {
  const launcher = Number(
    readFileSync(path.join(workerdFolder(WORKERD_PORTS.main), 'launcher.pid'), 'utf8'),
  )
  const workerdProcesses = findWorkerdProcesses(launcher)
  if (workerdProcesses.length === 0) throw new Error(`No workerd process under pid ${launcher}`)
  const readTotalMs = () => workerdProcesses.reduce((sum, pid) => sum + readCpuMs(pid), 0)
  return {
    send: (request) => sendOverHttp(WORKERD_PORTS.main, request),
    countWork: () => {
      const start = readTotalMs()
      return () => readTotalMs() - start
    },
    stop: () => {
      // playwright.worker.config.ts stops the server: nothing runs in this process.
    },
  }
}

/** The workerd processes among a process's descendants. */
function findWorkerdProcesses(ancestor: number): number[] {
  const parents = new Map<number, number>()
  const names = new Map<number, string>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const { name, parent } = readStat(Number(entry))
      parents.set(Number(entry), parent)
      names.set(Number(entry), name)
    } catch {
      // The process ended while the list was read: it is no server of ours.
    }
  }
  const isDescendant = (pid: number): boolean => {
    const parent = parents.get(pid)
    return parent !== undefined && parent !== 0 && (parent === ancestor || isDescendant(parent))
  }
  return [...names]
    .filter(([pid, name]) => name === 'workerd' && isDescendant(pid))
    .map(([pid]) => pid)
}

/** A process's name, parent and processor time from /proc/<pid>/stat (man 5 proc). */
function readStat(pid: number): { name: string; parent: number; cpuTicks: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
  // The fields after the name, from the third: state, ppid, … utime (14th), stime (15th).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return {
    name,
    parent: Number(fields[1]),
    cpuTicks: Number(fields[11]) + Number(fields[12]),
  }
}

/** Linux gives processor time in ticks of USER_HZ, 100 a second on x86 and Arm. */
const MS_PER_TICK = 10

function readCpuMs(pid: number): number {
  return readStat(pid).cpuTicks * MS_PER_TICK
}
