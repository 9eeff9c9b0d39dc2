import type { HeroId } from '#app/domain/hero.ts'
import { createHeroMatcher, type HeroMatcher } from '#app/domain/hero-matcher.ts'
import { type AccentTable, compareKeys, foldText } from '#app/domain/search.ts'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'
import type { PayloadState } from '#app/payloads/payload-cache.ts'
import type { PlannerHero } from '#app/payloads/planner-data.ts'
import type { HeroNumbers } from '#app/storage/barracks-link.ts'

/** What the route sends, then (in the browser) every hero. */
export type BarracksPageData = {
  /** The heroes list payload (`Columnar<HeroListRow>`). */
  readonly heroesUrl: string
  readonly accents: AccentTable
  /** For the first paint, before the heroes arrive. */
  readonly heroCount: number
  /** Absent while the page hydrates; null when the barracks was empty (asked for on a focus). */
  readonly heroes?: PayloadState<BarracksHeroes> | null
}

/** The heroes as the barracks names, matches, links and picks them (data only: a route's loader data). */
export type BarracksHeroes = {
  readonly rows: readonly HeroListRow[]
  readonly byId: ReadonlyMap<HeroId, HeroListRow>
  /** Every hero by name, for the one-hero picker. */
  readonly pickable: readonly PlannerHero[]
  readonly accents: AccentTable
  readonly matcher: HeroMatcher
  readonly byNumber: ReadonlyMap<number, HeroId>
}

export function fullNameOf(hero: Pick<HeroListRow, 'name' | 'title'>): string {
  return `${hero.name}: ${hero.title}`
}

function toPickable(rows: readonly HeroListRow[]): readonly PlannerHero[] {
  return rows
    .map((row) => ({ key: foldText(fullNameOf(row)), row }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .map(({ row }) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      title: row.title,
      fullName: fullNameOf(row),
      weaponType: row.weaponType,
      moveType: row.moveType,
      rating: row.rating,
      portrait: row.portrait,
      maxDragonflowers: row.maxDragonflowers,
      superboons: row.superboons,
      superbanes: row.superbanes,
    }))
}

/** The barracks' heroes from decoded rows (pure). */
export function createBarracksHeroes(
  rows: readonly HeroListRow[],
  accents: AccentTable,
): BarracksHeroes {
  const byId = new Map(rows.map((row) => [row.id, row]))
  const byNumber = new Map(rows.map((row) => [row.heroNumber, row.id]))
  return {
    rows,
    byId,
    pickable: toPickable(rows),
    accents,
    matcher: createHeroMatcher(rows, accents),
    byNumber,
  }
}

/** A hero's "Name: Title" by id; undefined for a hero this data does not know. */
export function heroName(heroes: BarracksHeroes, heroId: HeroId): string | undefined {
  const row = heroes.byId.get(heroId)
  return row && fullNameOf(row)
}

/** Game numbers both ways, for the share link's codec. */
export function heroNumbers(heroes: BarracksHeroes): HeroNumbers {
  return {
    numberOf: (heroId) => heroes.byId.get(heroId)?.heroNumber,
    heroOf: (heroNumber) => heroes.byNumber.get(heroNumber),
  }
}
