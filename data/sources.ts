import { createWriteStream } from 'node:fs'
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import * as tar from 'tar'
import { ImporterError, type ImporterIssue } from './importer-error.ts'
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
  /** HERO_PEELER_UPSTREAM_REPOSITORY: the repository whose archives are fetched. */
  readonly upstreamRepository?: string | undefined
  /** HERO_PEELER_UPSTREAM_API: where its newest commit is asked (GitHub's REST API). */
  readonly upstreamApi?: string | undefined
  /** GITHUB_TOKEN: raises GitHub's limit of 60 unauthenticated API requests an hour. */
  readonly githubToken?: string | undefined
}

/** The upstream repository: its archives by commit, and the API that names its newest commit. */
export type Upstream = {
  readonly repositoryUrl: string
  readonly apiUrl: string
  readonly token: string | null
}

export function resolveUpstream(environment: SourceEnvironment): Upstream {
  const repositoryUrl = (environment.upstreamRepository || UPSTREAM_REPOSITORY).replace(/\/+$/, '')
  const onGitHub = /^https:\/\/github\.com\/([^/]+\/[^/]+)$/.exec(repositoryUrl)
  const apiUrl =
    environment.upstreamApi ||
    (onGitHub ? `https://api.github.com/repos/${onGitHub[1]}` : repositoryUrl)
  return {
    repositoryUrl,
    apiUrl: apiUrl.replace(/\/+$/, ''),
    token: environment.githubToken || null,
  }
}

/** The archive of one commit of the upstream repository (GitHub's /archive/<commit>.tar.gz). */
export function archiveOf(upstream: Upstream, commit: string): Source {
  return { kind: 'archiveUrl', url: `${upstream.repositoryUrl}/archive/${commit}.tar.gz` }
}

export function defaultSource(environment: SourceEnvironment): Source {
  if (environment.dataSource) return parseSource(environment.dataSource)
  const commit = environment.upstreamCommit || PINNED_UPSTREAM_COMMIT
  return archiveOf(resolveUpstream(environment), commit)
}

/**
 * The newest commit of the upstream's default branch, from GitHub's REST API
 * (`GET /repos/{owner}/{repo}/commits/HEAD` answers the bare SHA to `application/vnd.github.sha`).
 */
