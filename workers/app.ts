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
    return runWithDataset(() => handle(request, context))
  },
}
