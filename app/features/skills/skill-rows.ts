import type { SkillTableRow } from '#app/domain/skill-table.ts'
import {
  type Columnar,
  type PackedSlug,
  readColumns,
  readSkillSlug,
  type SkillListRow,
} from '#app/payloads/dataset-payloads.ts'

/** A row of the skills table: what the domain filters on, plus the list's own links. */
export type SkillRow = SkillTableRow & {
  readonly slug: string
  readonly refineKind: SkillListRow['refineKind']
  readonly hasDescription: boolean
  readonly downgradeRows: readonly number[]
}

/** Decodes the columnar skills payload into table rows, resolving prerequisites' pools. */
export function decodeSkillRows(payload: Columnar<PackedSlug<SkillListRow>>): readonly SkillRow[] {
  const at = readColumns(payload)
  return Array.from({ length: payload.count }, (_, index) => ({
    id: at('id', index),
    slug: readSkillSlug(at, index),
    name: at('name', index),
    // A build from before the field existed has none.
    searchName: at('searchName', index) ?? null,
    category: at('category', index),
    weapon: at('weapon', index),
    refineKind: at('refineKind', index),
    isExclusive: at('isExclusive', index),
    isArcane: at('isArcane', index),
    isMax: at('isMax', index),
    sp: at('sp', index),
    cooldown: at('cooldown', index),
    might: at('might', index),
    range: at('range', index),
    tier: at('tier', index),
    effectiveness: at('effectiveness', index),
    restrictions: at('restrictions', index),
    releaseDate: at('releaseDate', index),
    version: at('version', index),
    rating: at('rating', index),
    grade: at('grade', index),
    ownersLowestRarities: at('ownersLowestRarities', index),
    ownerCount: at('ownerCount', index),
    hasDescription: at('hasDescription', index),
    downgradeRows: at('downgradeRows', index),
    downgradesLowestRarities: at('downgradeRows', index).flatMap((row) =>
      row < payload.count ? at('ownersLowestRarities', row) : [],
    ),
  }))
}
