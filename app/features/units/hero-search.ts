import * as v from 'valibot'
import { ELEMENTS, GENDERS, HERO_TRAITS, MOVE_TYPES, THEMES } from '#app/domain/hero.ts'
import {
  AVAILABILITY_FILTERS,
  EMPTY_HERO_FILTERS,
  EXCLUSIVE_FILTER_SLOTS,
  type ExclusiveFilterSlot,
  HERO_FLAGS,
  type HeroFilters,
  type HeroFlag,
  type StatRange,
  type TriState,
} from '#app/domain/hero-filters.ts'
import { HERO_SORT_KEYS, type HeroSort, type HeroSortKey } from '#app/domain/hero-sort-keys.ts'
import { SEARCH_MODES, type SearchMode } from '#app/domain/search.ts'
import { STATS, type Stat, type StatOrTotal } from '#app/domain/stat.ts'
import { WEAPON_TYPES } from '#app/domain/weapon.ts'
import { parseOncePerSearch } from '#app/lib/parse-once.ts'

/** The table's columns: one per sort key; the thumbnail is always shown. */
export const HERO_COLUMNS = HERO_SORT_KEYS
export type HeroColumn = HeroSortKey

export const DEFAULT_HERO_COLUMNS: readonly HeroColumn[] = [
  'name',
  'availability',
  'weapon',
  'move',
  'version',
  'hp',
  'atk',
  'spd',
  'def',
  'res',
  'baseStatTotal',
]

/** Spec §9: the page sizes of a list; "all" is the virtual list. */
export const PAGE_SIZES = [10, 25, 50, 100, 'all'] as const
export type PageSize = (typeof PAGE_SIZES)[number]

/** The three sort keys of the maximum scores page (reference §2.3). */
export const SCORE_SORT_KEYS = ['move', 'weapon', 'name'] as const
export type ScoreSortKey = (typeof SCORE_SORT_KEYS)[number]
export type ScoreSort = { readonly key: ScoreSortKey; readonly direction: HeroSort['direction'] }
export const DEFAULT_SCORE_SORTS: readonly ScoreSort[] = [
  { key: 'move', direction: 'asc' },
  { key: 'weapon', direction: 'asc' },
  { key: 'name', direction: 'asc' },
]

/**
 * The three slots with `chosen` in slot `index`. Each key sorts once (the URL's parser drops a
 * repeated key): the slot that held the chosen key takes the one it replaces.
 */
export function chooseScoreSort(
  sorts: readonly ScoreSort[],
  index: number,
  chosen: ScoreSort,
): readonly ScoreSort[] {
  const replaced = sorts[index]
  return sorts.map((sort, position) => {
    if (position === index) return chosen
    return sort.key === chosen.key && replaced !== undefined ? replaced : sort
  })
}

/** Everything the heroes pages (units, maximum scores, assets) keep in the URL. */
export type HeroSearch = {
  readonly query: string
  readonly mode: SearchMode
  readonly filters: HeroFilters
  readonly sorts: readonly HeroSort[]
  readonly columns: readonly HeroColumn[]
  readonly pageSize: PageSize
  /** 1-based. */
  readonly page: number
  readonly scoreSorts: readonly ScoreSort[]
  /** The asset and flaw of the assets page; null is neutral. */
  readonly asset: Stat | null
  readonly flaw: Stat | null
}

export const HERO_SEARCH_DEFAULTS: HeroSearch = {
  query: '',
  mode: 'text',
  filters: EMPTY_HERO_FILTERS,
  sorts: [],
  columns: DEFAULT_HERO_COLUMNS,
  pageSize: 25,
  page: 1,
  scoreSorts: DEFAULT_SCORE_SORTS,
  asset: null,
  flaw: null,
}

/** URL keys of the flags: the players' own short names (TT, GHB, CYL). */
const FLAG_KEYS: Readonly<Record<HeroFlag, string>> = {
  refresher: 'refresher',
  resplendent: 'resplendent',
  owned: 'owned',
  tempestTrials: 'tt',
  grandHeroBattle: 'ghb',
  brave: 'cyl',
  fallen: 'fallen',
  story: 'story',
}
const RANGE_KEYS: Readonly<Record<StatOrTotal, string>> = {
  hp: 'hp',
  atk: 'atk',
  spd: 'spd',
  def: 'def',
  res: 'res',
  baseStatTotal: 'bst',
}
const STATS_AND_TOTAL: readonly StatOrTotal[] = [...STATS, 'baseStatTotal']
const prfKey = (slot: ExclusiveFilterSlot) => `prf-${slot}`

/** Every key this page owns, in URL order; other keys (`unit`, `skill`) are left alone. */
export const HERO_SEARCH_KEYS: readonly string[] = [
  'q',
  'mode',
  'availability',
  'trait',
  'element',
  ...HERO_FLAGS.map((flag) => FLAG_KEYS[flag]),
  ...EXCLUSIVE_FILTER_SLOTS.map(prfKey),
  'move',
  'weapon',
  'book',
  'game',
  'theme',
  'gender',
  ...STATS_AND_TOTAL.map((stat) => RANGE_KEYS[stat]),
  'sort',
  'col',
  'size',
  'page',
  'by',
  'asset',
  'flaw',
]

