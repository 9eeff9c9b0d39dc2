import * as v from 'valibot'
import {
  HIDING_REASONS,
  type HidingReason,
  MAX_ENCLOSURE_LEVEL,
  MIN_ENCLOSURE_LEVEL,
} from '#app/domain/binding-worlds.ts'
import type { HeroId } from '#app/domain/hero.ts'
import { INHERITABLE_SLOTS, type SkillId } from '#app/domain/skill.ts'
import { STATS, type Stat } from '#app/domain/stat.ts'
import type { PersistedDefinition } from '#app/storage/browser-saves.ts'
import { createEmptyKit, createKitSchema } from '#app/storage/kits.ts'

/** The slots a Binding Worlds candidate is planned with (reference §2.10): the inherited ones. */
export const CANDIDATE_SLOTS = INHERITABLE_SLOTS
export type CandidateSlot = (typeof CANDIDATE_SLOTS)[number]
export type CandidateKit = Readonly<Record<CandidateSlot, SkillId | null>>

/** A hero the player may redeem, and what they think of it. */
export type Candidate = {
  /** Stable while the list is reordered or edited. */
  readonly id: string
  readonly enclosureLevel: number
  readonly heroId: HeroId
  /** The player's own rating ("9.5"); empty when none. */
  readonly rating: string
  readonly asset: Stat | null
  readonly flaw: Stat | null
  readonly notes: string
  /** Set: the candidate is folded away unless every candidate is shown. */
  readonly hidingReason: HidingReason | null
  readonly kit: CandidateKit
}

export type BindingWorldsData = { readonly candidates: readonly Candidate[] }

export const EMPTY_CANDIDATE_KIT: CandidateKit = createEmptyKit(CANDIDATE_SLOTS)

/** "9", "9.5": one digit, then optionally a dot and one digit (reference §2.10). */
export const PLAYER_RATING_PATTERN = /^\d(\.\d)?$/

const statSchema = v.nullable(v.picklist(STATS))

const candidateSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  enclosureLevel: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(MIN_ENCLOSURE_LEVEL),
    v.maxValue(MAX_ENCLOSURE_LEVEL),
  ),
  heroId: v.pipe(
    v.string(),
    v.minLength(1),
    v.transform((id) => id as HeroId),
  ),
  rating: v.union([v.literal(''), v.pipe(v.string(), v.regex(PLAYER_RATING_PATTERN))]),
  asset: statSchema,
  flaw: statSchema,
  notes: v.string(),
  hidingReason: v.nullable(v.picklist(HIDING_REASONS)),
  kit: createKitSchema(CANDIDATE_SLOTS),
})

/** Kept through the browser saves (docs/decisions/0017-browser-saves.md). */
export const BINDING_WORLDS_STORAGE: PersistedDefinition<BindingWorldsData> = {
  name: 'binding-worlds',
  version: 1,
  schema: v.object({ candidates: v.array(candidateSchema) }),
  initial: { candidates: [] },
  migrations: {},
}
