import { beforeAll, expect, inject, test } from 'vitest'
import {
  EMPTY_HERO_FILTERS,
  filterHeroes,
  listFilterableHeroTexts,
} from '#app/domain/hero-filters.ts'
import { sortHeroes } from '#app/domain/hero-sort.ts'
import { compileSearchQuery, getHeroSortName } from '#app/domain/search.ts'
import { parseHeroSearch } from '#app/features/units/hero-search.ts'
import {
  decodeHeroRows,
  type GlossaryPayload,
  type HeroListRow,
} from '#app/payloads/dataset-payloads.ts'
import { readBuiltPayloads } from '../../../test/built-payloads.ts'

// The full-dataset checks of /units, run on the list payload with the page's own
// functions (schema, search, filters, sort), when HERO_PEELER_DATA names the real data.
const dataDirectory = inject('fullDataDirectory')
let heroes: HeroListRow[] = []
let glossary: GlossaryPayload

beforeAll(async () => {
  if (!dataDirectory) return
  const payloads = await readBuiltPayloads(dataDirectory)
  heroes = decodeHeroRows(await payloads.read('heroes'))
  glossary = await payloads.read('glossary')
})

function view(query: string): HeroListRow[] {
  const search = parseHeroSearch(new URLSearchParams(query))
  const compiled = compileSearchQuery(search.query, {
    mode: search.mode,
    accents: glossary.accents,
  })
  const filtered = filterHeroes(heroes, {
    pattern: compiled.ok ? compiled.pattern : null,
    textsOf: (hero) => listFilterableHeroTexts(hero, glossary.accents),
    filters: search.filters,
    context: { ownedHeroIds: new Set() },
  })
  return [
    ...sortHeroes(filtered, search.sorts, {
      ownedHeroIds: new Set(),
      sortNameOf: (hero) =>
        getHeroSortName({ fullName: `${hero.name}: ${hero.title}` }, glossary.accents),
    }),
  ]
}

test.skipIf(!dataDirectory)(
  'search "abel" finds Abel: The Panther at 39/33/32/25/25, BST 154',
  () => {
    const abel = view('q=abel').find((hero) => hero.title === 'The Panther')
    expect(abel).toMatchObject({
      name: 'Abel',
      hp: 39,
      atk: 33,
      spd: 32,
      def: 25,
      res: 25,
      baseStatTotal: 154,
    })
  },
)

test.skipIf(!dataDirectory)('a regular expression, a filter combination and a multi-sort', () => {
  const regular = view('q=%5EAbel%3A&mode=re')
  expect(regular.length).toBeGreaterThan(0)
  expect(regular.every((hero) => hero.name === 'Abel')).toBe(true)
  const combination = view('move=armored&weapon=greenAxe&availability=generic4')
  expect(combination.length).toBeGreaterThan(0)
  expect(
    combination.every((hero) => hero.moveType === 'armored' && hero.weaponType === 'greenAxe'),
  ).toBe(true)
  const sorted = view('move=flying&sort=weapon.asc&sort=baseStatTotal.desc')
  for (let index = 1; index < sorted.length; index++) {
    const previous = sorted[index - 1]
    const current = sorted[index]
    if (previous && current && previous.weaponType === current.weaponType)
      expect(previous.baseStatTotal).toBeGreaterThanOrEqual(current.baseStatTotal)
  }
  expect(view('').length).toBe(1409)
  expect(view('move=boat&size=7').length).toBe(1409)
})

test.skipIf(!dataDirectory)('every list filter narrows the full list without error', () => {
  expect(
    filterHeroes(heroes, {
      pattern: null,
      textsOf: () => [],
      filters: EMPTY_HERO_FILTERS,
      context: { ownedHeroIds: new Set() },
    }),
  ).toHaveLength(1409)
  expect(view('tt=yes').every((hero) => hero.isTempestTrials)).toBe(true)
  expect(view('prf-weapon=no').every((hero) => !hero.exclusiveSlots.includes('weapon'))).toBe(true)
  expect(view('bst=200-').every((hero) => hero.baseStatTotal >= 200)).toBe(true)
})
