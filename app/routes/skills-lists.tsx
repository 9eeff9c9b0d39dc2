import { PageHeader } from '#app/components/ui/page-header.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/skills-lists'

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.skills-lists', args)

export default function SkillsLists() {
  return <PageHeader routeName="skills-lists" />
}
