import { SkillsFoddersPage } from '#app/features/skills-fodders/skills-fodders-page.tsx'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/skills-fodders'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('skillsFodders', 'skills')]

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.skills-fodders', args)

// The data comes from the peeler payload, fetched in the browser when first needed.
export default function SkillsFodders() {
  return <SkillsFoddersPage />
}
