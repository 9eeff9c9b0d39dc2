import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'

export type RenderDocumentOptions = {
  readonly nonce: string
  /** Crawlers get the whole document at once; browsers get the shell as soon as it is ready. */
  readonly waitForAll: boolean
  /** Then React stops rendering and sends what it has; the browser renders the rest. */
  readonly timeoutMs: number
  /** An error while rendering; after the shell was sent, the status can no longer say it. */
  readonly onError: (error: unknown, isShellRendered: boolean) => void
}

/**
 * The Node host's renderer, React Router's own for Node: Node's streams, turned into a web
 * stream for the Response. The Workers host has its own (render-document.workers.server.ts),
 * chosen by the `workerd` condition of package.json's imports.
 */
export function renderDocument(
  element: ReactNode,
  options: RenderDocumentOptions,
): Promise<ReadableStream<Uint8Array>> {
  const readyEvent = options.waitForAll ? 'onAllReady' : 'onShellReady'
  let isShellRendered = false
  return new Promise((resolve, reject) => {
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      options.timeoutMs,
    )
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      [readyEvent]() {
        isShellRendered = true
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeout)
            timeout = undefined
            callback()
          },
        })
        pipe(body)
        resolve(createReadableStreamFromReadable(body))
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        options.onError(error, isShellRendered)
      },
    })
  })
}
