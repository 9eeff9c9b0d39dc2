import * as build from 'virtual:react-router/server-build'
import { Hono } from 'hono'
import { readBuildManifestAsset } from '#app/server/build-manifest.server.ts'
import { setDatasetSource } from '#app/server/dataset.server.ts'
import { type AssetsBinding, createAssetsDatasetSource } from '#app/server/dataset-assets.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import {
  addAppHandler,
  addHostRoutes,
  addPageCache,
  addRequestLimits,
  addSecurityHeaders,
  type HostApp,
} from '#app/server/host.server.ts'
import { createCacheApiPageStore } from '#app/server/page-store-cache-api.server.ts'
import { answerReadingWholeBody } from '#app/server/request-body.server.ts'
import { SITE_CSS } from '#app/styles/site-styles.server.ts'

/** The bindings of wrangler.jsonc. */
type Bindings = { readonly ASSETS: AssetsBinding }

let app: HostApp | undefined

/**
 * The Workers host (decision 0063): the assets layer serves the static files before this; the
 * rest is the app, with the Node host's headers and routes (host.server.ts).
 */
export default {
  async fetch(request: Request, bindings: Bindings): Promise<Response> {
    // The bindings come with the first request: the dataset is read from the deploy's assets.
    if (app === undefined) {
      const env = getEnv()
      setDatasetSource(createAssetsDatasetSource(bindings.ASSETS))
      app = new Hono()
      addRequestLimits(app)
      // Rendered pages in the data centre's cache, by build, dataset and device class (0068).
      addPageCache(app, {
        store: createCacheApiPageStore('pages'),
        buildId: build.assets.version,
      })
      addSecurityHeaders(app, env, SITE_CSS)
      addHostRoutes(app, {
        buildId: build.assets.version,
        // Workers' clock stands still outside a request (it reads 0 at start-up).
        startedAt: Date.now(),
        readBuildManifest: readBuildManifestAsset(bindings.ASSETS),
      })
      addAppHandler(app, build, env.environment)
    }
    const hostApp = app
    return sendEncodedAsIs(
      await answerReadingWholeBody(request, (appRequest) => hostApp.fetch(appRequest)),
    )
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
