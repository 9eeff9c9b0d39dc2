import type { AccentTable } from '#app/domain/search.ts'
import { type CompiledQuery, compileSearchQuery } from '#app/domain/search.ts'
import { filterSkills, type SkillFilters } from '#app/domain/skill-table.ts'
import { shiftVersion, type Version } from '#app/domain/version.ts'
import type { SkillSearch } from './skill-search.ts'

// Accented queries match the names as written; accent-free ones match searchName.
const NO_ACCENTS: AccentTable = {}

const HALL_VERSION_STEPS = { previous: -1, current: 0, next: 1 } as const

export function compileSkillQuery(
  query: string,
  mode: SkillSearch['nameMode'],
): CompiledQuery | null {
  if (query.trim() === '') return null
  return compileSearchQuery(query, { mode, accents: NO_ACCENTS })
}

/** The hall's version the filter uses: the newest skill version, shifted as chosen. */
export function getHallVersion(
  newestVersion: Version | null,
  choice: SkillSearch['hallOfFormsVersion'],
): Version | null {
  return newestVersion === null ? null : shiftVersion(newestVersion, HALL_VERSION_STEPS[choice])
}

/** The domain's filters from the page's URL state. */
export function toSkillFilters(
  search: SkillSearch,
  context: {
    readonly newestVersion: Version | null
    readonly descriptions: ReadonlyMap<string, string> | null
  },
): SkillFilters {
  const name = compileSkillQuery(search.name, search.nameMode)
  const description = compileSkillQuery(search.description, search.descriptionMode)
  return {
    namePattern: name?.ok ? name.pattern : null,
    descriptionPattern: description?.ok ? description.pattern : null,
    descriptions: context.descriptions,
    availability: search.availability,
    hallOfForms: {
      chamber: search.hallOfForms,
      version: getHallVersion(context.newestVersion, search.hallOfFormsVersion),
    },
    isMax: search.isMax,
    isExclusive: search.isExclusive,
    isArcane: search.isArcane,
    slots: search.slots,
    weapons: search.weapons,
    inheritMoves: search.inheritMoves,
    inheritWeapons: search.inheritWeapons,
    moveMode: search.moveMode,
    weaponMode: search.weaponMode,
    ranges: search.ranges,
    preInheritance: search.preInheritance,
  }
}

export function filterSkillRows<Row extends Parameters<typeof filterSkills>[0][number]>(
  rows: readonly Row[],
  search: SkillSearch,
  context: Parameters<typeof toSkillFilters>[1],
): readonly Row[] {
  return filterSkills(rows, toSkillFilters(search, context))
}
