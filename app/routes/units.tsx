import { parseHeroSearch } from '#app/features/units/hero-search.ts'
import { readUnitsPage } from '#app/features/units/units.server.ts'
import { UnitsPage } from '#app/features/units/units-page.tsx'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { createViewStateRevalidation } from '#app/lib/revalidation.ts'
import { decodeHeroRows } from '#app/payloads/dataset-payloads.ts'
import { loadPayloadFile, settlePayload } from '#app/payloads/payload-cache.ts'
import type { Route } from './+types/units'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('units')]

// The server renders the URL's page of rows…
export async function loader({ request }: Route.LoaderArgs) {
  const search = parseHeroSearch(new URL(request.url).searchParams)
  return readUnitsPage(search)
}

const revalidation = createViewStateRevalidation()

// …and the browser continues with every hero, from the payload cache (shared by the heroes
// pages), which it filters and sorts without asking the server again.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader()
  return revalidation.loaded({
    ...page,
    heroes: await settlePayload(loadPayloadFile(page.payloadUrl, decodeHeroRows)),
  })
}
clientLoader.hydrate = true as const

// A change of filters redraws from the heroes the page has; a retry loads them again.
export const shouldRevalidate = revalidation.shouldRevalidate

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.units', args)

export default function Units({ loaderData }: Route.ComponentProps) {
  return <UnitsPage data={loaderData} />
}
