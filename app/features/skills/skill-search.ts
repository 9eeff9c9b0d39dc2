import type { ShouldRevalidateFunctionArgs } from 'react-router'
import * as v from 'valibot'
import { AVAILABILITY_CATEGORIES, type AvailabilityCategory } from '#app/domain/availability.ts'
import { MOVE_TYPES, type MoveType } from '#app/domain/hero.ts'
import type { SearchMode } from '#app/domain/search.ts'
import { SKILL_CATEGORIES, type SkillCategory } from '#app/domain/skill.ts'
import {
  type HallOfFormsChamber,
  type NumberRange,
  RANGE_BOUNDS,
  RANGE_FIELDS,
  type RangeField,
  SKILL_SORT_KEYS,
  type SkillSort,
  type SkillSortKey,
  TRI_STATES,
  type TriState,
  WEAPON_BUTTONS,
  type WeaponButton,
} from '#app/domain/skill-table.ts'
import { parseOncePerSearch } from '#app/lib/parse-once.ts'
import { revalidateOnPathOrRetry } from '#app/lib/revalidation.ts'

/** The optional columns of the skills table, in display order; the icon and name always show. */
export const SKILL_COLUMNS = SKILL_SORT_KEYS.filter(
  (key): key is Exclude<SkillSortKey, 'name'> => key !== 'name',
)
export type SkillColumn = (typeof SKILL_COLUMNS)[number]

/** Spec §9: page sizes, plus the virtual list of every row. */
export const PAGE_SIZES = [10, 25, 50, 100, 'all'] as const
export type PageSize = (typeof PAGE_SIZES)[number]

export const HALL_OF_FORMS_CHAMBERS = ['13-20', '21-24', '25'] as const
/** The hall's version relative to the newest skill version (reference §2.14 #4). */
export const HALL_OF_FORMS_VERSIONS = ['previous', 'current', 'next'] as const
export type HallOfFormsVersion = (typeof HALL_OF_FORMS_VERSIONS)[number]
export const COMBINE_MODES = ['union', 'intersection'] as const
export type CombineMode = (typeof COMBINE_MODES)[number]

export type SkillSearch = {
  readonly name: string
  readonly nameMode: SearchMode
  readonly description: string
  readonly descriptionMode: SearchMode
  readonly availability: readonly AvailabilityCategory[]
  readonly hallOfForms: HallOfFormsChamber
  readonly hallOfFormsVersion: HallOfFormsVersion
  readonly isMax: TriState
  readonly isExclusive: TriState
  readonly isArcane: TriState
  readonly slots: readonly SkillCategory[]
  readonly weapons: readonly WeaponButton[]
  readonly inheritMoves: readonly MoveType[]
  readonly inheritWeapons: readonly WeaponButton[]
  readonly moveMode: CombineMode
  readonly weaponMode: CombineMode
  readonly ranges: Readonly<Partial<Record<RangeField, NumberRange>>>
  readonly preInheritance: readonly AvailabilityCategory[]
  readonly sort: readonly SkillSort[]
  readonly columns: readonly SkillColumn[]
  readonly pageSize: PageSize
  readonly page: number
}

export const SKILL_SEARCH_DEFAULTS: SkillSearch = {
  name: '',
  nameMode: 'text',
  description: '',
  descriptionMode: 'text',
  availability: [],
  hallOfForms: 'none',
  hallOfFormsVersion: 'current',
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
  sort: [{ key: 'releaseDate', isDescending: true }],
  columns: ['sp', 'canUse', 'availability'],
  pageSize: 25,
  page: 1,
}

/** Short URL keys of the range filters. */
const RANGE_KEYS: Readonly<Record<RangeField, string>> = {
  tier: 'tier',
  sp: 'sp',
  cooldown: 'cd',
  might: 'might',
  range: 'range',
}

const text = v.fallback(v.string(), '')

function listSchema<Value extends string>(values: readonly Value[]) {
  return v.pipe(
    text,
    v.transform((input): Value[] => {
      const parts = input.split(',').filter((part): part is Value => values.includes(part as Value))
      return values.filter((value) => parts.includes(value))
    }),
  )
}

function choiceSchema<Value extends string>(values: readonly Value[], fallback: Value) {
  return v.fallback(v.picklist(values), fallback)
}

const flagSchema = v.pipe(
  text,
  v.transform((input): SearchMode => (input === '1' ? 'regularExpression' : 'text')),
)

