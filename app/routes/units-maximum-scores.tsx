import { parseHeroSearch } from '#app/features/units/hero-search.ts'
import { MaximumScoresPage } from '#app/features/units/maximum-scores-page.tsx'
import { readMaximumScoresPage } from '#app/features/units/units.server.ts'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { createViewStateRevalidation } from '#app/lib/revalidation.ts'
import { decodeHeroRows } from '#app/payloads/dataset-payloads.ts'
import { loadPayloadFile, settlePayload } from '#app/payloads/payload-cache.ts'
import type { Route } from './+types/units-maximum-scores'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('units')]

// The server draws the first groups…
export async function loader({ request }: Route.LoaderArgs) {
  const search = parseHeroSearch(new URL(request.url).searchParams)
  return readMaximumScoresPage(search)
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

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.units-maximum-scores', args)

export default function UnitsMaximumScores({ loaderData }: Route.ComponentProps) {
  return <MaximumScoresPage data={loaderData} />
}
