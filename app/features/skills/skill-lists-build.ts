import { type Slot, WANT_SLOTS } from '#app/domain/skill.ts'
import { rankSkills } from '#app/domain/skill-lists.ts'
import { compileSkillQuery } from './skill-filtering.ts'
import { selectSlotRows } from './skill-page-data.ts'
import type { SkillRow } from './skill-rows.ts'

/**
 * The skill lists' build ("plan this build", issue 24 §1): for each slot the inheritance
 * planner teaches that the player filtered, the top of its ranked list that a hero can pass on
 * (not exclusive, in some hero's kit). `filtersOf` gives a slot's filter texts as the page uses
 * them (phones: the first only); a slot without a filter ranks every skill, so it adds none.
 */
export function pickListBuild(
  rows: readonly SkillRow[],
  filtersOf: (slot: Slot) => readonly string[],
): readonly SkillRow[] {
  return WANT_SLOTS.flatMap((slot) => {
    const patterns = filtersOf(slot).map((text) => {
      const compiled = compileSkillQuery(text, 'text')
      return compiled?.ok ? compiled.pattern : null
    })
    if (patterns.every((pattern) => pattern === null)) return []
    const top = rankSkills(selectSlotRows(rows, slot), patterns).find(
      ({ row }) => !row.isExclusive && row.ownerCount > 0,
    )
    return top === undefined ? [] : [top.row]
  })
}