const rangeSchema = (field: RangeField) =>
  v.pipe(
    text,
    v.transform((input): NumberRange | null => {
      const match = /^(\d+)-(\d+)$/.exec(input)
      if (!match) return null
      const bounds = RANGE_BOUNDS[field]
      const min = Math.max(bounds.min, Number(match[1]))
      const max = Math.min(bounds.max, Number(match[2]))
      if (min > max || (min === bounds.min && max === bounds.max)) return null
      return { min, max }
    }),
  )

const sortSchema = v.pipe(
  text,
  v.transform((input): SkillSort[] | null => {
    if (input === '') return null
    const sorts: SkillSort[] = []
    for (const part of input.split(',')) {
      const isDescending = part.startsWith('-')
      const key = (isDescending ? part.slice(1) : part) as SkillSortKey
      if (!SKILL_SORT_KEYS.includes(key) || sorts.some((sort) => sort.key === key)) continue
      sorts.push({ key, isDescending })
    }
    return sorts.length === 0 ? null : sorts
  }),
)

// Absent means the default columns; present but empty means none.
const NO_COLUMNS_PARAM = '\u0000'
const columnsSchema = v.pipe(
  text,
  v.transform((input): SkillColumn[] | null => {
    if (input === NO_COLUMNS_PARAM) return null
    const parts = input.split(',')
    return SKILL_COLUMNS.filter((column) => parts.includes(column))
  }),
)

const pageSizeSchema = v.pipe(
  text,
  v.transform((input): PageSize => {
    if (input === 'all') return 'all'
    const size = Number(input)
    return PAGE_SIZES.find((candidate) => candidate === size) ?? SKILL_SEARCH_DEFAULTS.pageSize
  }),
)

const pageSchema = v.pipe(
  text,
  v.transform((input): number => {
    const page = Number(input)
    return Number.isInteger(page) && page >= 1 ? page : 1
  }),
)

/** One schema for the skills page's URL: every key falls back to its default alone. */
export const SkillSearchParamsSchema = v.object({
  name: text,
  nameRe: flagSchema,
  desc: text,
  descRe: flagSchema,
  avail: listSchema(AVAILABILITY_CATEGORIES),
  hof: choiceSchema(['none', ...HALL_OF_FORMS_CHAMBERS] as const, 'none'),
  hofVersion: choiceSchema(HALL_OF_FORMS_VERSIONS, 'current'),
  max: choiceSchema(TRI_STATES, 'any'),
  prf: choiceSchema(TRI_STATES, 'any'),
  arcane: choiceSchema(TRI_STATES, 'any'),
  slots: listSchema(SKILL_CATEGORIES),
  weapons: listSchema(WEAPON_BUTTONS),
  moves: listSchema(MOVE_TYPES),
  inherit: listSchema(WEAPON_BUTTONS),
  moveMode: choiceSchema(COMBINE_MODES, 'union'),
  weaponMode: choiceSchema(COMBINE_MODES, 'union'),
  tier: rangeSchema('tier'),
  sp: rangeSchema('sp'),
  cd: rangeSchema('cooldown'),
  might: rangeSchema('might'),
  range: rangeSchema('range'),
  pre: listSchema(AVAILABILITY_CATEGORIES),
  sort: sortSchema,
  cols: columnsSchema,
  size: pageSizeSchema,
  page: pageSchema,
})

function parseSkillSearchParams(params: URLSearchParams): SkillSearch {
  const input: Record<string, string> = {}
  for (const key of Object.keys(SkillSearchParamsSchema.entries)) {
    // Every key present: valibot runs a key's transform only when the key is there.
    input[key] = params.get(key) ?? (key === 'cols' ? NO_COLUMNS_PARAM : '')
  }
  const parsed = v.parse(SkillSearchParamsSchema, input)
  const ranges: Partial<Record<RangeField, NumberRange>> = {}
  for (const field of RANGE_FIELDS) {
    const range = parsed[RANGE_KEYS[field] as 'tier']
    if (range) ranges[field] = range
  }
  return {
    name: parsed.name,
    nameMode: parsed.nameRe,
    description: parsed.desc,
    descriptionMode: parsed.descRe,
    availability: parsed.avail,
    hallOfForms: parsed.hof,
    hallOfFormsVersion: parsed.hofVersion,
    isMax: parsed.max,
    isExclusive: parsed.prf,
    isArcane: parsed.arcane,
    slots: parsed.slots,
    weapons: parsed.weapons,
    inheritMoves: parsed.moves,
    inheritWeapons: parsed.inherit,
    moveMode: parsed.moveMode,
    weaponMode: parsed.weaponMode,
    ranges,
    preInheritance: parsed.pre,
    sort: parsed.sort ?? SKILL_SEARCH_DEFAULTS.sort,
    columns: parsed.cols ?? SKILL_SEARCH_DEFAULTS.columns,
    pageSize: parsed.size,
    page: parsed.page,
  }
}

