import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { parseHeroSearch } from '#app/features/units/hero-search.ts'
import { MaximumScoresPage } from '#app/features/units/maximum-scores-page.tsx'
import { readMaximumScoresPage } from '#app/features/units/units.server.ts'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/units-maximum-scores'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('units')]

// The server draws the first groups; the browser loads every row from the payload file.
export async function loader({ request }: Route.LoaderArgs) {
  const search = parseHeroSearch(new URL(request.url).searchParams)
  return readMaximumScoresPage(search)
}

export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname
}

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.units-maximum-scores', args)

export default function UnitsMaximumScores({ loaderData }: Route.ComponentProps) {
  return <MaximumScoresPage data={loaderData} />
}
