import { createWriteStream } from 'node:fs'
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import * as tar from 'tar'
import { ImporterError } from './importer-error.ts'
import { UPSTREAM_FILE_NAMES } from './validate.ts'

/** The public upstream repository, pinned: the snapshot the site was last checked against. */
export const UPSTREAM_REPOSITORY = 'https://github.com/matxx/feh-data'
export const PINNED_UPSTREAM_COMMIT = '4601c4f6755e3e87e44768689f8da24ff5f05e18'

export type Source =
  | { readonly kind: 'directory'; readonly path: string }
  | { readonly kind: 'directoryUrl'; readonly url: string }
  | { readonly kind: 'archiveUrl'; readonly url: string }

export type SourceEnvironment = {
  /** HERO_PEELER_DATA: a directory or URL used when no --from is given. */
  readonly dataSource?: string | undefined
  /** HERO_PEELER_UPSTREAM_COMMIT: the upstream commit whose archive is the default source. */
  readonly upstreamCommit?: string | undefined
}

export function defaultSource(environment: SourceEnvironment): Source {
  if (environment.dataSource) return parseSource(environment.dataSource)
  const commit = environment.upstreamCommit || PINNED_UPSTREAM_COMMIT
  return { kind: 'archiveUrl', url: `${UPSTREAM_REPOSITORY}/archive/${commit}.tar.gz` }
}

/** A directory path, an http(s) URL of a directory of JSON files, or of a .tar.gz archive. */
export function parseSource(text: string): Source {
  if (/^https?:\/\//i.test(text)) {
    const pathname = new URL(text).pathname
    if (/\.(tar\.gz|tgz)$/i.test(pathname)) return { kind: 'archiveUrl', url: text }
    return { kind: 'directoryUrl', url: text.replace(/\/+$/, '') }
  }
  return { kind: 'directory', path: path.resolve(text) }
}

export function describeSource(source: Source): string {
  return source.kind === 'directory' ? source.path : source.url
}

/** A 40-digit commit named in the source (archive URLs from GitHub carry it). */
export function findUpstreamCommit(source: Source): string | null {
  const match = /\b[0-9a-f]{40}\b/i.exec(describeSource(source))
  return match ? match[0].toLowerCase() : null
}

export type Progress = (event: {
  readonly label: string
  readonly receivedBytes: number
  readonly totalBytes: number | null
  readonly isDone: boolean
}) => void

export type FetchedSource = {
  /** Every file name the source offered, known or not (the layout check needs seals*.json). */
  readonly offeredFiles: string[]
  /** The known upstream files now in the target directory. */
  readonly copiedFiles: string[]
}

const KNOWN_FILES = new Set<string>(UPSTREAM_FILE_NAMES)

/** Copies or downloads the upstream files of `source` into `targetDirectory`. */
export async function fetchSource(
  source: Source,
  targetDirectory: string,
  onProgress: Progress,
): Promise<FetchedSource> {
  await mkdir(targetDirectory, { recursive: true })
  switch (source.kind) {
    case 'directory':
      return copyDirectory(source.path, targetDirectory)
    case 'directoryUrl':
      return downloadDirectory(source.url, targetDirectory, onProgress)
    case 'archiveUrl':
      return downloadArchive(source.url, targetDirectory, onProgress)
    default: {
      const unknown: never = source
      throw new Error(`Unknown source ${JSON.stringify(unknown)}`)
    }
  }
}

async function copyDirectory(directory: string, target: string): Promise<FetchedSource> {
  const found = await stat(directory).catch(() => null)
  if (!found?.isDirectory()) {
    throw new ImporterError('Cannot read the source.', [
      { file: directory, message: 'no such directory' },
    ])
  }
  // A clone of the upstream repository keeps its files under data/.
  const nested = path.join(directory, 'data')
  const nestedFound = await stat(path.join(nested, 'units.json')).catch(() => null)
  const from = nestedFound?.isFile() ? nested : directory
  const offeredFiles = (await readdir(from)).filter((name) => name.endsWith('.json'))
  const copiedFiles = offeredFiles.filter((name) => KNOWN_FILES.has(name))
  await Promise.all(
    copiedFiles.map((name) => copyFile(path.join(from, name), path.join(target, name))),
  )
  return { offeredFiles, copiedFiles }
}

