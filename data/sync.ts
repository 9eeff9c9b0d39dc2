import { parseArgs } from 'node:util'
import { resolveDataDirectory, runSync } from './run-sync.ts'
import { defaultSource, parseSource } from './sources.ts'

// npm run data:sync -- --from <directory | URL of a directory | URL of a .tar.gz>
const { values } = parseArgs({
  options: { from: { type: 'string' }, 'data-dir': { type: 'string' } },
})
const source = values.from
  ? parseSource(values.from)
  : defaultSource({
      dataSource: process.env.HERO_PEELER_DATA,
      upstreamCommit: process.env.HERO_PEELER_UPSTREAM_COMMIT,
    })
const dataDirectory = values['data-dir'] ?? resolveDataDirectory(process.env)
process.exitCode = await runSync(source, dataDirectory)