export async function findLatestCommit(upstream: Upstream): Promise<string> {
  const url = `${upstream.apiUrl}/commits/HEAD`
  const response = await fetchOrFail(url, {
    Accept: 'application/vnd.github.sha',
    ...(upstream.token ? { Authorization: `Bearer ${upstream.token}` } : {}),
  })
  const text = (await response.text()).slice(0, 200).trim()
  if (!response.ok) {
    throw new ImporterError("Cannot find the upstream's newest commit.", [
      { file: url, message: `HTTP ${response.status} ${response.statusText}` },
    ])
  }
  if (!/^[0-9a-f]{40}$/i.test(text)) {
    throw new ImporterError("Cannot find the upstream's newest commit.", [
      { file: url, message: `the answer is not a commit: ${JSON.stringify(text.slice(0, 60))}` },
    ])
  }
  return text.toLowerCase()
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

/** How much a source may send before the sync refuses it (a hostile or broken upstream). */
export type SourceLimits = {
  /** One upstream file: a few MB (skills-availabilities.json, the largest, 4 MB in 2026). */
  readonly fileBytes: number
  /** The repository's whole archive: its data and whatever else the commit holds. */
  readonly archiveBytes: number
}

export const SOURCE_LIMITS: SourceLimits = {
  fileBytes: 64 * 1024 * 1024,
  archiveBytes: 512 * 1024 * 1024,
}
// Only plain files are extracted: a link could point the reader at any file of the machine.
const REGULAR_FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile'])

/** Copies or downloads the upstream files of `source` into `targetDirectory`. */
export async function fetchSource(
  source: Source,
  targetDirectory: string,
  onProgress: Progress,
  limits: SourceLimits = SOURCE_LIMITS,
): Promise<FetchedSource> {
  await mkdir(targetDirectory, { recursive: true })
  switch (source.kind) {
    case 'directory':
      return copyDirectory(source.path, targetDirectory)
    case 'directoryUrl':
      return downloadDirectory(source.url, targetDirectory, { onProgress, limits })
    case 'archiveUrl':
      return downloadArchive(source.url, targetDirectory, { onProgress, limits })
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

async function fetchOrFail(url: string, headers: Record<string, string> = {}): Promise<Response> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), RESPONSE_TIMEOUT_MS)
  try {
    return await fetch(url, { redirect: 'follow', signal: controller.signal, headers })
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
  target: { readonly url: string; readonly label: string; readonly maxBytes: number },
  destination: string,
  onProgress: Progress,
): Promise<void> {
  const { url, label, maxBytes } = target
  const length = Number(response.headers.get('content-length'))
  const totalBytes = Number.isFinite(length) && length > 0 ? length : null
  const tooLarge = () =>
    new ImporterError('Cannot download the source.', [
      { file: url, message: `larger than ${formatMegabytes(maxBytes)}, refused` },
    ])
  if (totalBytes !== null && totalBytes > maxBytes) {
    await response.body?.cancel()
    throw tooLarge()
  }
  let receivedBytes = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      receivedBytes += chunk.length
      // A server may say nothing of the length, or lie about it: count what arrives.
      if (receivedBytes > maxBytes) {
        callback(tooLarge())
        return
      }
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

function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`
}

type DownloadOptions = { readonly onProgress: Progress; readonly limits: SourceLimits }

async function downloadDirectory(
  url: string,
  target: string,
  { onProgress, limits }: DownloadOptions,
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
    await download(
      response,
      { url: `${url}/${name}`, label: name, maxBytes: limits.fileBytes },
      path.join(target, name),
      onProgress,
    )
    offeredFiles.push(name)
  }
  return { offeredFiles, copiedFiles: [...offeredFiles] }
}

async function downloadArchive(
  url: string,
  target: string,
  { onProgress, limits }: DownloadOptions,
): Promise<FetchedSource> {
  const response = await fetchOrFail(url)
  if (!response.ok) {
    await response.body?.cancel()
    throw new ImporterError('Cannot download the source.', [
      { file: url, message: `HTTP ${response.status} ${response.statusText}` },
    ])
  }
  const archive = path.join(path.dirname(target), 'upstream.tar.gz')
  await download(
    response,
    { url, label: path.basename(new URL(url).pathname), maxBytes: limits.archiveBytes },
    archive,
    onProgress,
  )
  const offeredFiles: string[] = []
  const refused: ImporterIssue[] = []
  // GitHub archives hold <repository>-<commit>/data/*.json; nothing else is extracted.
  const isDataFile = (entryPath: string): boolean => /^[^/]+\/data\/[^/]+\.json$/.test(entryPath)
  try {
    await tar.x({
      file: archive,
      cwd: target,
      strip: 2,
      filter: (entryPath, entry) => {
        if (!isDataFile(entryPath)) return false
        const name = path.posix.basename(entryPath)
        offeredFiles.push(name)
        if (!KNOWN_FILES.has(name)) return false
        const type = 'type' in entry ? entry.type : 'File'
        if (!REGULAR_FILE_TYPES.has(type)) {
          refused.push({ file: name, message: `not a plain file in the archive (${type})` })
          return false
        }
        if (entry.size > limits.fileBytes) {
          refused.push({ file: name, message: `larger than ${formatMegabytes(limits.fileBytes)}` })
          return false
        }
        return true
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
  if (refused.length > 0) throw new ImporterError('The archive holds refused entries.', refused)
  return { offeredFiles, copiedFiles: offeredFiles.filter((name) => KNOWN_FILES.has(name)) }
}