/** A list of known values; unknown ones are dropped, duplicates kept once. */
function listOf<const Options extends readonly (string | number)[]>(options: Options) {
  return v.pipe(
    v.array(v.string()),
    v.transform((items) => {
      const known = items.flatMap((item) => {
        const match = options.find((option) => String(option) === item)
        return match === undefined ? [] : [match]
      })
      return [...new Set(known)] as Options[number][]
    }),
  )
}

function oneOf<const Options extends readonly (string | number)[]>(
  options: Options,
  fallback: Options[number] | null,
) {
  return v.pipe(
    v.optional(v.string()),
    v.transform(
      (item) =>
        options.find((option) => String(option) === item) ?? (fallback as Options[number] | null),
    ),
  )
}

const triStateSchema = v.pipe(
  v.optional(v.string()),
  v.transform((item): TriState => (item === 'yes' || item === 'no' ? item : 'any')),
)

const rangeSchema = v.pipe(
  v.optional(v.string()),
  v.transform((item): StatRange | null => {
    const match = /^(\d{1,3})?-(\d{1,3})?$/.exec(item ?? '')
    if (match === null) return null
    const range = {
      min: match[1] === undefined ? null : Number(match[1]),
      max: match[2] === undefined ? null : Number(match[2]),
    }
    return range.min === null && range.max === null ? null : range
  }),
)

function sortSchema<const Keys extends readonly string[]>(keys: Keys) {
  return v.pipe(
    v.array(v.string()),
    v.transform((items) => {
      const sorts: { key: Keys[number]; direction: 'asc' | 'desc' }[] = []
      for (const item of items) {
        const [key, direction = 'asc'] = item.split('.')
        const knownKey = keys.find((candidate) => candidate === key)
        if (knownKey === undefined || (direction !== 'asc' && direction !== 'desc')) continue
        if (sorts.some((sort) => sort.key === knownKey)) continue
        sorts.push({ key: knownKey, direction })
      }
      return sorts
    }),
  )
}

const pageSchema = v.pipe(
  v.optional(v.string()),
  v.transform((item) => {
    const page = Number(item)
    return Number.isSafeInteger(page) && page >= 1 ? page : 1
  }),
)

const HeroSearchSchema = v.object({
  q: v.pipe(
    v.optional(v.string(), ''),
    v.transform((query) => query.slice(0, 200)),
  ),
  mode: oneOf(SEARCH_MODES, 'text'),
  availability: listOf(AVAILABILITY_FILTERS),
  trait: listOf(HERO_TRAITS),
  element: listOf(ELEMENTS),
  flags: v.object(Object.fromEntries(HERO_FLAGS.map((flag) => [flag, triStateSchema]))),
  prf: v.object(Object.fromEntries(EXCLUSIVE_FILTER_SLOTS.map((slot) => [slot, triStateSchema]))),
  move: listOf(MOVE_TYPES),
  weapon: listOf(WEAPON_TYPES),
  book: v.pipe(
    v.array(v.string()),
    v.transform((items) => [
      ...new Set(items.filter((item) => /^\d{1,2}$/.test(item)).map(Number)),
    ]),
  ),
  game: v.pipe(
    v.array(v.string()),
    v.transform((items) => [...new Set(items.map((item) => item.slice(0, 100)))]),
  ),
  theme: listOf(THEMES),
  gender: listOf(GENDERS),
  ranges: v.object(Object.fromEntries(STATS_AND_TOTAL.map((stat) => [stat, rangeSchema]))),
  sort: sortSchema(HERO_SORT_KEYS),
  col: listOf(HERO_COLUMNS),
  size: oneOf(PAGE_SIZES, 25),
  page: pageSchema,
  by: sortSchema(SCORE_SORT_KEYS),
  asset: oneOf(STATS, null),
  flaw: oneOf(STATS, null),
})

