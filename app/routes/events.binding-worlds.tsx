import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { readBindingWorldsPage } from '#app/features/binding-worlds/binding-worlds.server.ts'
import { BindingWorldsPage } from '#app/features/binding-worlds/binding-worlds-page.tsx'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/events.binding-worlds'

export const middleware: Route.MiddlewareFunction[] = [
  pageMessages('bindingWorlds', 'skills', 'units', 'saves'),
]

// The candidates live in the browser: the page gets where the heroes and skills are.
export async function loader() {
  return readBindingWorldsPage()
}

// Only `?all=` changes on the page: nothing to load again.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname
}

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.events-binding-worlds', args)

export default function BindingWorlds({ loaderData }: Route.ComponentProps) {
  return <BindingWorldsPage page={loaderData} />
}
