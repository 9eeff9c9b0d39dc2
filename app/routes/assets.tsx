import { FilterLayout } from '#app/features/shell/filter-layout.tsx'
import { AssetsPage } from '#app/features/units/assets-page.tsx'
import { loadHeroList } from '#app/features/units/hero-list.ts'
import { parseHeroSearch } from '#app/features/units/hero-search.ts'
import { LazyHeroFiltersPanel } from '#app/features/units/lazy-hero-filters-panel.ts'
import { readAssetsPage } from '#app/features/units/units.server.ts'
import { useActiveHeroFilterCount } from '#app/features/units/use-hero-search.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { revalidateOnPathOrRetry } from '#app/lib/revalidation.ts'
import { settlePayload } from '#app/payloads/payload-cache.ts'
import type { Route } from './+types/assets'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('units')]

// The server renders the URL's page of rows…
export async function loader({ request }: Route.LoaderArgs) {
  const search = parseHeroSearch(new URL(request.url).searchParams)
  return readAssetsPage(search)
}

// …and the browser continues with every hero, from the payload cache (shared by the heroes
// pages), which it filters and sorts without asking the server again.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader()
  return { ...page, heroes: await settlePayload(loadHeroList(page)) }
}
clientLoader.hydrate = true as const

// A change of filters redraws from the heroes the page has; a retry loads them again.
export const shouldRevalidate = revalidateOnPathOrRetry

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.assets', args)

// Spec §2 puts /assets in the default layout; the unit filters sit beside it all the same.
export default function Assets({ loaderData }: Route.ComponentProps) {
  const t = useTranslate()
  return (
    <FilterLayout
      title={t('filters.heroes')}
      activeCount={useActiveHeroFilterCount()}
      panel={<LazyHeroFiltersPanel options={loaderData.filterOptions} />}
    >
      <AssetsPage data={loaderData} />
    </FilterLayout>
  )
}
