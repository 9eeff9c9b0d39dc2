import { readHeroDetailView } from '#app/features/hero-detail/hero-detail.server.ts'
import { jsonWithEtag, SYNCED_DATA_CACHE_CONTROL } from '#app/server/headers.server.ts'
import type { Route } from './+types/api.heroes'

/** The hero detail view's data, fetched when `?unit=` opens it, so no page pays for it. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const view = await readHeroDetailView(params.id)
  if (!view) return Response.json({ error: 'not-found' }, { status: 404 })
  return jsonWithEtag(request, view.data, {
    etag: view.etag,
    cacheControl: SYNCED_DATA_CACHE_CONTROL,
  })
}
