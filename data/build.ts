import path from 'node:path'
import { parseArgs } from 'node:util'
import { resolveDataDirectory, runSync } from './run-sync.ts'

// npm run data:build: rebuilds the payloads from the last synced raw files (no download).
const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } })
const dataDirectory = values['data-dir'] ?? resolveDataDirectory(process.env)
process.exitCode = await runSync(
  { kind: 'directory', path: path.join(dataDirectory, 'raw') },
  dataDirectory,
)
