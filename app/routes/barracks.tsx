import { useMemo } from 'react'
import { isBarracksEmpty } from '#app/domain/barracks-model.ts'
import { readBarracksPage } from '#app/features/barracks/barracks.server.ts'
import { BarracksPage } from '#app/features/barracks/barracks-page.tsx'
import { loadBarracksHeroes } from '#app/features/barracks/load-barracks-heroes.ts'
import { useHeroSearch } from '#app/features/units/use-hero-search.ts'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { createViewStateRevalidation } from '#app/lib/revalidation.ts'
import { settlePayload } from '#app/payloads/payload-cache.ts'
import { COLLECTION_STORAGE } from '#app/storage/collection.ts'
import { persistedStore } from '#app/storage/use-persisted-state.ts'
import type { Route } from './+types/barracks'

export const middleware: Route.MiddlewareFunction[] = [
  pageMessages('barracks', 'catalog', 'units', 'saves'),
]

// The barracks lives in the browser: the server sends where the heroes are…
export async function loader() {
  return readBarracksPage()
}

const revalidation = createViewStateRevalidation()

// …and the browser continues with every hero, from the payload cache, when the barracks has
// some; an empty one asks for them when the player reaches for them (null: not loaded here),
// and its first load carries no code to index them.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader()
  const { barracks } = persistedStore(COLLECTION_STORAGE).getSnapshot().data
  if (isBarracksEmpty(barracks)) return revalidation.loaded({ ...page, heroes: null })
  return revalidation.loaded({ ...page, heroes: await settlePayload(loadBarracksHeroes(page)) })
}
clientLoader.hydrate = true as const

// The list's search, filters and order live in the URL: nothing to load again.
export const shouldRevalidate = revalidation.shouldRevalidate

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.barracks', args)

export default function Barracks({ loaderData }: Route.ComponentProps) {
  // The heroes pages' search and filters (in the layout's panel) choose the heroes listed.
  const { query, mode, filters } = useHeroSearch().search
  const filter = useMemo(() => ({ query, mode, filters }), [query, mode, filters])
  return <BarracksPage page={loaderData} filter={filter} />
}
