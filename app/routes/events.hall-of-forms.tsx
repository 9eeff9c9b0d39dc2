import { readHallOfFormsPage } from '#app/features/hall-of-forms/hall-of-forms.server.ts'
import { HallOfFormsPage } from '#app/features/hall-of-forms/hall-of-forms-page.tsx'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { createViewStateRevalidation } from '#app/lib/revalidation.ts'
import { settlePayload } from '#app/payloads/payload-cache.ts'
import { loadPlannerData } from '#app/payloads/planner-data.ts'
import type { Route } from './+types/events.hall-of-forms'

export const middleware: Route.MiddlewareFunction[] = [
  pageMessages('hallOfForms', 'skills', 'units', 'saves'),
]

// The plan lives in the browser: the server sends where the heroes and skills are, and the
// past halls…
export async function loader() {
  return readHallOfFormsPage()
}

const revalidation = createViewStateRevalidation()

// …and the browser continues with the heroes and skills, from the payload cache.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader()
  return revalidation.loaded({
    ...page,
    planner: await settlePayload(loadPlannerData(page.source)),
  })
}
clientLoader.hydrate = true as const

// Only the URL's search changes while planning: nothing to load again.
export const shouldRevalidate = revalidation.shouldRevalidate

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.events-hall-of-forms', args)

export default function HallOfForms({ loaderData }: Route.ComponentProps) {
  return <HallOfFormsPage page={loaderData} />
}
