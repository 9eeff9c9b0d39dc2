import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { matchPath, type ServerBuild } from 'react-router'
import { MAX_THEME_BODY_BYTES } from '#app/lib/theme-preference.ts'
import { prefersJson } from './sync-status.server.ts'

// Issue 25 item 4 (decision 0066): what a request may be, checked before the app spends
// anything on it, with an answer that says why when it is refused. Both hosts.

/** The largest body a route reads: the theme save's (spec §7); no other route takes one. */
export const MAX_BODY_BYTES = MAX_THEME_BODY_BYTES
/** Our cookies take a few hundred bytes; browsers keep none over 4 KiB (RFC 6265 §6.1). */
export const MAX_COOKIE_BYTES = 4096
/**
 * The request line and headers together. Node's parser stops at 16 KiB (its default
 * `maxHeaderSize`; server.ts answers that with the same message), so the app's own limit sits
 * below it and both hosts refuse alike.
 */
export const MAX_HEAD_BYTES = 12 * 1024

export const REFUSALS = {
  head: `The request's address and headers must be at most ${MAX_HEAD_BYTES} bytes together.`,
  cookie: `The request's cookies must be at most ${MAX_COOKIE_BYTES} bytes.`,
  body: `The body must be at most ${MAX_BODY_BYTES} bytes.`,
  unreadable: 'The request could not be read as HTTP/1.1.',
  slow: 'The request took too long to arrive.',
  controlCharacter: "The request's address must not contain control characters.",
} as const

// A control character written into the path (%00–%1F, %7F). No address of the site has one,
// and React Router, given a path of `/%09/`, renders a URL without the tab (`//`) and throws.
const ENCODED_CONTROL_CHARACTER = /%(?:[01][\da-f]|7f)/i

/**
 * A refusal of the host's own, before the app: text for a browser's page load, JSON (`error`,
 * as the API answers) for the rest. Never cached, never sniffed.
 */
export function refuseRequest(
  request: Request,
  status: number,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): Response {
  const isForScript = prefersJson(request.headers.get('Accept'))
  const body = new TextEncoder().encode(isForScript ? JSON.stringify({ error: message }) : message)
  return new Response(body, {
    status,
    headers: {
      'Content-Type': isForScript ? 'application/json' : 'text/plain; charset=utf-8',
      // Said, so that compression leaves a refusal alone: a few bytes, turned away by the
      // thousand under load (decision 0067), each would cost a compressor.
      'Content-Length': String(body.byteLength),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  })
}

/** The bytes of the request line and headers, as HTTP/1.1 writes them. */
export function measureRequestHead(request: Request): number {
  const url = new URL(request.url)
  let bytes = request.method.length + url.pathname.length + url.search.length + 11
  for (const [name, value] of request.headers) bytes += name.length + value.length + 4
  return bytes
}

/**
 * Refuses heads and cookies over their limits with 431 (RFC 6585), and an address with a control
 * character in its path with 400.
 */
export function limitRequestHead(): MiddlewareHandler {
  return async (c, next) => {
    const request = c.req.raw
    if (measureRequestHead(request) > MAX_HEAD_BYTES)
      return refuseRequest(request, 431, REFUSALS.head)
    if ((request.headers.get('Cookie')?.length ?? 0) > MAX_COOKIE_BYTES)
      return refuseRequest(request, 431, REFUSALS.cookie)
    if (ENCODED_CONTROL_CHARACTER.test(new URL(request.url).pathname))
      return refuseRequest(request, 400, REFUSALS.controlCharacter)
    await next()
  }
}

/** Refuses a body over what any route reads with 413, whether its length is told or not. */
export function limitRequestBody(): MiddlewareHandler {
  return bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => refuseRequest(c.req.raw, 413, REFUSALS.body),
  })
}

type ServerRoutes = ServerBuild['routes']

/** The full paths of the routes with an action, from the build's route manifest. */
export function listActionPaths(routes: ServerRoutes): string[] {
  const fullPath = (id: string | undefined): string => {
    const route = id === undefined ? undefined : routes[id]
    if (route === undefined) return ''
    return [fullPath(route.parentId), route.path ?? ''].filter((part) => part !== '').join('/')
  }
  return Object.values(routes)
    .filter((route) => route?.module.action !== undefined)
    .map((route) => `/${fullPath(route?.id)}`)
}

const READ_METHODS = ['GET', 'HEAD']
/** The methods React Router passes to an action; it refuses others with a bare 405. */
const ACTION_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE']

/**
 * Only the routes with an action take other methods than GET and HEAD (the theme save); any
 * other address, or a method no action takes, answers 405 with `Allow`, and React Router never
 * renders for such a request.
 */
export function limitMethods(routes: ServerRoutes): MiddlewareHandler {
  const actionPaths = listActionPaths(routes)
  return async (c, next) => {
    const request = c.req.raw
    if (READ_METHODS.includes(request.method)) return next()
    const hasAction = actionPaths.some((path) => matchPath(path, c.req.path) !== null)
    if (hasAction && ACTION_METHODS.includes(request.method)) return next()
    const allowed = hasAction ? [...READ_METHODS, ...ACTION_METHODS] : READ_METHODS
    return refuseRequest(request, 405, `${c.req.path} answers ${allowed.join(', ')} only.`, {
      Allow: allowed.join(', '),
    })
  }
}

/**
 * Node's parser refuses a request before the app sees it (server.ts): the status and message
 * it answers, after Node's own choice of status (lib/_http_server.js).
 */
export function describeClientError(code: string | undefined): {
  readonly status: number
  readonly message: string
} {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: REFUSALS.head }
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, message: REFUSALS.body }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: REFUSALS.slow }
    default:
      return { status: 400, message: REFUSALS.unreadable }
  }
}
