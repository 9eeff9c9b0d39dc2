import type {
  PeelerHeroRow,
  PeelerLinkRow,
  PeelerSkillRow,
} from '#app/payloads/dataset-payloads.ts'
import type { PeelerSearch } from './peeler-search.ts'

/** The peeler payload's rows, decoded from their columns. */
export type PeelerRows = {
  readonly heroes: readonly PeelerHeroRow[]
  readonly skills: readonly PeelerSkillRow[]
  readonly links: readonly PeelerLinkRow[]
}

/**
 * The rows one URL's views are drawn from, so a shared link (`?name=Distant Counter`) shows its
 * donors from the server's page, before and without the whole payload (issue 27: about 110 kB
 * of it). The donors view needs every skill of that name (a sword and a tome may share one; the
 * page keeps the first), their lower tiers, whoever holds any of them, and the target with its
 * links to those tiers; the gives view, the peeled hero's skills with their lower tiers and
 * everyone else holding them (its verdicts compare donors). A slice holds no skill's upgrades,
 * which these views do not show. Null when the URL names nothing, or shows the player's
 * barracks (its fodder reads the whole skill tree, in the browser).
 */
export function slicePeelerRows(rows: PeelerRows, search: PeelerSearch): PeelerRows | null {
  if (search.isBarracksShown) return null
  const heroRowOf = new Map(rows.heroes.map((hero, index) => [hero.id as string, index]))
  const skillRows = new Set<number>()
  const addWithLowerTiers = (skillRow: number) => {
    if (skillRows.has(skillRow)) return
    skillRows.add(skillRow)
    for (const downgrade of rows.skills[skillRow]?.downgradeRows ?? []) addWithLowerTiers(downgrade)
  }
  const namedHero = search.view === 'gives' ? search.peelId : search.targetId
  const namedHeroRow = namedHero === null ? undefined : heroRowOf.get(namedHero)
  if (search.view === 'gives') {
    if (search.peelId === null) return null
    for (const link of rows.links)
      if (link.heroRow === namedHeroRow) addWithLowerTiers(link.skillRow)
  } else {
    if (search.names.length === 0 && search.targetId === null) return null
    const names = new Set(search.names)
    rows.skills.forEach((skill, index) => {
      if (names.has(skill.name)) addWithLowerTiers(index)
    })
  }
  const heroRows = new Set<number>(namedHeroRow === undefined ? [] : [namedHeroRow])
  for (const link of rows.links) if (skillRows.has(link.skillRow)) heroRows.add(link.heroRow)
  return pickRows(rows, [...heroRows].sort(byNumber), [...skillRows].sort(byNumber))
}

const byNumber = (a: number, b: number) => a - b

/** The chosen rows in payload order, their references renumbered. */
function pickRows(
  rows: PeelerRows,
  heroRows: readonly number[],
  skillRows: readonly number[],
): PeelerRows {
  const newHeroRow = new Map(heroRows.map((row, index) => [row, index]))
  const newSkillRow = new Map(skillRows.map((row, index) => [row, index]))
  return {
    heroes: heroRows.flatMap((row) => rows.heroes[row] ?? []),
    skills: skillRows.flatMap((row) => {
      const skill = rows.skills[row]
      if (!skill) return []
      return [
        {
          ...skill,
          downgradeRows: skill.downgradeRows.flatMap(
            (downgrade) => newSkillRow.get(downgrade) ?? [],
          ),
        },
      ]
    }),
    links: rows.links.flatMap((link) => {
      const heroRow = newHeroRow.get(link.heroRow)
      const skillRow = newSkillRow.get(link.skillRow)
      return heroRow === undefined || skillRow === undefined ? [] : [{ ...link, heroRow, skillRow }]
    }),
  }
}

/** A slice and what it was cut for. */
export type PeelerSlice = { readonly key: string; readonly rows: PeelerRows }

/** What a slice serves: the views' skills and hero, without the barracks (the order aside). */
export function peelerSliceKey(search: PeelerSearch): string {
  return JSON.stringify(
    search.view === 'gives'
      ? ['gives', search.peelId, search.isBarracksShown]
      : ['donors', search.names, search.targetId, search.isBarracksShown],
  )
}
