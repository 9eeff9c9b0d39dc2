import { readStatsEvolution } from '#app/features/stats-evolution/stats-evolution.server.ts'
import { StatsEvolutionPage } from '#app/features/stats-evolution/stats-evolution-page.tsx'
import { parseStatsEvolutionSearch } from '#app/features/stats-evolution/stats-evolution-search.ts'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { privatePageHeaders } from '#app/server/headers.server.ts'
import { readThemeCookie } from '#app/server/theme-preference.server.ts'
import type { Route } from './+types/misc.stats-evolution'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('statsEvolution')]

export async function loader({ request }: Route.LoaderArgs) {
  return {
    chart: await readStatsEvolution(parseStatsEvolutionSearch(new URL(request.url).searchParams)),
    savedScheme: readThemeCookie(request).applied,
  }
}

// The chart's pictures are drawn in the visitor's theme: this page is theirs (decision 0068).
export function headers() {
  return privatePageHeaders()
}

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.misc-stats-evolution', args)

export default function StatsEvolution({ loaderData }: Route.ComponentProps) {
  return <StatsEvolutionPage data={loaderData.chart} savedScheme={loaderData.savedScheme} />
}
