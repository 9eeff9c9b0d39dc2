import { SkillListsPage } from '#app/features/skills/skill-lists-page.tsx'
import { loadSkillListsPage, parseSlot } from '#app/features/skills/skill-page-data.ts'
import { readSkillListsPage } from '#app/features/skills/skills.server.ts'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { createViewStateRevalidation } from '#app/lib/revalidation.ts'
import type { Route } from './+types/skills-lists'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('skills', 'skillsLists')]

// The server draws the slot's best-rated skills…
export async function loader({ request }: Route.LoaderArgs) {
  return readSkillListsPage(parseSlot(new URL(request.url).searchParams.get('slot')))
}

const revalidation = createViewStateRevalidation()

// …and the browser ranks every row of the skills payload, from the payload cache.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return revalidation.loaded(await loadSkillListsPage(await serverLoader()))
}
clientLoader.hydrate = true as const

// Switching slots or opening a skill changes only the search: the list stays.
export const shouldRevalidate = revalidation.shouldRevalidate

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.skills-lists', args)

export default function SkillsLists({ loaderData }: Route.ComponentProps) {
  return <SkillListsPage page={loaderData} />
}
