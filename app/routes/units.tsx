import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { parseHeroSearch } from '#app/features/units/hero-search.ts'
import { readUnitsPage } from '#app/features/units/units.server.ts'
import { UnitsPage } from '#app/features/units/units-page.tsx'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/units'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('units')]

// The server renders the URL's page of rows; the browser then loads every row once, from the
// content-hashed payload file, and filters and sorts without asking the server again.
export async function loader({ request }: Route.LoaderArgs) {
  const search = parseHeroSearch(new URL(request.url).searchParams)
  return readUnitsPage(search)
}

export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname
}

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.units', args)

export default function Units({ loaderData }: Route.ComponentProps) {
  return <UnitsPage data={loaderData} />
}
