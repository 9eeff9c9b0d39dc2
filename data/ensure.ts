import { access } from 'node:fs/promises'
import path from 'node:path'
import { resolveDataDirectory, runSync } from './run-sync.ts'
import { defaultSource } from './sources.ts'

// npm start runs this first: with no synced build, it tries the configured source once.
// It never fails the start: without data the server serves the fixture and says so.
const dataDirectory = resolveDataDirectory(process.env)
const hasBuild = await access(path.join(dataDirectory, 'build', 'index.json')).then(
  () => true,
  () => false,
)
if (hasBuild) {
  console.log(`Dataset present in ${dataDirectory}; run npm run data:sync to update it.`)
} else {
  // The pinned commit, never the newest: `npm start` serves what the site was checked against.
  const source = defaultSource({
    dataSource: process.env.HERO_PEELER_DATA,
    upstreamCommit: process.env.HERO_PEELER_UPSTREAM_COMMIT,
    upstreamRepository: process.env.HERO_PEELER_UPSTREAM_REPOSITORY,
  })
  const exitCode = await runSync(source, dataDirectory)
  if (exitCode !== 0) {
    console.warn(
      'No dataset: the site will serve the small fixture dataset. Get the real data with\n' +
        '  npm run data:sync -- --from <directory or URL of feh-data>',
    )
  }
}
