import { HomePage } from '#app/features/home/home-page.tsx'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { getDataset, readSummary, searchPayloadUrl } from '#app/server/dataset.server.ts'
import type { Route } from './+types/home'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('search', 'credits')]

export async function loader() {
  const [summary, dataset] = await Promise.all([readSummary(), getDataset()])
  return {
    dataDate: summary.dataDate,
    counts: { heroes: summary.counts.heroes, skills: summary.counts.skills },
    newestHeroes: summary.newestHeroes,
    newestSkills: summary.newestSkills,
    searchUrl: searchPayloadUrl(dataset),
  }
}

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.home', args)

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage summary={loaderData} />
}