/** How long a server may take to start answering before the sync gives up. */
const RESPONSE_TIMEOUT_MS = 30_000

async function fetchOrFail(url: string): Promise<Response> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), RESPONSE_TIMEOUT_MS)
  try {
    return await fetch(url, { redirect: 'follow', signal: controller.signal })
  } catch (error) {
    const reason = controller.signal.aborted
      ? `no answer within ${RESPONSE_TIMEOUT_MS / 1000} s`
      : error instanceof Error
        ? String(error.cause ?? error)
        : String(error)
    throw new ImporterError('Cannot download the source.', [{ file: url, message: reason }])
  } finally {
    clearTimeout(timer)
  }
}

async function download(
  response: Response,
  label: string,
  destination: string,
  onProgress: Progress,
): Promise<void> {
  const length = Number(response.headers.get('content-length'))
  const totalBytes = Number.isFinite(length) && length > 0 ? length : null
  let receivedBytes = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      receivedBytes += chunk.length
      onProgress({ label, receivedBytes, totalBytes, isDone: false })
      callback(null, chunk)
    },
  })
  if (!response.body) throw new Error(`No body in the response for ${label}`)
  await pipeline(
    Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
    counter,
    createWriteStream(destination),
  )
  onProgress({ label, receivedBytes, totalBytes, isDone: true })
}

async function downloadDirectory(
  url: string,
  target: string,
  onProgress: Progress,
): Promise<FetchedSource> {
  const offeredFiles: string[] = []
  for (const name of UPSTREAM_FILE_NAMES) {
    const response = await fetchOrFail(`${url}/${name}`)
    if (response.status === 404) {
      await response.body?.cancel()
      continue
    }
    if (!response.ok) {
      await response.body?.cancel()
      throw new ImporterError('Cannot download the source.', [
        { file: `${url}/${name}`, message: `HTTP ${response.status} ${response.statusText}` },
      ])
    }
    await download(response, name, path.join(target, name), onProgress)
    offeredFiles.push(name)
  }
  return { offeredFiles, copiedFiles: [...offeredFiles] }
}

async function downloadArchive(
  url: string,
  target: string,
  onProgress: Progress,
): Promise<FetchedSource> {
  const response = await fetchOrFail(url)
  if (!response.ok) {
    await response.body?.cancel()
    throw new ImporterError('Cannot download the source.', [
      { file: url, message: `HTTP ${response.status} ${response.statusText}` },
    ])
  }
  const archive = path.join(path.dirname(target), 'upstream.tar.gz')
  await download(response, path.basename(new URL(url).pathname), archive, onProgress)
  const offeredFiles: string[] = []
  // GitHub archives hold <repository>-<commit>/data/*.json; nothing else is extracted.
  const isDataFile = (entryPath: string): boolean => /^[^/]+\/data\/[^/]+\.json$/.test(entryPath)
  try {
    await tar.x({
      file: archive,
      cwd: target,
      strip: 2,
      filter: (entryPath) => {
        if (!isDataFile(entryPath)) return false
        const name = path.posix.basename(entryPath)
        offeredFiles.push(name)
        return KNOWN_FILES.has(name)
      },
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new ImporterError('Cannot read the archive.', [
      { file: url, message: `not a readable .tar.gz archive: ${reason}` },
    ])
  }
  if (offeredFiles.length === 0) {
    throw new ImporterError('Cannot read the archive.', [
      { file: url, message: 'the archive has no data/*.json files' },
    ])
  }
  return { offeredFiles, copiedFiles: offeredFiles.filter((name) => KNOWN_FILES.has(name)) }
}
