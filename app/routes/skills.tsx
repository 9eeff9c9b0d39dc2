import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { SkillsPage } from '#app/features/skills/skills-page.tsx'
import { pageMessages } from '#app/lib/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { readSkillsListJson } from '#app/lib/skills-list.server.ts'
import type { Route } from './+types/skills'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('skills')]

// The whole list travels once: filters, sorts and pages are computed from the URL on both sides.
export async function loader() {
  return { skillsJson: await readSkillsListJson() }
}

// Only the URL's search changes while filtering: the list stays, no request is made.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname
}

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.skills', args)

export default function Skills({ loaderData }: Route.ComponentProps) {
  return <SkillsPage skillsJson={loaderData.skillsJson} />
}
