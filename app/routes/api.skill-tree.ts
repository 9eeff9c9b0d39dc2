import { readSkillUpgrades } from '#app/features/skills/skill-tree.server.ts'
import { settleResource } from '#app/hooks/use-resource.ts'
import { SYNCED_DATA_CACHE_CONTROL } from '#app/server/headers.server.ts'
import type { Route } from './+types/api.skill-tree'

/** A skill's upgrades, for a node of /skills-tree that was sent without them and is opened. */
export async function loader({ params }: Route.LoaderArgs) {
  const node = await readSkillUpgrades(params.id)
  // The node's fetcher sees the body, not the status: the unknown id is said in it.
  if (!node) return Response.json({ error: 'not-found' }, { status: 404 })
  return Response.json(node, { headers: { 'Cache-Control': SYNCED_DATA_CACHE_CONTROL } })
}

// A request that does not come back is said under the node, with a retry (useResource).
export async function clientLoader(args: Route.ClientLoaderArgs) {
  return settleResource(args)
}
