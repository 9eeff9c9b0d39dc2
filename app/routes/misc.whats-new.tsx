import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { readWhatsNewPage } from '#app/features/whats-new/whats-new.server.ts'
import { WHATS_NEW_FEED_PATH } from '#app/features/whats-new/whats-new-feed.ts'
import { WhatsNewPage } from '#app/features/whats-new/whats-new-page.tsx'
import { parseWhatsNewSearch } from '#app/features/whats-new/whats-new-search.ts'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/misc.whats-new'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('whatsNew')]

export async function loader({ request }: Route.LoaderArgs) {
  return readWhatsNewPage(parseWhatsNewSearch(new URL(request.url).searchParams))
}

// ?unit= and ?skill= open views over the page: only another page of days needs other data.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  const pageOf = (url: URL) => parseWhatsNewSearch(url.searchParams).page
  return currentUrl.pathname !== nextUrl.pathname || pageOf(currentUrl) !== pageOf(nextUrl)
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta('home.title.misc-whats-new', args),
  { tagName: 'link', rel: 'alternate', type: 'application/atom+xml', href: WHATS_NEW_FEED_PATH },
]

export default function WhatsNew({ loaderData }: Route.ComponentProps) {
  return <WhatsNewPage page={loaderData} />
}
