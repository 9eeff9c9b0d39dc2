import { isbot } from 'isbot'
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from 'react-router'
import {
  buildContentSecurityPolicy,
  hashInlineScripts,
} from '#app/server/content-security-policy.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import { PRIVATE_PAGE_CACHE_CONTROL, pageEtag } from '#app/server/headers.server.ts'
import { reportServerError } from '#app/server/monitoring.server.ts'
// Node's streams on the Node host, web streams on Workers (the `workerd` condition, package.json).
import { renderDocument } from '#app/server/render-document.server.ts'
import { siteStylesFor } from '#app/styles/site-styles.server.ts'

export const streamTimeout = 5000

/** Loader, action and render errors: logged, and reported unless filtered (spec §8). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  reportServerError(error, request)
}

/**
 * Renders the whole page (React Router's own entry, rendered to the end): its inline scripts
 * are allowed by their hashes, which the CSP header says before the page, and the same page
 * serves every visitor of a device class, so caches keep it (decision 0068). The styles are
 * one stylesheet in <head>: the part of the site's sheet the page's routes can draw (0082).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const userAgent = request.headers.get('user-agent')
  // Spec §8: a bot gets no error page; the error was logged (handleError) and its status and
  // one line say it (issue 25: every refusal says why).
  const { errors } = routerContext.staticHandlerContext
  if (userAgent !== null && isbot(userAgent) && errors) {
    const { pathname } = new URL(request.url)
    console.error(`${request.method} ${pathname} answered ${responseStatusCode} to a bot`)
    const error = Object.values(errors)[0]
    const reason = isRouteErrorResponse(error) && error.statusText ? error.statusText : 'Error'
    responseHeaders.set('Content-Type', 'text/plain; charset=utf-8')
    responseHeaders.set('Cache-Control', PRIVATE_PAGE_CACHE_CONTROL)
    return new Response(`${reason} (${responseStatusCode}): ${pathname}.`, {
      status: responseStatusCode,
      headers: responseHeaders,
    })
  }
  let status = responseStatusCode
  const styles = siteStylesFor(
    routerContext.staticHandlerContext.matches.map((match) => match.route.id),
  )
  const page = await renderDocument(
    <>
      <style href="site" precedence="site">
        {styles}
      </style>
      <ServerRouter context={routerContext} url={request.url} />
    </>,
    {
      timeoutMs: streamTimeout + 1000,
      onError(error, isShellRendered) {
        status = 500
        // Errors of the shell reject and are logged by React Router; these come after it.
        if (isShellRendered) console.error(error)
      },
    },
  )
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  responseHeaders.set(
    'Content-Security-Policy',
    buildContentSecurityPolicy({
      analyticsScriptUrl: getEnv().analytics?.scriptUrl,
      siteCss: styles,
      scriptHashes: hashInlineScripts(page),
    }),
  )
  responseHeaders.set('ETag', pageEtag(page))
  // An error page is nobody's to keep: the next request may well succeed.
  if (status !== 200) responseHeaders.set('Cache-Control', PRIVATE_PAGE_CACHE_CONTROL)
  return new Response(page, { headers: responseHeaders, status })
}
