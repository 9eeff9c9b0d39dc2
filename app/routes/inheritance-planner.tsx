import { readPlannerPage } from '#app/features/inheritance-planner/inheritance-planner.server.ts'
import { PlannerPage } from '#app/features/inheritance-planner/planner-page.tsx'
import { loadPlannerPayload } from '#app/features/inheritance-planner/planner-payload.ts'
import {
  isPlannerDataNeeded,
  parsePlannerSearch,
} from '#app/features/inheritance-planner/planner-search.ts'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { createViewStateRevalidation } from '#app/lib/revalidation.ts'
import { settlePayload } from '#app/payloads/payload-cache.ts'
import type { Route } from './+types/inheritance-planner'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('inheritancePlanner', 'saves')]

// The plan is made in the browser: the server sends where the planner's data is…
export async function loader() {
  return readPlannerPage()
}

const revalidation = createViewStateRevalidation()

// …and the browser continues with it, from the payload cache, when the URL names heroes; on the
// bare page, the hero picker's focus asks for it (null: not loaded here).
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader()
  const search = parsePlannerSearch(new URL(request.url).searchParams)
  return revalidation.loaded({
    ...page,
    planner: isPlannerDataNeeded(search)
      ? await settlePayload(loadPlannerPayload(page.peelerUrl))
      : null,
  })
}
clientLoader.hydrate = true as const

// Targets, keeps and pools live in the URL: nothing to load again.
export const shouldRevalidate = revalidation.shouldRevalidate

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.inheritance-planner', args)

export default function InheritancePlanner({ loaderData }: Route.ComponentProps) {
  return <PlannerPage page={loaderData} />
}
