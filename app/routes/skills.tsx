import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { selectSkillsPage } from '#app/features/skills/skill-page-data.ts'
import { parseSkillSearch } from '#app/features/skills/skill-search.ts'
import { readSkillsListSource } from '#app/features/skills/skills.server.ts'
import { SkillsPage } from '#app/features/skills/skills-page.tsx'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/skills'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('skills')]

// The server renders the URL's page of rows; the browser then loads every row from the
// content-hashed skills payload and filters and sorts without asking the server again.
export async function loader({ request }: Route.LoaderArgs) {
  return selectSkillsPage(
    await readSkillsListSource(),
    parseSkillSearch(new URL(request.url).searchParams),
  )
}

// Only the URL's search changes while filtering: the list stays, no request is made.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname
}

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.skills', args)

export default function Skills({ loaderData }: Route.ComponentProps) {
  return <SkillsPage data={loaderData} />
}
