import {
  type AvailabilityCategory,
  calculateAvailabilitySortScore,
  type LowestRarities,
  listAvailabilityCategories,
  NOT_AVAILABLE_SORT_SCORE,
} from './availability.ts'
import { checkHallOfFormsEligibility } from './hall-of-forms.ts'
import { MOVE_TYPES, type MoveType } from './hero.ts'
import {
  type InheritorFilter,
  isMoveTypeAllowed,
  isWeaponTypeAllowed,
  matchesInheritorFilter,
} from './inheritance.ts'
import { getSkillSortName, type SearchPattern } from './search.ts'
import {
  EFFECTIVENESS,
  type Effectiveness,
  GRADES,
  type Grade,
  SKILL_CATEGORIES,
  type SkillCategory,
  type SkillId,
  type SkillRestrictions,
} from './skill.ts'
import { toSortableVersion, type Version } from './version.ts'
import {
  isWeaponTypeSelected,
  WEAPON_TYPES,
  type WeaponSelector,
  type WeaponType,
} from './weapon.ts'

/** What the skills table shows and filters on, one row per skill (refines included). */
export type SkillTableRow = {
  readonly id: string
  readonly name: string
  /** The name with accents spelled out, when it differs ("Hríd" → "Hrid"). */
  readonly searchName: string | null
  readonly category: SkillCategory
  readonly weapon: WeaponSelector | null
  readonly isExclusive: boolean
  readonly isArcane: boolean
  readonly isMax: boolean
  readonly sp: number | null
  readonly cooldown: number | null
  readonly might: number | null
  readonly range: number | null
  readonly tier: number
  readonly effectiveness: readonly Effectiveness[]
  readonly restrictions: SkillRestrictions | null
  readonly releaseDate: string | null
  readonly version: Version | null
  readonly rating: string | null
  readonly grade: Grade | null
  readonly ownersLowestRarities: LowestRarities
  readonly ownerCount: number
  /** The direct prerequisites' owners' lowest rarities (pre-inheritance). */
  readonly downgradesLowestRarities: readonly LowestRarities[]
}

/** The skills filter's weapon buttons (reference §2.14 #6, #7), each a set of weapon types. */
export const WEAPON_BUTTONS = [
  'sword',
  'lance',
  'axe',
  'staff',
  'redTome',
  'blueTome',
  'greenTome',
  'colorlessTome',
  'bow',
  'dagger',
  'breath',
  'beast',
] as const
export type WeaponButton = (typeof WEAPON_BUTTONS)[number]

const WEAPON_BUTTON_TYPES: Readonly<Record<WeaponButton, readonly WeaponType[]>> = {
  sword: ['redSword'],
  lance: ['blueLance'],
  axe: ['greenAxe'],
  staff: ['colorlessStaff'],
  redTome: ['redTome'],
  blueTome: ['blueTome'],
  greenTome: ['greenTome'],
  colorlessTome: ['colorlessTome'],
  bow: WEAPON_TYPES.filter((type) => type.endsWith('Bow')),
  dagger: WEAPON_TYPES.filter((type) => type.endsWith('Dagger')),
  breath: WEAPON_TYPES.filter((type) => type.endsWith('Breath')),
  beast: WEAPON_TYPES.filter((type) => type.endsWith('Beast')),
}

export function listWeaponButtonTypes(button: WeaponButton): readonly WeaponType[] {
  return WEAPON_BUTTON_TYPES[button]
}

/** The numeric columns the filter panel offers a range for (reference §2.14 #8). */
export const RANGE_FIELDS = ['tier', 'sp', 'cooldown', 'might', 'range'] as const
export type RangeField = (typeof RANGE_FIELDS)[number]
export type NumberRange = { readonly min: number; readonly max: number }

/** The bounds of each range filter: a range at its bounds filters nothing. */
export const RANGE_BOUNDS: Readonly<Record<RangeField, NumberRange>> = {
  tier: { min: 1, max: 4 },
  sp: { min: 0, max: 500 },
  cooldown: { min: 0, max: 6 },
  might: { min: 0, max: 26 },
  range: { min: 0, max: 3 },
}

export const TRI_STATES = ['any', 'yes', 'no'] as const
export type TriState = (typeof TRI_STATES)[number]
export type HallOfFormsChamber = 'none' | '13-20' | '21-24' | '25'

export type SkillFilters = {
  /** A compiled name search; null when none is active. */
  readonly namePattern: SearchPattern | null
  /** A compiled description search and the descriptions it reads; null when none. */
  readonly descriptionPattern: SearchPattern | null
  readonly descriptions: ReadonlyMap<string, string> | null
  readonly availability: readonly AvailabilityCategory[]
  readonly hallOfForms: { readonly chamber: HallOfFormsChamber; readonly version: Version | null }
  readonly isMax: TriState
  readonly isExclusive: TriState
  readonly isArcane: TriState
  readonly slots: readonly SkillCategory[]
  readonly weapons: readonly WeaponButton[]
  readonly inheritMoves: readonly MoveType[]
  readonly inheritWeapons: readonly WeaponButton[]
  readonly moveMode: 'union' | 'intersection'
  readonly weaponMode: 'union' | 'intersection'
  readonly ranges: Readonly<Partial<Record<RangeField, NumberRange>>>
  readonly preInheritance: readonly AvailabilityCategory[]
}

