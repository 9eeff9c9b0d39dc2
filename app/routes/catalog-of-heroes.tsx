import { PageHeader } from '#app/components/ui/page-header.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/catalog-of-heroes'

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.catalog-of-heroes', args)

export default function CatalogOfHeroes() {
  return <PageHeader routeName="catalog-of-heroes" />
}
