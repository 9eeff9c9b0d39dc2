import type { PayloadState } from '#app/payloads/payload-cache.ts'
import type { PlannerPayload } from './planner-payload-decode.ts'

/** What the route sends, then (in the browser) the planner's data. */
export type PlannerPageData = {
  /** The peeler payload: kits, restrictions, prerequisites and SP. */
  readonly peelerUrl: string
  /**
   * In the browser: the planner's data when the URL names heroes; null on a bare page (the hero
   * picker's focus asks for it); absent while the page hydrates.
   */
  readonly planner?: PayloadState<PlannerPayload> | null
}
