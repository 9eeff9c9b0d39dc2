import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { packUpstreamVersion, UPSTREAM_VERSIONS, writeUpstreamVersion } from './fake-upstream.ts'

// `node test/write-fake-upstream.ts <directory>`: every version of the fake upstream as a
// folder (<directory>/<version>) and as GitHub's archive of a made-up commit
// (<directory>/<version>.tar.gz), with each version's commit in <directory>/commits.json. The
// e2e tests run it as a command: they do not load the importer's code themselves.

const directory = process.argv[2]
if (!directory) throw new Error('Usage: node test/write-fake-upstream.ts <directory>')
const commits: Record<string, string> = {}
for (const [index, version] of UPSTREAM_VERSIONS.entries()) {
  // A made-up commit: the version's number, forty times.
  const commit = String(index + 1).repeat(40)
  const folder = path.join(directory, version)
  await writeUpstreamVersion(folder, version)
  await packUpstreamVersion(folder, commit, `${folder}.tar.gz`)
  commits[version] = commit
}
await writeFile(path.join(directory, 'commits.json'), JSON.stringify(commits, null, 2))
