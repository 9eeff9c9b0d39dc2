import { PageHeader } from '#app/components/ui/page-header.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/skills-tree'

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.skills-tree', args)

export default function SkillsTree() {
  return <PageHeader routeName="skills-tree" />
}