/**
 * The skills page's state from its URL; an unknown or invalid value means its default.
 * Parsed once per search text (parse-once.ts): a render reads it in several places.
 */
export const parseSkillSearch = parseOncePerSearch(parseSkillSearchParams)

function formatSort(sort: readonly SkillSort[]): string {
  return sort.map((entry) => (entry.isDescending ? '-' : '') + entry.key).join(',')
}

/** The URL of a skills view: defaults omitted, keys in a fixed order, so one view has one URL. */
export function toSearchParams(search: SkillSearch): URLSearchParams {
  const params = new URLSearchParams()
  const defaults = SKILL_SEARCH_DEFAULTS
  const setList = (key: string, values: readonly string[]) => {
    if (values.length > 0) params.set(key, values.join(','))
  }
  if (search.name !== '') params.set('name', search.name)
  if (search.nameMode === 'regularExpression') params.set('nameRe', '1')
  if (search.description !== '') params.set('desc', search.description)
  if (search.descriptionMode === 'regularExpression') params.set('descRe', '1')
  setList('avail', search.availability)
  if (search.hallOfForms !== 'none') params.set('hof', search.hallOfForms)
  if (search.hallOfFormsVersion !== 'current') params.set('hofVersion', search.hallOfFormsVersion)
  if (search.isMax !== 'any') params.set('max', search.isMax)
  if (search.isExclusive !== 'any') params.set('prf', search.isExclusive)
  if (search.isArcane !== 'any') params.set('arcane', search.isArcane)
  setList('slots', search.slots)
  setList('weapons', search.weapons)
  setList('moves', search.inheritMoves)
  setList('inherit', search.inheritWeapons)
  if (search.moveMode !== 'union') params.set('moveMode', search.moveMode)
  if (search.weaponMode !== 'union') params.set('weaponMode', search.weaponMode)
  for (const field of RANGE_FIELDS) {
    const range = search.ranges[field]
    const bounds = RANGE_BOUNDS[field]
    if (range && (range.min !== bounds.min || range.max !== bounds.max)) {
      params.set(RANGE_KEYS[field], `${range.min}-${range.max}`)
    }
  }
  setList('pre', search.preInheritance)
  if (formatSort(search.sort) !== formatSort(defaults.sort))
    params.set('sort', formatSort(search.sort))
  if (search.columns.join(',') !== defaults.columns.join(',')) {
    params.set('cols', search.columns.join(','))
  }
  if (search.pageSize !== defaults.pageSize) params.set('size', String(search.pageSize))
  if (search.page !== defaults.page) params.set('page', String(search.page))
  return params
}

/**
 * A header click (reference §2.6, multi-sort): the clicked column becomes the first key,
 * ascending, or flips its direction when it already is; the others follow, up to three.
 */
export function toggleSort(sort: readonly SkillSort[], key: SkillSortKey): readonly SkillSort[] {
  const first = sort[0]
  if (first?.key === key) return [{ key, isDescending: !first.isDescending }, ...sort.slice(1)]
  return [{ key, isDescending: false }, ...sort.filter((entry) => entry.key !== key)].slice(0, 3)
}

/** The filters at their defaults; sort, columns and page size stay as they are. */
export function filterDefaults(): Partial<SkillSearch> {
  const { sort: _sort, columns: _columns, pageSize: _pageSize, ...filters } = SKILL_SEARCH_DEFAULTS
  return filters
}

/** Whether a /skills view needs the descriptions: searched, shown or sorted by. */
export function needsDescriptions(search: SkillSearch): boolean {
  return (
    search.description.trim() !== '' ||
    search.columns.includes('description') ||
    search.sort.some((entry) => entry.key === 'description')
  )
}

/**
 * /skills redraws from the data it has when its search changes, except when the search comes
 * to need the descriptions: then its loaders run again, and the clientLoader fetches them.
 */
export function shouldRevalidateSkillsPage(
  args: Pick<ShouldRevalidateFunctionArgs, 'currentUrl' | 'nextUrl'>,
): boolean {
  const needs = (url: URL) => needsDescriptions(parseSkillSearch(url.searchParams))
  return revalidateOnPathOrRetry(args) || (needs(args.nextUrl) && !needs(args.currentUrl))
}
