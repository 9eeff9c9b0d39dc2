import { readFile, realpath } from 'node:fs/promises'
import path from 'node:path'
import type { DatasetOptions, DatasetSource } from './dataset-source.ts'

/** A folder with its symlinks resolved (a sync moves `current`), or null when there is none. */
export function resolveFolder(folder: string): Promise<string | null> {
  return realpath(folder).catch(() => null)
}

/** The Node host's dataset: the synced data folder's build and the embedded fixture's, on disk. */
export function createFileDatasetSource(options: DatasetOptions): DatasetSource {
  return {
    origin: options.dataDirectory,
    locateBuild: () => resolveFolder(path.join(options.dataDirectory, 'build')),
    locateFallback: () => resolveFolder(path.join(options.fallbackDirectory, 'build')),
    readText: (directory, file) => readFile(path.join(directory, file), 'utf8').catch(() => null),
  }
}
