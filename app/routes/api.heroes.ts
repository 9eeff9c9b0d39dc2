import { readHeroDetailView } from '#app/features/hero-detail/hero-detail.server.ts'
import { settleResource } from '#app/hooks/use-resource.ts'
import { jsonWithEtag, SYNCED_DATA_CACHE_CONTROL } from '#app/server/headers.server.ts'
import type { Route } from './+types/api.heroes'

/**
 * The hero detail view's data, fetched when `?unit=` opens it, so no page pays for it. The
 * hero is named by slug, or by id (links before slugs, decision 0064). An unknown hero is a
 * value of the body: a fetcher sees the body, not the status.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const view = await readHeroDetailView(params.key)
  if (!view) return Response.json({ error: 'not-found' }, { status: 404 })
  return jsonWithEtag(request, view.data, {
    etag: view.etag,
    cacheControl: SYNCED_DATA_CACHE_CONTROL,
  })
}

// In the browser, a request that does not come back is the view's to say, with a retry.
export function clientLoader(args: Route.ClientLoaderArgs) {
  return settleResource(args)
}
