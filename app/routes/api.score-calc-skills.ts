import { listEquippableSkills } from '#app/features/score-calc/score-calc.server.ts'
import { settleResource } from '#app/hooks/use-resource.ts'
import { getDataset } from '#app/server/dataset.server.ts'
import { jsonWithEtag, SYNCED_DATA_CACHE_CONTROL } from '#app/server/headers.server.ts'
import type { Route } from './+types/api.score-calc-skills'

/**
 * What a hero can equip in each scored slot: the calculator's pickers ask when first focused.
 * An unknown hero is a value of the body: a fetcher sees the body, not the status.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const dataset = await getDataset()
  const equippable = listEquippableSkills(dataset, params.heroId)
  if (!equippable) return Response.json({ error: 'not-found' }, { status: 404 })
  const { 'skill-details': skillDetails, 'hero-details': heroDetails } = dataset.payloads
  const etag = `"${skillDetails.hash}-${heroDetails.hash}-${encodeURIComponent(params.heroId)}"`
  return jsonWithEtag(request, equippable, { etag, cacheControl: SYNCED_DATA_CACHE_CONTROL })
}

// In the browser, a request that does not come back is the card's to say, with a retry.
export function clientLoader(args: Route.ClientLoaderArgs) {
  return settleResource(args)
}
