import { Writable } from 'node:stream'
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
        const { sink, stream } = createBatchingSink(() => {
          clearTimeout(timeout)
          timeout = undefined
        })
        pipe(sink)
        resolve(stream)
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

/**
 * React writes a page in 4 kB pieces, synchronously; each piece sent on its own crosses the web
 * stream, the compressor's thread and the socket. Node's `writev` hands over, as one batch,
 * whatever was written while the previous batch was on its way: about two pieces per render
 * turn instead of fifty.
 */
function createBatchingSink(onEnd: () => void): {
  sink: Writable
  stream: ReadableStream<Uint8Array>
} {
  let controller: ReadableStreamDefaultController<Uint8Array>
  const stream = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController
    },
    cancel() {
      sink.destroy()
    },
  })
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      controller.enqueue(chunk)
      setImmediate(callback)
    },
    writev(chunks, callback) {
      controller.enqueue(Buffer.concat(chunks.map(({ chunk }) => chunk as Buffer)))
      setImmediate(callback)
    },
    final(callback) {
      onEnd()
      controller.close()
      callback()
    },
  })
  return { sink, stream }
}
