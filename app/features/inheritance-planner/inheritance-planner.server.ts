import { getDataset, payloadUrl } from '#app/server/dataset.server.ts'
import type { PlannerPageData } from './planner-page-data.ts'

/**
 * The planner's loader data: the barracks and the plan live in the browser, so the server sends
 * where the planner's data is (the peeler payload, with SP) and the browser continues from it.
 */
export async function readPlannerPage(): Promise<Pick<PlannerPageData, 'peelerUrl'>> {
  return { peelerUrl: payloadUrl(await getDataset(), 'peeler') }
}
