import { HttpError, request, requestJson } from '#app/lib/http-client.ts'
import { reportError } from '#app/lib/monitoring.ts'
import { nextTask } from '#app/lib/next-task.ts'
import type { PayloadName } from './dataset-payloads.ts'

/**
 * The browser's one cache of payload files (decision 0047). A file's URL holds its content
 * hash (`/payloads/heroes.<hash>.json`), so an entry never goes stale: a new dataset is new
 * URLs. Route clientLoaders read through it; the preloader warms the HTTP cache under it.
 * One entry per payload name: a newer file of a name replaces the older one, so the cache
 * holds one dataset's files at most.
 */

/** Where the build's payload files are listed by name (decision 0016). */
export const PAYLOAD_INDEX_URL = '/payloads/index.json'

export type PayloadIndex = Partial<Record<PayloadName, string>>

/** A payload could not be had: its file did not come, or no file of that name is listed. */
export class PayloadLoadError extends Error {
  override readonly name = 'PayloadLoadError'
  readonly payload: string
  /** The HTTP status when the server answered one; undefined offline or for an unlisted name. */
  readonly status: number | undefined

  constructor(payload: string, cause: unknown) {
    super(`The ${payload} data could not be loaded`, { cause })
    this.payload = payload
    this.status = cause instanceof HttpError ? cause.status : undefined
  }
}

type Entry = {
  readonly url: string
  readonly file: Promise<unknown>
  /** Decoded forms of the file, by decoder (a page decodes the same file its own way). */
  readonly decoded: Map<(file: never) => unknown, Promise<unknown>>
}

const entries = new Map<string, Entry>()
let indexRequest: Promise<PayloadIndex> | null = null

function nameOf(url: string): string {
  return /\/payloads\/([^/.]+)\./.exec(url)?.[1] ?? url
}

function readEntry(url: string): Entry {
  const name = nameOf(url)
  const current = entries.get(name)
  if (current?.url === url) return current
  const entry: Entry = {
    url,
    file: requestJson<unknown>(url).catch((error: unknown) => {
      // A later call tries again; the failure is the caller's to show.
      if (entries.get(name) === entry) entries.delete(name)
      throw new PayloadLoadError(name, error)
    }),
    decoded: new Map(),
  }
  entries.set(name, entry)
  return entry
}

/**
 * The payload file at `url` (content-hashed), decoded by `decode`: fetched once, decoded once
 * per decoder (which may load its own code first: an async function). `decode` must keep its
 * identity (a module-level function). The decoding runs in a task of its own, not at the tail
 * of the one that parsed the file.
 */
export function loadPayloadFile<Data>(
  url: string,
  decode: (file: never) => Data | Promise<Data>,
): Promise<Data> {
  const entry = readEntry(url)
  let decoded = entry.decoded.get(decode)
  if (decoded === undefined) {
    decoded = entry.file.then(async (file) => {
      await nextTask()
      return decode(file as never)
    })
    entry.decoded.set(decode, decoded)
    decoded.catch(() => entry.decoded.delete(decode))
  }
  return decoded as Promise<Data>
}

/** The URLs of the current payload files, asked of the server once per page load. */
export function loadPayloadIndex(): Promise<PayloadIndex> {
  indexRequest ??= requestJson<PayloadIndex>(PAYLOAD_INDEX_URL).catch((error: unknown) => {
    indexRequest = null
    throw new PayloadLoadError('index', error)
  })
  return indexRequest
}

/** The current file of payload `name`, decoded by `decode` (see loadPayloadFile). */
export async function loadPayload<Data>(
  name: PayloadName,
  decode: (file: never) => Data,
): Promise<Data> {
  const url = (await loadPayloadIndex())[name]
  if (url === undefined) throw new PayloadLoadError(name, new Error('not in the payload index'))
  return loadPayloadFile(url, decode)
}

/**
 * Fetches a payload file into the HTTP cache at low priority, without parsing it (spec §7's
 * preloads): the page that needs it later finds it there. Failures are ignored: a preload is
 * a hint, and the page asks again when it needs the file.
 */
export async function warmPayloadFile(url: string): Promise<void> {
  try {
    // Read to the end: only a complete answer lands in the HTTP cache.
    await (await request(url, { priority: 'low' })).arrayBuffer()
  } catch {
    return
  }
}

/** A page's payload once its clientLoader has asked for it: the data, or which one failed. */
export type PayloadState<Data> =
  | { readonly status: 'ready'; readonly data: Data }
  | { readonly status: 'failed'; readonly payload: string }

/**
 * A payload's load as a value for a page's clientLoader: the server's first screen stays and
 * says what failed, with a retry (PayloadFailure), rather than an error page over it. The
 * failure goes to monitoring; a bug (anything but a PayloadLoadError) is thrown on.
 */
export async function settlePayload<Data>(load: Promise<Data>): Promise<PayloadState<Data>> {
  try {
    return { status: 'ready', data: await load }
  } catch (error) {
    if (!(error instanceof PayloadLoadError)) throw error
    reportError(error, { payload: error.payload, status: String(error.status ?? 'none') })
    return { status: 'failed', payload: error.payload }
  }
}
