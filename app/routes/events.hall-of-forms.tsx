import { PageHeader } from '#app/components/ui/page-header.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/events.hall-of-forms'

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.events-hall-of-forms', args)

export default function HallOfForms() {
  return <PageHeader routeName="events-hall-of-forms" />
}
