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
import {
  carryPreviousAssets,
  PREVIOUS_ASSETS_DIRECTORY,
  writeCarriedAssets,
} from './keep-previous-assets.ts'

/**
 * What the Workers build adds to the client's static files after Vite: the assets layer's
 * headers, and the dataset.
 *
 * The Workers host has no file system of ours: the dataset travels in the deploy, among the
 * client's static files, where the worker reads it (app/server/dataset-assets.server.ts). As on
 * the Node host: the synced build if there is a complete one, and the embedded fixture. The
 * payload files of the build it will serve are also put under /payloads/, their hashed names,
 * where the assets layer answers them without waking the worker.
 *
 * `npm run build:worker` runs it on build-worker/client; the end-to-end tests run it on a copy
 * of that folder with other data (e2e/workerd-server.ts): the worker's code reads any dataset.
 */
export function addWorkerAssets(options: {
  /** The client build's folder, the deploy's static assets. */
  readonly clientDirectory: string
  /** The synced data's build folder (`<data dir>/build`), used if complete. */
  readonly syncedBuild: string
  /** The embedded fixture's build folder (data/embed-fixture.ts). */
  readonly fixtureBuild: string
}): void {
  const datasetDirectory = path.join(options.clientDirectory, '_dataset')
  const payloadsDirectory = path.join(options.clientDirectory, 'payloads')

  /** Copies a build (its symlinks resolved) if it is complete; says which it copied. */
  const copyBuild = (from: string, to: string): boolean => {
    if (!existsSync(path.join(from, 'index.json'))) return false
    cpSync(realpathSync(from), path.join(datasetDirectory, to), { recursive: true })
    console.log(`${from} → ${path.join(datasetDirectory, to)}`)
    return true
  }

  rmSync(datasetDirectory, { recursive: true, force: true })
  rmSync(payloadsDirectory, { recursive: true, force: true })
  if (!copyBuild(options.fixtureBuild, 'fixture')) {
    throw new Error(`No fixture build in ${options.fixtureBuild}: run data/embed-fixture.ts first.`)
  }
  const isSynced = copyBuild(options.syncedBuild, 'build')
  if (!isSynced) console.log(`No synced build in ${options.syncedBuild}: the fixture.`)
  // Should the synced build prove unreadable at run time, the worker serves the fixture's
  // payloads itself (routes/payloads.ts), as the Node host does.
  copyPayloadFiles(path.join(datasetDirectory, isSynced ? 'build' : 'fixture'), payloadsDirectory)
  writeFileSync(path.join(options.clientDirectory, '_headers'), HEADERS)
}

/** Copies the payload files a build's index names to /payloads/ (the index is the worker's). */
function copyPayloadFiles(build: string, payloadsDirectory: string): void {
  const index = JSON.parse(readFileSync(path.join(build, 'index.json'), 'utf8')) as BuildIndex
  mkdirSync(payloadsDirectory, { recursive: true })
  for (const { file } of Object.values(index.payloads)) {
    cpSync(path.join(build, path.basename(file)), path.join(payloadsDirectory, path.basename(file)))
  }
}

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

if (import.meta.main) {
  const clientDirectory = path.join('build-worker', 'client')
  addWorkerAssets({
    clientDirectory,
    syncedBuild: path.join(process.env.HERO_PEELER_DATA_DIR ?? '.data', 'build'),
    fixtureBuild: path.join('build-worker', 'fixture-data', 'build'),
  })
  // Spec §4: a tab opened before this deploy still finds its chunks in it.
  const carried = carryPreviousAssets({
    archiveDirectory: PREVIOUS_ASSETS_DIRECTORY,
    assetsDirectory: path.join(clientDirectory, 'assets'),
  })
  writeCarriedAssets(carried)
  console.log(
    `${carried.length} files of previous builds carried from ${PREVIOUS_ASSETS_DIRECTORY}`,
  )
}
