import { serve } from '@hono/node-server'

type ServerBuild = typeof import('./server/app.ts')

// The Hono app is the server build's entry, so it shares module instances with React Router.
const BUILD_PATH = './build/server/index.js'
const { app, env, stopBackgroundWork }: ServerBuild = await import(BUILD_PATH)

const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (address) => {
  console.log(`Hero Peeler (${env.environment}) listening on http://${env.host}:${address.port}`)
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
