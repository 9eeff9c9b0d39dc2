import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import type { BuildIndex } from '#app/payloads/dataset-payloads.ts'

/**
 * What the Workers build adds to the client's static files after Vite: the assets layer's
 * headers, and the dataset.
 *
 * The Workers host has no file system of ours: the dataset travels in the deploy, among the
 * client's static files, where the worker reads it (app/server/dataset-assets.server.ts). As on
 * the Node host: the synced build if there is a complete one, and the embedded fixture. The
 * payload files of the build it will serve are also put under /payloads/, their hashed names,
 * where the assets layer answers them without waking the worker.
 */
const CLIENT_DIRECTORY = path.join('build-worker', 'client')
const DATASET_DIRECTORY = path.join(CLIENT_DIRECTORY, '_dataset')
const SYNCED_BUILD = path.join(process.env.HERO_PEELER_DATA_DIR ?? '.data', 'build')
const FIXTURE_BUILD = path.join('build-worker', 'fixture-data', 'build')
const PAYLOADS_DIRECTORY = path.join(CLIENT_DIRECTORY, 'payloads')

/** Copies a build (its symlinks resolved) if it is complete; says which it copied. */
function copyBuild(from: string, to: string): boolean {
  if (!existsSync(path.join(from, 'index.json'))) return false
  cpSync(realpathSync(from), path.join(DATASET_DIRECTORY, to), { recursive: true })
  console.log(`${from} → ${path.join(DATASET_DIRECTORY, to)}`)
  return true
}

/** Copies the payload files a build's index names to /payloads/ (the index is the worker's). */
function copyPayloadFiles(build: string): void {
  const index = JSON.parse(readFileSync(path.join(build, 'index.json'), 'utf8')) as BuildIndex
  mkdirSync(PAYLOADS_DIRECTORY, { recursive: true })
  for (const { file } of Object.values(index.payloads)) {
    cpSync(
      path.join(build, path.basename(file)),
      path.join(PAYLOADS_DIRECTORY, path.basename(file)),
    )
  }
}

rmSync(DATASET_DIRECTORY, { recursive: true, force: true })
rmSync(PAYLOADS_DIRECTORY, { recursive: true, force: true })
if (!copyBuild(FIXTURE_BUILD, 'fixture')) {
  console.error(`No fixture build in ${FIXTURE_BUILD}: run data/embed-fixture.ts first.`)
  process.exitCode = 1
}
const isSynced = copyBuild(SYNCED_BUILD, 'build')
if (!isSynced) console.log(`No synced build in ${SYNCED_BUILD}: the fixture.`)
// Should the synced build prove unreadable at run time, the worker serves the fixture's payloads
// itself (routes/payloads.ts), as the Node host does.
copyPayloadFiles(path.join(DATASET_DIRECTORY, isSynced ? 'build' : 'fixture'))

// The assets layer answers these before the worker: the Node host's cache rules (server/app.ts).
const HEADERS = `/assets/*
  Cache-Control: public, max-age=31536000, immutable
  X-Content-Type-Options: nosniff
/sw.js
  Cache-Control: no-cache
/payloads/*
  Cache-Control: public, max-age=31536000, immutable
  X-Content-Type-Options: nosniff
  X-Robots-Tag: noindex
/_dataset/*
  X-Robots-Tag: noindex
`
writeFileSync(path.join(CLIENT_DIRECTORY, '_headers'), HEADERS)
