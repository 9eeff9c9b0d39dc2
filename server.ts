import { type Server, STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { serve } from '@hono/node-server'

type ServerBuild = typeof import('./server/app.ts')

// The Hono app is the server build's entry, so it shares module instances with React Router.
const BUILD_PATH = './build/server/index.js'
const { app, env, inFlight, stopBackgroundWork, describeClientError }: ServerBuild = await import(
  BUILD_PATH
)

// serve() makes a plain HTTP/1.1 server unless given another.
const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (address) => {
  console.log(`Hero Peeler (${env.environment}) listening on http://${env.host}:${address.port}`)
}) as Server

// A request Node's parser refuses (headers over 16 KiB, not HTTP) gets a message too, as the
// app's own refusals do (decision 0066), instead of Node's bare status line.
server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const { status, message } = describeClientError(error.code)
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(message)}\r\nConnection: close\r\n\r\n${message}`,
  )
})

/** How often the drain looks whether requests are still in flight. */
const DRAIN_POLL_MS = 50
/** In-flight requests get this long to finish; then the process ends anyway. */
const DRAIN_TIMEOUT_MS = 10_000

/**
 * Decision 0067: from the signal on, every new request is turned away (503, `Retry-After`,
 * `Connection: close`, so its connection ends with it) while the requests in flight finish;
 * then the server stops listening, closes the connections left idle and the process ends.
 * Listening until then lets a request already on its way get that 503 rather than a reset.
 */
async function shutDown(signal: string) {
  console.log(`${signal}: finishing ${inFlight.countInFlight()} requests, taking no new ones`)
  inFlight.startDraining()
  stopBackgroundWork()
  setTimeout(() => {
    console.error(
      `Still ${inFlight.countInFlight()} requests in flight after ${DRAIN_TIMEOUT_MS} ms`,
    )
    process.exit(1)
  }, DRAIN_TIMEOUT_MS).unref()
  while (inFlight.countInFlight() > 0) await sleep(DRAIN_POLL_MS)
  server.close(() => process.exit(0))
  setInterval(() => server.closeIdleConnections(), DRAIN_POLL_MS).unref()
}

process.once('SIGTERM', () => shutDown('SIGTERM'))
process.once('SIGINT', () => shutDown('SIGINT'))