export const NO_SKILL_FILTERS: SkillFilters = {
  namePattern: null,
  descriptionPattern: null,
  descriptions: null,
  availability: [],
  hallOfForms: { chamber: 'none', version: null },
  isMax: 'any',
  isExclusive: 'any',
  isArcane: 'any',
  slots: [],
  weapons: [],
  inheritMoves: [],
  inheritWeapons: [],
  moveMode: 'union',
  weaponMode: 'union',
  ranges: {},
  preInheritance: [],
}

function matchesTriState(value: boolean, state: TriState): boolean {
  return state === 'any' || (state === 'yes') === value
}

const CHAMBER_NUMBERS: Readonly<Record<Exclude<HallOfFormsChamber, 'none'>, number>> = {
  '13-20': 13,
  '21-24': 21,
  '25': 25,
}

function matchesAvailability(
  lowestRarities: LowestRarities,
  categories: readonly AvailabilityCategory[],
): boolean {
  return listAvailabilityCategories(lowestRarities).some((category) =>
    categories.includes(category),
  )
}

/** A range at its bounds filters nothing; otherwise a skill without the stat fails (§2.14 #8). */
function matchesRange(value: number | null, field: RangeField, range: NumberRange): boolean {
  const bounds = RANGE_BOUNDS[field]
  if (range.min <= bounds.min && range.max >= bounds.max) return true
  return value !== null && value >= range.min && value <= range.max
}

/**
 * Whether a skill passes every active filter of the skills page (reference §2.14). Slots
 * and weapon buttons form one OR-group; "who can inherit" excludes exclusive skills.
 */
export function matchesSkillFilters(row: SkillTableRow, filters: SkillFilters): boolean {
  if (filters.namePattern) {
    const pattern = filters.namePattern
    if (!pattern.test(row.name) && !(row.searchName !== null && pattern.test(row.searchName))) {
      return false
    }
  }
  if (filters.descriptionPattern && filters.descriptions) {
    const text = filters.descriptions.get(row.id)
    if (text === undefined || !filters.descriptionPattern.test(text)) return false
  }
  if (
    filters.availability.length > 0 &&
    !matchesAvailability(row.ownersLowestRarities, filters.availability)
  ) {
    return false
  }
  if (filters.hallOfForms.chamber !== 'none' && filters.hallOfForms.version !== null) {
    const eligibility = checkHallOfFormsEligibility(
      {
        category: row.category,
        isExclusive: row.isExclusive,
        // The rule only asks whether upgrades exist: a MAX skill has none.
        upgradeIds: row.isMax ? [] : [row.id as SkillId],
        version: row.version,
        sp: row.sp,
      },
      {
        chamber: CHAMBER_NUMBERS[filters.hallOfForms.chamber],
        version: filters.hallOfForms.version,
      },
    )
    if (!eligibility.isEligible) return false
  }
  if (!matchesTriState(row.isMax, filters.isMax)) return false
  if (!matchesTriState(row.isExclusive, filters.isExclusive)) return false
  if (!matchesTriState(row.isArcane, filters.isArcane)) return false
  if (filters.slots.length > 0 || filters.weapons.length > 0) {
    const weapon = row.weapon
    const isSlotSelected = filters.slots.includes(row.category)
    const isWeaponSelected =
      weapon !== null &&
      filters.weapons.some((button) =>
        WEAPON_BUTTON_TYPES[button].some((type) => isWeaponTypeSelected(type, weapon)),
      )
    if (!isSlotSelected && !isWeaponSelected) return false
  }
  if (filters.inheritMoves.length > 0 || filters.inheritWeapons.length > 0) {
    const inheritorFilter: InheritorFilter = {
      moveTypes: filters.inheritMoves,
      weaponTypeGroups: filters.inheritWeapons.map((button) => WEAPON_BUTTON_TYPES[button]),
      moveMode: filters.moveMode,
      weaponMode: filters.weaponMode,
    }
    if (!matchesInheritorFilter(row, inheritorFilter)) return false
  }
  for (const field of RANGE_FIELDS) {
    const range = filters.ranges[field]
    if (range && !matchesRange(row[field], field, range)) return false
  }
  if (
    filters.preInheritance.length > 0 &&
    !row.downgradesLowestRarities.some((rarities) =>
      matchesAvailability(rarities, filters.preInheritance),
    )
  ) {
    return false
  }
  return true
}

export function filterSkills<Row extends SkillTableRow>(
  rows: readonly Row[],
  filters: SkillFilters,
): readonly Row[] {
  return rows.filter((row) => matchesSkillFilters(row, filters))
}

