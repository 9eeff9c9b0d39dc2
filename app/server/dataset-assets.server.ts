import type { DatasetSource } from './dataset-source.ts'

/** What a Worker's static assets binding offers: the deploy's files, by path. */
export type AssetsBinding = { readonly fetch: (request: Request) => Promise<Response> }

/**
 * Where the Workers build puts the dataset among the client's files (scripts/worker-assets.ts):
 * the synced build, if there was one, and the embedded fixture, as on the Node host.
 */
export const DATASET_ASSETS = { build: '/_dataset/build', fallback: '/_dataset/fixture' } as const

// The binding answers by path; the host name is never looked at.
const ASSETS_ORIGIN = 'https://assets.invalid'

/** The Workers host's dataset: files of the deploy, read through the assets binding. */
export function createAssetsDatasetSource(assets: AssetsBinding): DatasetSource {
  const locate = async (build: string) => {
    const request = new Request(`${ASSETS_ORIGIN}${build}/index.json`, { method: 'HEAD' })
    return (await assets.fetch(request)).ok ? build : null
  }
  return {
    origin: "the deploy's static assets",
    locateBuild: () => locate(DATASET_ASSETS.build),
    locateFallback: () => locate(DATASET_ASSETS.fallback),
    readText: async (build, file) => {
      const response = await assets.fetch(new Request(`${ASSETS_ORIGIN}${build}/${file}`))
      return response.ok ? response.text() : null
    },
  }
}
