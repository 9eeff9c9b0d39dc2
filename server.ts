import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { serve } from '@hono/node-server'

type ServerBuild = typeof import('./server/app.ts')

// The Hono app is the server build's entry, so it shares module instances with React Router.
const BUILD_PATH = './build/server/index.js'
const { app, env, stopBackgroundWork, describeClientError }: ServerBuild = await import(BUILD_PATH)

const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (address) => {
  console.log(`Hero Peeler (${env.environment}) listening on http://${env.host}:${address.port}`)
})

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

function shutDown(signal: string) {
  console.log(`${signal}: closing the server`)
  stopBackgroundWork()
  server.close(() => process.exit(0))
  // Open keep-alive connections must not hold the process forever.
  setTimeout(() => process.exit(0), 10_000).unref()
}

process.on('SIGTERM', () => shutDown('SIGTERM'))
process.on('SIGINT', () => shutDown('SIGINT'))
