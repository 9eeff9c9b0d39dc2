import type { SkillTableRow } from '#app/domain/skill-table.ts'
import { type Columnar, fromColumnar, type SkillListRow } from '#app/lib/dataset-payloads.ts'

/** A row of the skills table: what the domain filters on, plus the list's own links. */
export type SkillRow = SkillTableRow & {
  readonly refineKind: SkillListRow['refineKind']
  readonly hasDescription: boolean
  readonly downgradeRows: readonly number[]
}

/** Decodes the columnar skills payload into table rows, resolving prerequisites' pools. */
export function decodeSkillRows(payload: Columnar<SkillListRow>): readonly SkillRow[] {
  const list = fromColumnar(payload)
  return list.map((row) => ({
    id: row.id,
    name: row.name,
    // A build from before the field existed has none.
    searchName: row.searchName ?? null,
    category: row.category,
    weapon: row.weapon,
    refineKind: row.refineKind,
    isExclusive: row.isExclusive,
    isArcane: row.isArcane,
    isMax: row.isMax,
    sp: row.sp,
    cooldown: row.cooldown,
    might: row.might,
    range: row.range,
    tier: row.tier,
    effectiveness: row.effectiveness,
    restrictions: row.restrictions,
    releaseDate: row.releaseDate,
    version: row.version,
    rating: row.rating,
    grade: row.grade,
    ownersLowestRarities: row.ownersLowestRarities,
    ownerCount: row.ownerCount,
    hasDescription: row.hasDescription,
    downgradeRows: row.downgradeRows,
    downgradesLowestRarities: row.downgradeRows.flatMap(
      (index) => list[index]?.ownersLowestRarities ?? [],
    ),
  }))
}
