import { parseArgs } from 'node:util'
import { resolveDataDirectory, runLatestSync, runSync } from './run-sync.ts'
import { defaultSource, parseSource, resolveUpstream, type SourceEnvironment } from './sources.ts'

// npm run data:sync -- --from <directory | URL of a directory | URL of a .tar.gz>
// npm run data:sync -- --latest   (the upstream's newest commit; the default stays pinned)
const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    latest: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
  },
})
const environment: SourceEnvironment = {
  dataSource: process.env.HERO_PEELER_DATA,
  upstreamCommit: process.env.HERO_PEELER_UPSTREAM_COMMIT,
  upstreamRepository: process.env.HERO_PEELER_UPSTREAM_REPOSITORY,
  upstreamApi: process.env.HERO_PEELER_UPSTREAM_API,
  githubToken: process.env.GITHUB_TOKEN,
}
const dataDirectory = values['data-dir'] ?? resolveDataDirectory(process.env)
if (values.latest && values.from) {
  console.error('--latest syncs the upstream repository: it takes no --from.')
  process.exitCode = 2
} else if (values.latest) {
  process.exitCode = await runLatestSync(resolveUpstream(environment), dataDirectory)
} else {
  const source = values.from ? parseSource(values.from) : defaultSource(environment)
  process.exitCode = await runSync(source, dataDirectory)
}
