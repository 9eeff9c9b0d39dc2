import { loadPeeler } from '#app/features/skills-fodders/peeler-payload.ts'
import { isPeelerNeeded, parsePeelerSearch } from '#app/features/skills-fodders/peeler-search.ts'
import { peelerSliceKey } from '#app/features/skills-fodders/peeler-slice.ts'
import { readSkillsFoddersPage } from '#app/features/skills-fodders/skills-fodders.server.ts'
import { SkillsFoddersPage } from '#app/features/skills-fodders/skills-fodders-page.tsx'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { createViewStateRevalidation } from '#app/lib/revalidation.ts'
import { settlePayload } from '#app/payloads/payload-cache.ts'
import type { Route } from './+types/skills-fodders'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('skillsFodders', 'skills')]

// The server sends where the peeler payload is, and the rows the URL's skills or hero need…
export async function loader({ request }: Route.LoaderArgs) {
  return readSkillsFoddersPage(parsePeelerSearch(new URL(request.url).searchParams))
}

const revalidation = createViewStateRevalidation()

// …and the browser loads the whole payload from the payload cache only when the URL names
// skills or a hero the server's rows do not cover; otherwise a picker's focus asks for it
// (null: not loaded here).
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader()
  const search = parsePeelerSearch(new URL(request.url).searchParams)
  const isCovered = page.peelerSlice?.key === peelerSliceKey(search)
  return revalidation.loaded({
    ...page,
    peeler:
      isPeelerNeeded(search) && !isCovered ? await settlePayload(loadPeeler(page.peelerUrl)) : null,
  })
}
clientLoader.hydrate = true as const

// Picking skills changes only the URL's search: nothing to load again.
export const shouldRevalidate = revalidation.shouldRevalidate

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.skills-fodders', args)

export default function SkillsFodders({ loaderData }: Route.ComponentProps) {
  return <SkillsFoddersPage page={loaderData} />
}
