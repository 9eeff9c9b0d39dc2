import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { readGlossaryKeywords, readGlossaryNames } from '#app/features/glossary/glossary.server.ts'
import { GlossaryPage, type GlossaryPageData } from '#app/features/glossary/glossary-page.tsx'
import { parseGlossarySearch } from '#app/features/glossary/glossary-search.ts'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/misc.glossary'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('glossary', 'search')]

export async function loader({ request }: Route.LoaderArgs): Promise<GlossaryPageData> {
  const { tab } = parseGlossarySearch(new URL(request.url).searchParams)
  if (tab === 'keywords') return { tab, ...(await readGlossaryKeywords()) }
  return { tab, names: await readGlossaryNames() }
}

// The keyword search filters in the page, and ?unit=/?skill= open dialogs: only a new tab
// needs other data.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  const tabOf = (url: URL) => parseGlossarySearch(url.searchParams).tab
  return tabOf(currentUrl) !== tabOf(nextUrl)
}

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.misc-glossary', args)

export default function Glossary({ loaderData }: Route.ComponentProps) {
  return <GlossaryPage page={loaderData} />
}
