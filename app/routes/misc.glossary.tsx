import { PageHeader } from '#app/components/ui/page-header.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/misc.glossary'

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.misc-glossary', args)

export default function Glossary() {
  return <PageHeader routeName="misc-glossary" />
}
