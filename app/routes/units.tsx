import { PageHeader } from '#app/components/ui/page-header.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/units'

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.units', args)

export default function Units() {
  return <PageHeader routeName="units" />
}