/** Every sortable column of the skills table (reference §2.6, plus "can use" and effectiveness). */
export const SKILL_SORT_KEYS = [
  'name',
  'releaseDate',
  'version',
  'slot',
  'exclusive',
  'max',
  'sp',
  'cooldown',
  'tier',
  'might',
  'range',
  'effectiveness',
  'rating',
  'grade',
  'description',
  'canUse',
  'owners',
  'availability',
  'preInheritance',
] as const
export type SkillSortKey = (typeof SKILL_SORT_KEYS)[number]
export type SkillSort = { readonly key: SkillSortKey; readonly isDescending: boolean }

/**
 * How many of the 96 move × weapon type pairs may use a skill: the "can use" sort key (fixes
 * reference bug §7.2 #11). Exclusive skills and pseudo-skills count 0: only owners use them.
 */
export function countAllowedInheritors(
  skill: Pick<SkillTableRow, 'isExclusive' | 'restrictions'>,
): number {
  if (skill.isExclusive || skill.restrictions === null) return 0
  const { moves, weapons } = skill.restrictions
  const moveCount = MOVE_TYPES.filter((moveType) => isMoveTypeAllowed(moves, moveType)).length
  const weaponCount = WEAPON_TYPES.filter((type) => isWeaponTypeAllowed(weapons, type)).length
  return moveCount * weaponCount
}

/**
 * The effectiveness sort key (fixes reference bug §7.2 #11): "all" first, then more
 * effectivenesses, then by the first one in the game's order. Null when it has none.
 */
export function getEffectivenessSortKey(effectiveness: readonly Effectiveness[]): string | null {
  if (effectiveness.length === 0) return null
  if (effectiveness.includes('all')) return '0'
  const indexes = effectiveness
    .map((entry) => EFFECTIVENESS.indexOf(entry))
    .sort((a, b) => a - b)
    .map((index) => String(index).padStart(2, '0'))
  return `${String(99 - effectiveness.length).padStart(2, '0')}${indexes.join('')}`
}

/** Game8 grades best first (SS > S > A > B > C); null when the skill has none. */
function gradeRank(grade: Grade | null): number | null {
  return grade === null ? null : GRADES.indexOf(grade)
}

type SortValue = number | string | boolean | null

function sortValue(
  row: SkillTableRow,
  key: SkillSortKey,
  descriptions: ReadonlyMap<string, string> | null,
): SortValue {
  switch (key) {
    case 'name':
      return getSkillSortName(row.name)
    case 'releaseDate':
      return row.releaseDate
    case 'version':
      return row.version === null ? null : toSortableVersion(row.version)
    case 'slot':
      return SKILL_CATEGORIES.indexOf(row.category)
    case 'exclusive':
      return row.isExclusive
    case 'max':
      return row.isMax
    case 'sp':
    case 'cooldown':
    case 'tier':
    case 'might':
    case 'range':
      return row[key]
    case 'effectiveness':
      return getEffectivenessSortKey(row.effectiveness)
    case 'rating': {
      const rating = row.rating === null ? Number.NaN : Number.parseFloat(row.rating)
      return Number.isNaN(rating) ? null : rating
    }
    case 'grade':
      return gradeRank(row.grade)
    case 'description':
      return descriptions?.get(row.id)?.toLowerCase() ?? null
    case 'canUse':
      return countAllowedInheritors(row)
    case 'owners':
      return row.ownerCount
    case 'availability': {
      const score = calculateAvailabilitySortScore(row.ownersLowestRarities)
      return score === NOT_AVAILABLE_SORT_SCORE ? null : score
    }
    case 'preInheritance': {
      const scores = row.downgradesLowestRarities
        .map(calculateAvailabilitySortScore)
        .filter((score) => score !== NOT_AVAILABLE_SORT_SCORE)
      return scores.length === 0 ? null : Math.min(...scores)
    }
    default: {
      const unknown: never = key
      throw new Error(`Unknown sort key ${String(unknown)}`)
    }
  }
}

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0
  return Number(a) - Number(b)
}

/**
 * Sorts by several columns, the first deciding; a missing value (no SP, no rating) goes
 * last whichever the direction; ties keep the data's order.
 */
export function sortSkills<Row extends SkillTableRow>(
  rows: readonly Row[],
  sorts: readonly SkillSort[],
  descriptions: ReadonlyMap<string, string> | null = null,
): readonly Row[] {
  if (sorts.length === 0) return rows
  const keyed = rows.map((row, index) => ({
    row,
    index,
    values: sorts.map((sort) => sortValue(row, sort.key, descriptions)),
  }))
  // An indexed loop: the comparator runs some 80,000 times for 6,000 skills.
  const directions = sorts.map((sort) => (sort.isDescending ? -1 : 1))
  keyed.sort((left, right) => {
    for (let position = 0; position < directions.length; position++) {
      const a = left.values[position] ?? null
      const b = right.values[position] ?? null
      if (a === null || b === null) {
        if (a === b) continue
        return a === null ? 1 : -1
      }
      const order = compareValues(a, b)
      if (order !== 0) return order * (directions[position] ?? 1)
    }
    return left.index - right.index
  })
  return keyed.map((entry) => entry.row)
}
