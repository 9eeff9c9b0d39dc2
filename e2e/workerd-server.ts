import { execFileSync, spawn } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { addWorkerAssets } from '../scripts/worker-assets.ts'
import { workerdFolder } from './hosts.ts'

/**
 * One Workers host for the end-to-end suite (playwright.worker.config.ts): the build of
 * `npm run build:worker` on workerd by `wrangler dev`, no account, no network.
 *
 *   node e2e/workerd-server.ts --port 3890 [--data-from ../shared/feh-data] [--var KEY:VALUE]…
 *
 * Each server gets its own copy of the client's static files and its own wrangler config in
 * test-results/workerd-<port>/: the worker's code reads whatever dataset its assets hold, so a
 * full-dataset server is the same build with the synced data in its assets (no second Vite
 * build), and a test may add a file to one server's assets (the builds manifest,
 * e2e/updates.spec.ts) without the others reloading. `--var` adds variables, as wrangler's own.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'data-from': { type: 'string' },
    var: { type: 'string', multiple: true, default: [] },
  },
})
const port = Number(values.port)
if (!Number.isInteger(port) || port <= 0) throw new Error('Give the port: --port <number>')

const BUILD = path.resolve('build-worker')
const folder = workerdFolder(port)
const clientDirectory = path.join(folder, 'client')

rmSync(folder, { recursive: true, force: true })
mkdirSync(folder, { recursive: true })
// The test process finds this server's workerd processes from here (e2e/workerd-host.ts).
writeFileSync(path.join(folder, 'launcher.pid'), String(process.pid))
cpSync(path.join(BUILD, 'client'), clientDirectory, { recursive: true })
const dataSource = values['data-from']
if (dataSource !== undefined) {
  const dataDirectory = path.join(folder, 'data')
  execFileSync(
    process.execPath,
    ['data/sync.ts', '--from', dataSource, '--data-dir', dataDirectory],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  addWorkerAssets({
    clientDirectory,
    syncedBuild: path.join(dataDirectory, 'build'),
    fixtureBuild: path.join(BUILD, 'fixture-data', 'build'),
  })
}

// The config the Cloudflare plugin wrote for the build, pointed at this copy of the assets.
const built = JSON.parse(readFileSync(path.join(BUILD, 'server', 'wrangler.json'), 'utf8'))
const variables = Object.fromEntries(
  values.var.map((pair) => {
    const colon = pair.indexOf(':')
    if (colon < 1) throw new Error(`--var takes KEY:VALUE, not ${pair}`)
    return [pair.slice(0, colon), pair.slice(colon + 1)]
  }),
)
const config = {
  ...built,
  configPath: undefined,
  userConfigPath: undefined,
  main: path.join(BUILD, 'server', built.main),
  assets: { ...built.assets, directory: clientDirectory },
  vars: { ...built.vars, ...variables },
}
const configPath = path.join(folder, 'wrangler.json')
writeFileSync(configPath, JSON.stringify(config, null, 2))

// wrangler's command itself, not its bin wrapper, which would leave it running when told to stop.
const WRANGLER = path.resolve('node_modules', 'wrangler', 'wrangler-dist', 'cli.js')
const wrangler = spawn(
  process.execPath,
  [
    ...[WRANGLER, 'dev', '--config', configPath, '--ip', '127.0.0.1', '--port', String(port)],
    // wrangler's own default (9229) would be shared by every checkout on the machine.
    ...['--inspector-port', String(port + 1)],
  ],
  {
    stdio: 'inherit',
    // No Request.cf from Cloudflare's servers, no metrics: the network is closed here.
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
  },
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => wrangler.kill(signal))
}
wrangler.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal === null ? 1 : 0)
})
