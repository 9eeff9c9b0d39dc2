import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { readCatalogPage } from '#app/features/catalog/catalog.server.ts'
import { CatalogPage } from '#app/features/catalog/catalog-page.tsx'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/catalog-of-heroes'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('catalog', 'units', 'saves')]

export async function loader() {
  return readCatalogPage()
}

// The chosen banner and shop order live in the URL; they change nothing the loader sends.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname
}

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.catalog-of-heroes', args)

export default function CatalogOfHeroes({ loaderData }: Route.ComponentProps) {
  return <CatalogPage page={loaderData} />
}
