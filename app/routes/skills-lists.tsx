import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { SkillListsPage } from '#app/features/skills/skill-lists-page.tsx'
import { parseSlot, selectSkillListsPage } from '#app/features/skills/skill-page-data.ts'
import { readSkillsListSource } from '#app/features/skills/skills.server.ts'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/skills-lists'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('skills', 'skillsLists')]

// The server draws the slot's best-rated skills; the browser ranks every row of the payload.
export async function loader({ request }: Route.LoaderArgs) {
  return selectSkillListsPage(
    await readSkillsListSource(),
    parseSlot(new URL(request.url).searchParams.get('slot')),
  )
}

// Switching slots or opening a skill changes only the search: the list stays.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname
}

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.skills-lists', args)

export default function SkillsLists({ loaderData }: Route.ComponentProps) {
  return <SkillListsPage data={loaderData} />
}
