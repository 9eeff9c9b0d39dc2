import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFile } from 'node:fs/promises'
import { Agent, get } from 'node:http'
import { createRequire } from 'node:module'
import { setTimeout as sleep } from 'node:timers/promises'
import { expect, test } from './test.ts'

// Issue 25 item 3 (decision 0067): the Node host under load, for real: its own process on the
// fixture, at E2E_PORT + 70 and + 71, loaded over sockets.

// Through require: imported, autocannon's CommonJS dependencies trip Playwright's ESM loader
// ("module is not linked").
const autocannon: typeof import('autocannon') = createRequire(import.meta.url)('autocannon')

const BASE_PORT = Number(process.env.E2E_PORT ?? 3210) + 70
/** A small bound, so that the fixture's fast renders still meet it at 1,000 connections. */
const MAX_IN_FLIGHT = 16

type Server = { readonly child: ChildProcess; readonly origin: string; readonly output: string[] }

async function startServer(port: number): Promise<Server> {
  const origin = `http://127.0.0.1:${port}`
  const output: string[] = []
  const child = spawn(process.execPath, ['server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SESSION_SECRET: 'end-to-end-tests-session-secret',
      HERO_PEELER_DATA_DIR: 'test-results/no-dataset',
      HERO_PEELER_MAX_IN_FLIGHT: String(MAX_IN_FLIGHT),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const isUp = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (isUp) return { child, origin, output }
    if (child.exitCode !== null) break
    await sleep(200)
  }
  child.kill()
  throw new Error(`The server did not start on ${origin}: ${output.join('')}`)
}

/** The process's resident memory in MB, from /proc (Linux). */
async function readResidentMegabytes(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024
}

test.describe.configure({ mode: 'serial' })

test('at 1,000 connections every request is served or turned away at once, in 512 MB', async () => {
  test.setTimeout(120_000)
  const server = await startServer(BASE_PORT)
  let peakMegabytes = 0
  const sampler = setInterval(() => {
    readResidentMegabytes(server.child.pid).then(
      (megabytes) => {
        peakMegabytes = Math.max(peakMegabytes, megabytes)
      },
      () => undefined, // the process ended: the test says why below
    )
  }, 200)
  let counter = 0
  let refusedWithoutRetryAfter = 0
  try {
    const result = await autocannon({
      url: server.origin,
      connections: 1000,
      duration: 6,
      timeout: 10,
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
      requests: [
        {
          setupRequest: (request) => {
            counter += 1
            return { ...request, path: `/units?page=1&n=${counter}` }
          },
          onResponse: (status, _body, _context, headers) => {
            // Raw header names, as the server wrote them.
            const retryAfter = Object.entries(headers ?? {}).find(
              ([name]) => name.toLowerCase() === 'retry-after',
            )?.[1]
            if (status === 503 && retryAfter !== '5') refusedWithoutRetryAfter += 1
          },
        },
      ],
    })
    const statuses = Object.keys(result.statusCodeStats ?? {})
    expect(result.timeouts, 'requests timed out').toBe(0)
    expect(result.errors, 'socket errors').toBe(0)
    expect(statuses.filter((status) => status !== '200' && status !== '503')).toEqual([])
    expect(refusedWithoutRetryAfter).toBe(0)
    // Autocannon asks again at once after a 503, unlike browsers (Retry-After): the refusals
    // then take most of the process, and few pages are served, but some are.
    expect(result['2xx'], 'pages served').toBeGreaterThan(0)
    expect(peakMegabytes, 'resident memory, MB').toBeLessThan(512)
  } finally {
    clearInterval(sampler)
    server.child.kill('SIGKILL')
  }
})

type Outcome = {
  readonly startedAt: number
  readonly endedAt: number
  readonly status: number | null
  readonly isComplete: boolean
  readonly retryAfter: string | null
  readonly error: string | null
}

type Answer = { readonly status: number; readonly body: string; readonly retryAfter: string | null }

/** A GET on a kept-alive connection of the agent; rejects on a socket error. */
function askPage(url: string, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent, headers: { accept: 'text/html' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        const retryAfter = response.headers['retry-after']
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
        })
      })
    })
    request.on('error', reject)
  })
}

/** One client asking page after page on kept-alive connections until told to stop. */
async function keepAsking(origin: string, agent: Agent, outcomes: Outcome[], until: () => boolean) {
  let counter = 0
  while (!until()) {
    const startedAt = performance.now()
    counter += 1
    try {
      const answer = await askPage(`${origin}/units?page=1&n=${counter}`, agent)
      outcomes.push({
        startedAt,
        endedAt: performance.now(),
        status: answer.status,
        isComplete: answer.body.trimEnd().endsWith('</html>'),
        retryAfter: answer.retryAfter,
        error: null,
      })
    } catch (error) {
      outcomes.push({
        startedAt,
        endedAt: performance.now(),
        status: null,
        isComplete: false,
        retryAfter: null,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      })
      await sleep(20)
    }
  }
}

const CLIENTS = 12

test('SIGTERM under load: the requests in flight finish, new ones are refused, the process ends', async () => {
  test.setTimeout(60_000)
  const server = await startServer(BASE_PORT + 1)
  // Fewer clients than the bound: each keeps its one connection, so a request sent before the
  // signal is one the server began (none waits unaccepted in the listen queue).
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS })
  const outcomes: Outcome[] = []
  let isDone = false
  const clients = Array.from({ length: CLIENTS }, () =>
    keepAsking(server.origin, agent, outcomes, () => isDone),
  )
  try {
    await sleep(2000)
    const signalledAt = performance.now()
    const exited = once(server.child, 'exit')
    server.child.kill('SIGTERM')
    const [exitCode] = await Promise.race([
      exited,
      sleep(15_000).then(() => [`still running: ${server.output.join('')}`]),
    ])
    const exitedAt = performance.now()
    isDone = true
    await Promise.all(clients)

    expect(exitCode, server.output.join('')).toBe(0)
    expect(exitedAt - signalledAt, 'milliseconds to drain').toBeLessThan(10_000)
    const isServed = (outcome: Outcome) => outcome.status === 200 && outcome.isComplete
    const isTurnedAway = (outcome: Outcome) => outcome.status === 503 && outcome.retryAfter === '5'
    // Sent before the signal: served whole, or, if the server had not begun it yet, turned
    // away; never cut, never reset.
    const beforeSignal = outcomes.filter((outcome) => outcome.startedAt < signalledAt)
    const failedInFlight = beforeSignal.filter(
      (outcome) => !isServed(outcome) && !isTurnedAway(outcome),
    )
    expect(failedInFlight, 'requests sent before the SIGTERM that did not end well').toEqual([])
    const servedAcrossSignal = beforeSignal.filter(
      (outcome) => isServed(outcome) && outcome.endedAt > signalledAt,
    )
    expect(servedAcrossSignal.length, 'requests in flight at the SIGTERM, served').toBeGreaterThan(
      0,
    )
    // Sent after it: turned away, or refused on a connection the server closed; a page cut
    // halfway, or another status, would be a failure.
    const afterSignal = outcomes.filter((outcome) => outcome.startedAt >= signalledAt)
    const unclean = afterSignal.filter(
      (outcome) => !isServed(outcome) && !isTurnedAway(outcome) && outcome.error === null,
    )
    expect(unclean).toEqual([])
  } finally {
    isDone = true
    agent.destroy()
    server.child.kill('SIGKILL')
  }
})
