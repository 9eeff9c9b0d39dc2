import { PageHeader } from '#app/components/ui/page-header.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/score-calc'

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.score-calc', args)

export default function ScoreCalc() {
  return <PageHeader routeName="score-calc" />
}