function parseHeroSearchParams(params: URLSearchParams): HeroSearch {
  const input = {
    q: params.get('q') ?? undefined,
    mode: params.get('mode') === 're' ? 'regularExpression' : undefined,
    availability: params.getAll('availability'),
    trait: params.getAll('trait'),
    element: params.getAll('element'),
    flags: Object.fromEntries(
      HERO_FLAGS.map((flag) => [flag, params.get(FLAG_KEYS[flag]) ?? undefined]),
    ),
    prf: Object.fromEntries(
      EXCLUSIVE_FILTER_SLOTS.map((slot) => [slot, params.get(prfKey(slot)) ?? undefined]),
    ),
    move: params.getAll('move'),
    weapon: params.getAll('weapon'),
    book: params.getAll('book'),
    game: params.getAll('game'),
    theme: params.getAll('theme'),
    gender: params.getAll('gender'),
    ranges: Object.fromEntries(
      STATS_AND_TOTAL.map((stat) => [stat, params.get(RANGE_KEYS[stat]) ?? undefined]),
    ),
    sort: params.getAll('sort'),
    col: params.getAll('col'),
    size: params.get('size') ?? undefined,
    page: params.get('page') ?? undefined,
    by: params.getAll('by'),
    asset: params.get('asset') ?? undefined,
    flaw: params.get('flaw') ?? undefined,
  }
  const result = v.safeParse(HeroSearchSchema, input)
  if (!result.success) return HERO_SEARCH_DEFAULTS
  const output = result.output
  const flags: Partial<Record<HeroFlag, TriState>> = {}
  for (const flag of HERO_FLAGS) {
    const state = output.flags[flag] as TriState
    if (state !== 'any') flags[flag] = state
  }
  const exclusive: Partial<Record<ExclusiveFilterSlot, TriState>> = {}
  for (const slot of EXCLUSIVE_FILTER_SLOTS) {
    const state = output.prf[slot] as TriState
    if (state !== 'any') exclusive[slot] = state
  }
  const statRanges: Partial<Record<StatOrTotal, StatRange>> = {}
  for (const stat of STATS_AND_TOTAL) {
    const range = output.ranges[stat] as StatRange | null
    if (range !== null) statRanges[stat] = range
  }
  const asset = output.asset as Stat | null
  const flaw = output.flaw as Stat | null
  return {
    query: output.q,
    mode: (output.mode ?? 'text') as SearchMode,
    filters: {
      availability: output.availability,
      traits: output.trait,
      elements: output.element,
      flags,
      exclusive,
      moveTypes: output.move,
      weaponTypes: output.weapon,
      books: output.book,
      games: output.game,
      themes: output.theme,
      genders: output.gender,
      statRanges,
    },
    sorts: output.sort,
    columns: output.col.length > 0 ? output.col : DEFAULT_HERO_COLUMNS,
    pageSize: (output.size ?? 25) as PageSize,
    page: output.page ?? 1,
    scoreSorts: output.by.length === SCORE_SORT_KEYS.length ? output.by : DEFAULT_SCORE_SORTS,
    asset,
    // An asset and flaw on one stat cannot happen in the game: the flaw goes.
    flaw: flaw === asset ? null : flaw,
  }
}

/**
 * The URL's search parameters as the heroes pages' state; anything unknown is the default.
 * Parsed once per search text (parse-once.ts): a render reads it in several places.
 */
export const parseHeroSearch = parseOncePerSearch(parseHeroSearchParams)

function sameList<Item>(a: readonly Item[], b: readonly Item[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index])
}

function formatSort(sort: { key: string; direction: string }): string {
  return `${sort.key}.${sort.direction}`
}

/** The state back to search parameters: defaults omitted, keys in a fixed order. */
export function toSearchParams(search: HeroSearch): URLSearchParams {
  const params = new URLSearchParams()
  const { filters } = search
  if (search.query !== '') params.set('q', search.query)
  if (search.mode !== 'text') params.set('mode', 're')
  for (const item of filters.availability) params.append('availability', item)
  for (const item of filters.traits) params.append('trait', item)
  for (const item of filters.elements) params.append('element', item)
  for (const flag of HERO_FLAGS) {
    const state = filters.flags[flag]
    if (state !== undefined && state !== 'any') params.set(FLAG_KEYS[flag], state)
  }
  for (const slot of EXCLUSIVE_FILTER_SLOTS) {
    const state = filters.exclusive[slot]
    if (state !== undefined && state !== 'any') params.set(prfKey(slot), state)
  }
  for (const item of filters.moveTypes) params.append('move', item)
  for (const item of filters.weaponTypes) params.append('weapon', item)
  for (const item of filters.books) params.append('book', String(item))
  for (const item of filters.games) params.append('game', item)
  for (const item of filters.themes) params.append('theme', item)
  for (const item of filters.genders) params.append('gender', item)
  for (const stat of STATS_AND_TOTAL) {
    const range = filters.statRanges[stat]
    if (range !== undefined && (range.min !== null || range.max !== null))
      params.set(RANGE_KEYS[stat], `${range.min ?? ''}-${range.max ?? ''}`)
  }
  for (const sort of search.sorts) params.append('sort', formatSort(sort))
  if (!sameList(search.columns, DEFAULT_HERO_COLUMNS))
    for (const column of search.columns) params.append('col', column)
  if (search.pageSize !== HERO_SEARCH_DEFAULTS.pageSize) params.set('size', String(search.pageSize))
  if (search.page !== HERO_SEARCH_DEFAULTS.page) params.set('page', String(search.page))
  if (!sameList(search.scoreSorts.map(formatSort), DEFAULT_SCORE_SORTS.map(formatSort)))
    for (const sort of search.scoreSorts) params.append('by', formatSort(sort))
  if (search.asset !== null) params.set('asset', search.asset)
  if (search.flaw !== null) params.set('flaw', search.flaw)
  return params
}

/** The page's keys replaced by the state's, other keys (`unit`, `skill`) kept after them. */
export function mergeHeroSearch(current: URLSearchParams, search: HeroSearch): URLSearchParams {
  const next = toSearchParams(search)
  for (const [key, value] of current) {
    if (!HERO_SEARCH_KEYS.includes(key)) next.append(key, value)
  }
  return next
}
