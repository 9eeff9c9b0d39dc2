import { HomePage } from '#app/features/home/home-page.tsx'
import { readSummary } from '#app/lib/dataset.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/home'

export async function loader() {
  const summary = await readSummary()
  return {
    dataDate: summary.dataDate,
    counts: { heroes: summary.counts.heroes, skills: summary.counts.skills },
    newestHeroes: summary.newestHeroes,
    newestSkills: summary.newestSkills,
  }
}

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.home', args)

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage summary={loaderData} />
}
