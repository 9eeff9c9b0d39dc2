// Apart from the comparators (hero-sort.ts): every heroes page reads its sort from the URL
// with these keys, and the barracks' first load has no table to sort.

/** What the heroes table sorts by: one key per sortable column (reference §2.2). */
export const HERO_SORT_KEYS = [
  'name',
  'origin',
  'heroNumber',
  'gender',
  'resplendent',
  'availability',
  'weapon',
  'move',
  'version',
  'book',
  'releaseDate',
  'hp',
  'atk',
  'spd',
  'def',
  'res',
  'baseStatTotal',
  'maxDragonflowers',
  'element',
  'maxScore',
  'rating',
  'theme',
  'owned',
  'duelScore',
  'clashScore',
] as const
export type HeroSortKey = (typeof HERO_SORT_KEYS)[number]

export const SORT_DIRECTIONS = ['asc', 'desc'] as const
export type SortDirection = (typeof SORT_DIRECTIONS)[number]

export type HeroSort = { readonly key: HeroSortKey; readonly direction: SortDirection }
