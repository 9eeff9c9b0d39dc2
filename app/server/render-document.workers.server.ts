import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { PROGRESSIVE_CHUNK_SIZE, type RenderDocumentOptions } from './render-options.server.ts'

/**
 * The Workers host's renderer (workerd has web streams, not Node's `renderToPipeableStream`):
 * the same options and answer as the Node host's, render-document.server.ts.
 */
export async function renderDocument(
  element: ReactNode,
  options: RenderDocumentOptions,
): Promise<Uint8Array<ArrayBuffer>> {
  let isShellRendered = false
  const body = await renderToReadableStream(element, {
    progressiveChunkSize: PROGRESSIVE_CHUNK_SIZE,
    signal: AbortSignal.timeout(options.timeoutMs),
    onError(error: unknown) {
      options.onError(error, isShellRendered)
    },
  })
  isShellRendered = true
  await body.allReady
  return new Uint8Array(await new Response(body).arrayBuffer())
}
