import { PassThrough } from 'node:stream'
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { renderToPipeableStream } from 'react-dom/server'
import {
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router'
import { reportServerError } from '#app/lib/monitoring.server.ts'
import { NonceContext } from '#app/lib/nonce.ts'
import { requestContext } from '#app/lib/request-context.ts'

export const streamTimeout = 5000

/** Loader, action and render errors: logged, and reported unless filtered (spec §8). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  reportServerError(error, request)
}

/**
 * Renders the whole document before answering, so that MUI's styles can be extracted and
 * sent in <head>: the first paint is styled, with no layout shift.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  const { nonce } = loadContext.get(requestContext)
  const cache = createCache({ key: 'css', nonce: nonce || undefined })
  const emotionServer = createEmotionServer(cache)
  let status = responseStatusCode

  return new Promise((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <CacheProvider value={cache}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </CacheProvider>
      </NonceContext>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = []
          const body = new PassThrough()
          body.on('data', (chunk: Buffer) => chunks.push(chunk))
          body.on('end', () => {
            const html = Buffer.concat(chunks).toString('utf8')
            const styles = emotionServer.constructStyleTagsFromChunks(
              emotionServer.extractCriticalToChunks(html),
            )
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
            resolve(
              new Response(html.replace('</head>', `${styles}</head>`), {
                headers: responseHeaders,
                status,
              }),
            )
          })
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          status = 500
          console.error(error)
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}
