import { PageHeader } from '#app/components/ui/page-header.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/units-maximum-scores'

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.units-maximum-scores', args)

export default function UnitsMaximumScores() {
  return <PageHeader routeName="units-maximum-scores" />
}
