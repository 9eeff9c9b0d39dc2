import { PageHeader } from '#app/components/ui/page-header.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/skills'

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.skills', args)

export default function Skills() {
  return <PageHeader routeName="skills" />
}
