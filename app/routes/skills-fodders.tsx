import { PageHeader } from '#app/components/ui/page-header.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/skills-fodders'

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.skills-fodders', args)

export default function SkillsFodders() {
  return <PageHeader routeName="skills-fodders" />
}
