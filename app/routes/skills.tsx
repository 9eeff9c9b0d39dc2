import { loadSkillsPage } from '#app/features/skills/skill-page-data.ts'
import {
  needsDescriptions,
  parseSkillSearch,
  shouldRevalidateSkillsPage,
} from '#app/features/skills/skill-search.ts'
import { readSkillsPage } from '#app/features/skills/skills.server.ts'
import { SkillsPage } from '#app/features/skills/skills-page.tsx'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { createViewStateRevalidation } from '#app/lib/revalidation.ts'
import type { Route } from './+types/skills'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('skills')]

// The server renders the URL's page of rows…
export async function loader({ request }: Route.LoaderArgs) {
  return readSkillsPage(parseSkillSearch(new URL(request.url).searchParams))
}

const revalidation = createViewStateRevalidation(shouldRevalidateSkillsPage)

// …and the browser continues with every row (and the descriptions when the view needs them),
// from the payload cache, then filters and sorts without asking the server again.
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const search = parseSkillSearch(new URL(request.url).searchParams)
  return revalidation.loaded(
    await loadSkillsPage(await serverLoader(), { withDescriptions: needsDescriptions(search) }),
  )
}
clientLoader.hydrate = true as const

// Only the URL's search changes while filtering: the list stays, unless descriptions are needed.
export const shouldRevalidate = revalidation.shouldRevalidate

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.skills', args)

export default function Skills({ loaderData }: Route.ComponentProps) {
  return <SkillsPage page={loaderData} />
}
