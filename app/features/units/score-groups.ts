import type { HeroId } from '#app/domain/hero.ts'
import {
  compareForScoreGroup,
  groupByMaxScore,
  type ScoreGroup,
} from '#app/domain/max-score-groups.ts'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'
import {
  type HeroList,
  type HeroPageData,
  type HeroTableSource,
  NO_OWNED_HEROES,
  readSourceList,
  selectHeroes,
} from './hero-list.ts'
import type { HeroSearch } from './hero-search.ts'

/** Heroes drawn per group before "Show all": keeps the page under 1000 portraits (spec §9). */
export const GROUP_PREVIEW = 48
/** The groups the server draws; the browser draws the rest once every row has arrived. */
export const INITIAL_GROUPS = 2

/** /units-maximum-scores' data: a heroes page, and the size of each group the server drew. */
export type ScoreGroupsData = HeroPageData & {
  readonly initialGroupSizes: Readonly<Record<number, number>>
}

/** The heroes the filters keep, sorted by the three chosen keys and grouped by maximum score. */
export function selectScoreGroups(
  list: HeroList,
  search: HeroSearch,
  ownedHeroIds: ReadonlySet<HeroId>,
): { groups: readonly ScoreGroup<HeroListRow>[]; matched: number } {
  const { rows } = selectHeroes(list, { ...search, sorts: [] }, ownedHeroIds)
  // Each row's keys are read once: the comparator runs some 15,000 times for every hero.
  const keyed = rows.map((row) => ({
    row,
    moveType: row.moveType,
    weaponType: row.weaponType,
    sortName: list.sortNameOf(row),
  }))
  keyed.sort((a, b) => {
    for (const sort of search.scoreSorts) {
      const result = compareForScoreGroup(sort.key, a, b)
      if (result !== 0) return sort.direction === 'asc' ? result : -result
    }
    return 0
  })
  const sorted = keyed.map((entry) => entry.row)
  return { groups: groupByMaxScore(sorted), matched: rows.length }
}

/** The server's view: the first groups' previews, their full sizes and the counts. */
export function selectScoreGroupsPage(
  source: HeroTableSource,
  search: HeroSearch,
): ScoreGroupsData {
  const list = readSourceList(source)
  const { groups, matched } = selectScoreGroups(list, search, NO_OWNED_HEROES)
  const drawn = groups.slice(0, INITIAL_GROUPS)
  return {
    payloadUrl: source.payloadUrl,
    accentsJson: source.accentsJson,
    initialRowsJson: JSON.stringify(drawn.flatMap((group) => group.heroes.slice(0, GROUP_PREVIEW))),
    initialMatched: matched,
    initialGroupSizes: Object.fromEntries(drawn.map((group) => [group.score, group.heroes.length])),
    total: list.rows.length,
  }
}
