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
import { EMOTION_INSERTION_POINT, EMOTION_KEY } from '#app/lib/emotion.ts'
import { NonceContext } from '#app/lib/nonce.ts'
import { reportServerError } from '#app/server/monitoring.server.ts'
import { paintFirst } from '#app/server/paint-first.server.ts'
import { requestContext } from '#app/server/request-context.ts'

export const streamTimeout = 5000

type CriticalStyles = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>

/**
 * The style tags for <head>, the page's own styles last, just after the insertion point that the
 * browser's cache starts from (entry.client.tsx), so that hydrating them leaves them in place.
 * `data-s` marks them as placed: emotion's default cache moves every unmarked tag at start-up.
 */
function styleTags({ styles }: CriticalStyles, nonce: string): string {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : ''
  const tag = ({ key, ids, css }: CriticalStyles['styles'][number]) =>
    `<style data-s="" data-emotion="${key} ${ids.join(' ')}"${nonceAttribute}>${css}</style>`
  const isGlobal = ({ key }: { key: string }) => key !== EMOTION_KEY
  return [
    ...styles.filter(isGlobal).map(tag),
    `<meta name="${EMOTION_INSERTION_POINT}">`,
    ...styles.filter((style) => !isGlobal(style)).map(tag),
  ].join('')
}

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
  const cache = createCache({ key: EMOTION_KEY, nonce: nonce || undefined })
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
            const styles = styleTags(emotionServer.extractCriticalToChunks(html), nonce)
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
            resolve(
              new Response(paintFirst(html.replace('</head>', `${styles}</head>`)), {
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
