import { readCatalogPage } from '#app/features/catalog/catalog.server.ts'
import { loadCatalogData } from '#app/features/catalog/catalog-data.ts'
import { CatalogPage } from '#app/features/catalog/catalog-page.tsx'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { createViewStateRevalidation } from '#app/lib/revalidation.ts'
import { settlePayload } from '#app/payloads/payload-cache.ts'
import type { Route } from './+types/catalog-of-heroes'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('catalog', 'units', 'saves')]

// The owned heroes live in the browser: the server sends where the heroes and banners are…
export async function loader() {
  return readCatalogPage()
}

const revalidation = createViewStateRevalidation()

// …and the browser continues with them, from the payload cache. The router applies the data in
// a transition: React draws the grid in slices, not in one long task.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader()
  return revalidation.loaded({ ...page, catalog: await settlePayload(loadCatalogData(page)) })
}
clientLoader.hydrate = true as const

// The chosen banner and shop order live in the URL: nothing to load again for them.
export const shouldRevalidate = revalidation.shouldRevalidate

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.catalog-of-heroes', args)

export default function CatalogOfHeroes({ loaderData }: Route.ComponentProps) {
  return <CatalogPage page={loaderData} />
}
