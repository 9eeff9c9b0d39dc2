import { readBindingWorldsPage } from '#app/features/binding-worlds/binding-worlds.server.ts'
import { BindingWorldsPage } from '#app/features/binding-worlds/binding-worlds-page.tsx'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { createViewStateRevalidation } from '#app/lib/revalidation.ts'
import { settlePayload } from '#app/payloads/payload-cache.ts'
import { loadPlannerData } from '#app/payloads/planner-data.ts'
import type { Route } from './+types/events.binding-worlds'

export const middleware: Route.MiddlewareFunction[] = [
  pageMessages('bindingWorlds', 'skills', 'units', 'saves'),
]

// The candidates live in the browser: the server sends where the heroes and skills are…
export async function loader() {
  return readBindingWorldsPage()
}

const revalidation = createViewStateRevalidation()

// …and the browser continues with them, from the payload cache.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader()
  return revalidation.loaded({
    ...page,
    planner: await settlePayload(loadPlannerData(page.source)),
  })
}
clientLoader.hydrate = true as const

// Only `?all=` changes on the page: nothing to load again.
export const shouldRevalidate = revalidation.shouldRevalidate

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.events-binding-worlds', args)

export default function BindingWorlds({ loaderData }: Route.ComponentProps) {
  return <BindingWorldsPage page={loaderData} />
}
