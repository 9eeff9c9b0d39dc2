import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { UnitsPage } from '#app/features/units/units-page.tsx'
import { readHeroList } from '#app/lib/dataset.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/units'

// Every row comes once: search, filters and sort run in the browser, so they never reload it.
export async function loader() {
  return readHeroList()
}

export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname
}

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.units', args)

export default function Units({ loaderData }: Route.ComponentProps) {
  return <UnitsPage data={loaderData} />
}
