import * as v from 'valibot'
import type { SkillId } from '#app/domain/skill.ts'

// A planner's kit (a skill or nothing per slot), as the Hall of Forms and Binding Worlds save it.

/** Checks a saved kit: every slot holds a skill id or null. */
export function createKitSchema<Slot extends string>(
  slots: readonly Slot[],
): v.GenericSchema<unknown, Readonly<Record<Slot, SkillId | null>>> {
  const skillId = v.nullable(
    v.pipe(
      v.string(),
      v.transform((id) => id as SkillId),
    ),
  )
  return v.object(
    Object.fromEntries(slots.map((slot) => [slot, skillId])),
  ) as unknown as v.GenericSchema<unknown, Readonly<Record<Slot, SkillId | null>>>
}

/** A kit with every slot empty. */
export function createEmptyKit<Slot extends string>(
  slots: readonly Slot[],
): Readonly<Record<Slot, SkillId | null>> {
  return Object.fromEntries(slots.map((slot) => [slot, null])) as Record<Slot, SkillId | null>
}
