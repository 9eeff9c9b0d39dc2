import { readScoreCalcPage } from '#app/features/score-calc/score-calc.server.ts'
import { ScoreCalcPage } from '#app/features/score-calc/score-calc-page.tsx'
import { parseScoreCalcSearch, toScoreContext } from '#app/features/score-calc/score-calc-search.ts'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/score-calc'

export const middleware: Route.MiddlewareFunction[] = [
  pageMessages('scoreCalc', 'search', 'statsEvolution', 'saves'),
]

export async function loader({ request }: Route.LoaderArgs) {
  const search = parseScoreCalcSearch(new URL(request.url).searchParams)
  return readScoreCalcPage({ team: search.team, context: toScoreContext(search) })
}

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.score-calc', args)

export default function ScoreCalc({ loaderData }: Route.ComponentProps) {
  return <ScoreCalcPage page={loaderData} />
}
