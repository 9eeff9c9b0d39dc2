import type { MiddlewareHandler } from 'hono'
import { refuseRequest } from './request-limits.server.ts'

/** How long a turned-away client is asked to wait: a burst's queue drains in about that. */
export const RETRY_AFTER_SECONDS = 5

export const BUSY_MESSAGE = `The server is busy: try again in ${RETRY_AFTER_SECONDS} seconds.`
export const DRAINING_MESSAGE = `The server is restarting: try again in ${RETRY_AFTER_SECONDS} seconds.`

export type InFlightLimit = {
  /**
   * The host's first middleware, so a refusal costs next to nothing: while draining every new
   * request is turned away and its connection closed.
   */
  readonly refuseWhileDraining: MiddlewareHandler
  /**
   * Past the bound, a request is turned away at once. After the page cache (decision 0068):
   * a kept page costs no render and is not counted. Exempt paths are neither counted nor
   * bounded.
   */
  readonly bound: MiddlewareHandler
  /** From now on new requests are refused; those in flight go on (a SIGTERM, server.ts). */
  readonly startDraining: () => void
  /** Requests counted now, from their start to the last byte of their answer. */
  readonly countInFlight: () => number
}

/**
 * Issue 25 item 3 (decision 0067): a Node process that takes more renders than it can finish
 * in time answers all of them late, and past a client's timeout none at all. A bound on the
 * requests in flight keeps the ones taken fast and turns the others away at once, with 503 and
 * `Retry-After`, which browsers and crawlers honour. A request counts until its body is sent
 * (pages stream), or until the client goes away. `isExempt` names the cheap paths that must
 * stay answered under load (a page's scripts, the health check).
 */
export function createInFlightLimit(options: {
  readonly maxInFlight: number
  readonly isExempt: (path: string) => boolean
}): InFlightLimit {
  let inFlight = 0
  let isDraining = false
  const retryAfter = { 'Retry-After': String(RETRY_AFTER_SECONDS) }

  const refuseWhileDraining: MiddlewareHandler = async (c, next) => {
    if (!isDraining) return next()
    // `Connection: close`: a kept-alive connection must not bring more requests.
    const headers = { ...retryAfter, Connection: 'close' }
    return refuseRequest(c.req.raw, 503, DRAINING_MESSAGE, headers)
  }

  const bound: MiddlewareHandler = async (c, next) => {
    if (options.isExempt(c.req.path)) return next()
    if (inFlight >= options.maxInFlight)
      return refuseRequest(c.req.raw, 503, BUSY_MESSAGE, retryAfter)
    inFlight += 1
    let isReleased = false
    const release = () => {
      if (isReleased) return
      isReleased = true
      inFlight -= 1
    }
    try {
      await next()
    } catch (error) {
      release()
      throw error
    }
    const { body } = c.res
    if (body === null) release()
    else if (c.req.method === 'HEAD') {
      // Hono answers HEAD with the GET's headers and drops its body unread: end it here.
      await body.cancel()
      release()
    } else c.res = new Response(releaseAtEnd(body, release), c.res)
  }

  return {
    refuseWhileDraining,
    bound,
    startDraining: () => {
      isDraining = true
    },
    countInFlight: () => inFlight,
  }
}

/** The same bytes, and `release` once they are all read, fail or are cancelled. */
function releaseAtEnd(
  body: ReadableStream<Uint8Array>,
  release: () => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read()
        if (done) {
          release()
          controller.close()
        } else controller.enqueue(value)
      } catch (error) {
        release()
        controller.error(error)
      }
    },
    cancel(reason) {
      release()
      return reader.cancel(reason)
    },
  })
}
