import path from 'node:path'
import { runSync } from './run-sync.ts'

// npm run build ends here: the small fixture dataset, built into build/fixture-data, is what the
// server serves when no dataset was synced (the embedded default of npm start). The server reads
// it like any synced build and never runs the importer itself.
const FIXTURE_SOURCE = path.resolve('test', 'fixtures', 'feh-data')
// The Workers build (npm run build:worker) names its own folder.
const EMBEDDED_DATA_DIRECTORY = path.resolve(process.argv[2] ?? path.join('build', 'fixture-data'))
process.exitCode = await runSync(
  { kind: 'directory', path: FIXTURE_SOURCE },
  EMBEDDED_DATA_DIRECTORY,
)
