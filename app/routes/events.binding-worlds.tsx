import { PageHeader } from '#app/components/ui/page-header.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/events.binding-worlds'

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.events-binding-worlds', args)

export default function BindingWorlds() {
  return <PageHeader routeName="events-binding-worlds" />
}
