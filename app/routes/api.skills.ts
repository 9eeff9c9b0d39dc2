import { getDataset } from '#app/lib/dataset.server.ts'
import { readSkillView } from '#app/lib/skill-view.server.ts'
import type { Route } from './+types/api.skills'

// Browsers keep a skill for a minute, then ask again with its ETag (a sync changes it).
const SKILL_CACHE_CONTROL = 'public, max-age=60, must-revalidate'

/** One skill's detail view, fetched when `?skill=` opens it: no page pays for it up front. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const view = readSkillView(await getDataset(), params.id)
  if (!view) return Response.json({ error: `No skill ${params.id}` }, { status: 404 })
  const headers = { ETag: view.etag, 'Cache-Control': SKILL_CACHE_CONTROL }
  const ifNoneMatch = request.headers.get('If-None-Match') ?? ''
  // Weak comparison (RFC 9110): compression marks our tags weak on the way out.
  if (ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === view.etag)) {
    return new Response(null, { status: 304, headers })
  }
  return Response.json(view.data, { headers })
}
