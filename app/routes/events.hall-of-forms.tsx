import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { readHallOfFormsPage } from '#app/features/hall-of-forms/hall-of-forms.server.ts'
import { HallOfFormsPage } from '#app/features/hall-of-forms/hall-of-forms-page.tsx'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/events.hall-of-forms'

export const middleware: Route.MiddlewareFunction[] = [
  pageMessages('hallOfForms', 'skills', 'units', 'saves'),
]

// The plan lives in the browser: the page gets where the heroes and skills are, and the halls.
export async function loader() {
  return readHallOfFormsPage()
}

// Only the URL's search changes while planning: nothing to load again.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname
}

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.events-hall-of-forms', args)

export default function HallOfForms({ loaderData }: Route.ComponentProps) {
  return <HallOfFormsPage page={loaderData} />
}
