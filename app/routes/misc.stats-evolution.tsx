import { PageHeader } from '#app/components/ui/page-header.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/misc.stats-evolution'

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.misc-stats-evolution', args)

export default function StatsEvolution() {
  return <PageHeader routeName="misc-stats-evolution" />
}
