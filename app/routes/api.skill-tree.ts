import { readSkillUpgrades } from '#app/features/skills/skill-tree.server.ts'
import { SYNCED_DATA_CACHE_CONTROL } from '#app/server/headers.server.ts'
import type { Route } from './+types/api.skill-tree'

/** A skill's upgrades, for a node of /skills-tree that was sent without them and is opened. */
export async function loader({ params }: Route.LoaderArgs) {
  const node = await readSkillUpgrades(params.id)
  if (!node) return Response.json({ error: `No skill ${params.id}` }, { status: 404 })
  return Response.json(node, { headers: { 'Cache-Control': SYNCED_DATA_CACHE_CONTROL } })
}
