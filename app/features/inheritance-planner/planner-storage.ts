import * as v from 'valibot'
import type { GivenCopies } from '#app/domain/inheritance-plan.ts'
import type { PersistedDefinition } from '#app/storage/browser-saves.ts'

/** What the planner keeps in this browser beside the barracks. */
export type PlannerData = {
  /** Rearmed or Attuned copies that gave in an applied plan: they wait for a fresh merge. */
  readonly given: readonly GivenCopies[]
  /** The steps ticked done (plan-ticks.ts), newest last. */
  readonly done: readonly string[]
}

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** Through the browser saves (docs/decisions/0017-browser-saves.md), under the planner's name. */
export const PLANNER_STORAGE: PersistedDefinition<PlannerData> = {
  name: 'inheritance-planner',
  version: 1,
  schema: v.object({
    given: v.array(
      v.object({ entryId: v.pipe(v.string(), v.minLength(1)), merges: count, copies: count }),
    ),
    done: v.array(v.string()),
  }),
  initial: { given: [], done: [] },
  migrations: {},
}
