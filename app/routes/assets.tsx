import { PageHeader } from '#app/components/ui/page-header.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/assets'

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.assets', args)

export default function Assets() {
  return <PageHeader routeName="assets" />
}
