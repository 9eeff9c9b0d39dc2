import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { MaximumScoresPage } from '#app/features/units/maximum-scores-page.tsx'
import { readHeroList } from '#app/lib/dataset.server.ts'
import { pageMessages } from '#app/lib/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/units-maximum-scores'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('units')]

export async function loader() {
  return readHeroList()
}

export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname
}

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.units-maximum-scores', args)

export default function UnitsMaximumScores({ loaderData }: Route.ComponentProps) {
  return <MaximumScoresPage data={loaderData} />
}
