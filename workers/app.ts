import * as build from 'virtual:react-router/server-build'
import { createRequestHandler, RouterContextProvider } from 'react-router'
import { runWithDataset, setDatasetSource } from '#app/server/dataset.server.ts'
import { type AssetsBinding, createAssetsDatasetSource } from '#app/server/dataset-assets.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import { requestContext } from '#app/server/request-context.ts'

/** The bindings of wrangler.jsonc. */
type Env = { readonly ASSETS: AssetsBinding }

let handleRequest: ReturnType<typeof createRequestHandler> | undefined

/** The Workers host (decision 0063): static files are served before this; the rest is the app. */
export default {
  fetch(request: Request, env: Env): Promise<Response> {
    // The bindings come with the first request: the dataset is read from the deploy's assets.
    if (handleRequest === undefined) {
      setDatasetSource(createAssetsDatasetSource(env.ASSETS))
      handleRequest = createRequestHandler(build, getEnv().environment)
    }
    const handle = handleRequest
    const context = new RouterContextProvider()
    // TODO: no CSP on this host yet, so no nonce (decision 0063 says what is left).
    context.set(requestContext, { nonce: '' })
    return runWithDataset(() => handle(request, context)).then(sendEncodedAsIs)
  },
}

/** Workers' own option: send a body as it is, already encoded (not in the DOM's types). */
type WorkersResponseInit = ResponseInit & { readonly encodeBody: 'manual' }

/**
 * The app compresses a few answers itself (payloads in brotli, payload-encoding.server.ts);
 * workerd would compress those bytes again unless told they are encoded already.
 */
function sendEncodedAsIs(response: Response): Response {
  if (!response.headers.has('Content-Encoding')) return response
  const init: WorkersResponseInit = {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    encodeBody: 'manual',
  }
  return new Response(response.body, init)
}
