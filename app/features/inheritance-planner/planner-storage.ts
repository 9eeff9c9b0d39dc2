import * as v from 'valibot'
import type { Barracks } from '#app/domain/barracks-model.ts'
import type { GivenCopies } from '#app/domain/given-copies.ts'
import type { PersistedDefinition } from '#app/storage/browser-saves.ts'
import { barracksSchema } from '#app/storage/collection.ts'

/**
 * The last plan applied to the barracks, for its undo across visits (issue 24 §4): one only (a
 * new apply takes its place), offered while the barracks is still as the plan left it.
 */
export type AppliedPlan = {
  /** When it was applied (ISO 8601). */
  readonly appliedAt: string
  /** The heroes and manuals it used. */
  readonly copies: number
  readonly manuals: number
  /** What Undo puts back: the barracks and the record of Rearmed copies before the plan. */
  readonly before: { readonly barracks: Barracks; readonly given: readonly GivenCopies[] }
  /** The barracks the plan left (plan-undo.ts): any other barracks means it changed since. */
  readonly after: string
}

/** What the planner keeps in this browser beside the barracks. */
export type PlannerData = {
  /** Rearmed or Attuned copies that gave in an applied plan: they wait for a fresh merge. */
  readonly given: readonly GivenCopies[]
  /** The steps ticked done (plan-ticks.ts), newest last. */
  readonly done: readonly string[]
  readonly applied: AppliedPlan | null
}

const count = v.pipe(v.number(), v.integer(), v.minValue(0))
const givenSchema = v.array(
  v.object({ entryId: v.pipe(v.string(), v.minLength(1)), merges: count, copies: count }),
)

/**
 * Through the browser saves (docs/decisions/0017-browser-saves.md), under the planner's name,
 * apart from the barracks: an undo is this browser's history, not part of a named save.
 * Version 2 adds the last plan applied.
 */
export const PLANNER_STORAGE: PersistedDefinition<PlannerData> = {
  name: 'inheritance-planner',
  version: 2,
  schema: v.object({
    given: givenSchema,
    done: v.array(v.string()),
    applied: v.nullable(
      v.object({
        appliedAt: v.pipe(v.string(), v.isoTimestamp()),
        copies: count,
        manuals: count,
        before: v.object({ barracks: barracksSchema, given: givenSchema }),
        after: v.pipe(v.string(), v.minLength(1)),
      }),
    ),
  }),
  initial: { given: [], done: [], applied: null },
  migrations: { 1: (data) => ({ ...(data as object), applied: null }) },
}
