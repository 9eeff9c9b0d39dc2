import { readSkillView } from '#app/features/skills/skill-view.server.ts'
import { settleResource } from '#app/hooks/use-resource.ts'
import { getDataset } from '#app/server/dataset.server.ts'
import { jsonWithEtag } from '#app/server/headers.server.ts'
import type { Route } from './+types/api.skills'

// Browsers keep a skill for a minute, then ask again with its ETag (a sync changes it).
const SKILL_CACHE_CONTROL = 'public, max-age=60, must-revalidate'

/**
 * One skill's detail view, fetched when `?skill=` opens it: no page pays for it up front. The
 * skill is named by slug, or by id (links before slugs, decision 0064).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const view = readSkillView(await getDataset(), params.key)
  // The view's fetcher sees the body, not the status: the unknown id is said in it.
  if (!view) return Response.json({ error: 'not-found' }, { status: 404 })
  return jsonWithEtag(request, view.data, { etag: view.etag, cacheControl: SKILL_CACHE_CONTROL })
}

// A request that does not come back is said in the view, with a retry (useResource).
export async function clientLoader(args: Route.ClientLoaderArgs) {
  return settleResource(args)
}
