import { Writable } from 'node:stream'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { PROGRESSIVE_CHUNK_SIZE, type RenderDocumentOptions } from './render-options.server.ts'

/**
 * The Node host's renderer, React Router's own for Node, the whole document at once: its
 * inline scripts are allowed by their hashes, in a header sent before it (decision 0068). The
 * page stays in bytes, as React wrote it: it is hashed, kept and compressed as bytes. The
 * Workers host has its own (render-document.workers.server.ts), chosen by the `workerd`
 * condition of package.json's imports.
 */
export function renderDocument(
  element: ReactNode,
  options: RenderDocumentOptions,
): Promise<Uint8Array<ArrayBuffer>> {
  let isShellRendered = false
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => abort(), options.timeoutMs)
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk)
        callback()
      },
      final(callback) {
        clearTimeout(timeout)
        // A copy on an ArrayBuffer of its own, as a Response body takes it.
        resolve(new Uint8Array(Buffer.concat(chunks)))
        callback()
      },
    })
    const { pipe, abort } = renderToPipeableStream(element, {
      progressiveChunkSize: PROGRESSIVE_CHUNK_SIZE,
      onShellReady() {
        isShellRendered = true
      },
      onAllReady() {
        pipe(sink)
      },
      onShellError(error: unknown) {
        clearTimeout(timeout)
        reject(error)
      },
      onError(error: unknown) {
        options.onError(error, isShellRendered)
      },
    })
  })
}
