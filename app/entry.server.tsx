import { isbot } from 'isbot'
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router'
import { NonceContext } from '#app/lib/nonce.ts'
import { reportServerError } from '#app/server/monitoring.server.ts'
// Node's streams on the Node host, web streams on Workers (the `workerd` condition, package.json).
import { renderDocument } from '#app/server/render-document.server.ts'
import { requestContext } from '#app/server/request-context.ts'
import { SITE_CSS } from '#app/styles/site-styles.ts'

export const streamTimeout = 5000

/** Loader, action and render errors: logged, and reported unless filtered (spec §8). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  reportServerError(error, request)
}

/**
 * Streams the page as React renders it (React Router's own entry, with our CSP nonce): the
 * styles are static stylesheets in <head>, so the first bytes can paint. Crawlers get the
 * whole document at once.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  const { nonce } = loadContext.get(requestContext)
  const userAgent = request.headers.get('user-agent')
  const isCrawler = userAgent !== null && isbot(userAgent)
  // Spec §8: a bot gets no error page; the error was logged (handleError) and its status and
  // one line say it (issue 25: every refusal says why).
  const { errors } = routerContext.staticHandlerContext
  if (isCrawler && errors) {
    const { pathname } = new URL(request.url)
    console.error(`${request.method} ${pathname} answered ${responseStatusCode} to a bot`)
    const error = Object.values(errors)[0]
    const reason = isRouteErrorResponse(error) && error.statusText ? error.statusText : 'Error'
    responseHeaders.set('Content-Type', 'text/plain; charset=utf-8')
    return new Response(`${reason} (${responseStatusCode}): ${pathname}.`, {
      status: responseStatusCode,
      headers: responseHeaders,
    })
  }
  let status = responseStatusCode
  const body = await renderDocument(
    <NonceContext value={nonce}>
      <style href="site" precedence="site" nonce={nonce || undefined}>
        {SITE_CSS}
      </style>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext>,
    {
      nonce,
      waitForAll: isCrawler,
      timeoutMs: streamTimeout + 1000,
      onError(error, isShellRendered) {
        status = 500
        // Errors of the shell reject and are logged by React Router; these come after it.
        if (isShellRendered) console.error(error)
      },
    },
  )
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(body, { headers: responseHeaders, status })
}
