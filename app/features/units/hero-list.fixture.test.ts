import { describe, expect, inject, test } from 'vitest'
import type { HeroId } from '#app/domain/hero.ts'
import {
  EMPTY_HERO_FILTERS,
  filterHeroes,
  type HeroFilters,
  listFilterableHeroTexts,
} from '#app/domain/hero-filters.ts'
import { sortHeroes } from '#app/domain/hero-sort.ts'
import { HERO_SORT_KEYS, type HeroSort } from '#app/domain/hero-sort-keys.ts'
import { compileSearchQuery, getHeroSortName, type SearchMode } from '#app/domain/search.ts'
import { decodeHeroRows, type HeroListRow } from '#app/payloads/dataset-payloads.ts'
import { readBuiltPayloads } from '../../../test/built-payloads.ts'

// Every unit filter and sort of the heroes table, run on the fixture's heroes list payload.
const payloads = await readBuiltPayloads(inject('fixtureDataDirectory'))
const heroesPayload = await payloads.read('heroes')
const { accents } = await payloads.read('glossary')
const heroes = decodeHeroRows(heroesPayload)
const textsByHero = new Map(heroes.map((hero) => [hero.id, listFilterableHeroTexts(hero, accents)]))
const owned = new Set(['PID_アベル', 'PID_ミルラ'] as HeroId[])
const context = { ownedHeroIds: owned }

function names(rows: readonly HeroListRow[]): string[] {
  return rows.map((row) => row.abbreviatedName)
}

function run(filters: Partial<HeroFilters>, query = '', mode: SearchMode = 'text'): string[] {
  const compiled = compileSearchQuery(query, { mode, accents })
  return names(
    filterHeroes(heroes, {
      pattern: compiled.ok ? compiled.pattern : null,
      textsOf: (hero) => textsByHero.get(hero.id) ?? [],
      filters: { ...EMPTY_HERO_FILTERS, ...filters },
      context,
    }),
  )
}

test('no search and no filter keep every hero, in order', () => {
  expect(run({})).toEqual(names(heroes))
})

describe('name search', () => {
  test.each([
    { name: 'full name, any case', query: 'abel', expected: ['Abel'] },
    { name: 'accent-free spelling', query: 'alfador', expected: ['M!Alfaðör'] },
    { name: 'with the accent', query: 'Alfaðör', expected: ['M!Alfaðör'] },
    { name: 'abbreviation', query: 'L!Ike', expected: ['L!Ike'] },
    { name: '"abbreviation [title]"', query: 'B!Larcei [Keen', expected: ['B!Larcei'] },
    { name: 'spaces match anything', query: 'mar ang', expected: [] },
    { name: 'words in order', query: 'marth alt', expected: ['Marth'] },
    { name: 'a hostile name is text', query: '<img', expected: ['<img src=x onerror=alert(1)>'] },
  ])('text: $name', ({ query, expected }) => {
    expect(run({}, query)).toEqual(expected)
  })
  test('regular expression', () => {
    expect(run({}, '^Al(f|m)', 'regularExpression')).toEqual([
      'Alfonse',
      'M!Alfaðör',
      'C!Alfonse',
      'H!Alm',
    ])
  })
  test('an invalid regular expression compiles to an error, not a pattern', () => {
    expect(compileSearchQuery('(abel', { mode: 'regularExpression', accents })).toEqual({
      ok: false,
      error: 'invalid-regular-expression',
    })
  })
  test('under three characters nothing is searched', () => {
    expect(run({}, 'ab')).toHaveLength(heroes.length)
  })
})

describe('filters', () => {
  test.each<{ name: string; filters: Partial<HeroFilters>; expected: string[] }>([
    {
      name: 'availability: heroic grails 4★',
      filters: { availability: ['heroicGrails4'] },
      expected: ['Myrrh', 'Sophia'],
    },
    {
      name: 'availability: any of two pools',
      filters: { availability: ['heroicGrails5', 'generic4SpecialRate'] },
      expected: ['Marth (Masked)', 'Berkut', 'Elise'],
    },
    {
      name: 'availability: special heroes 4★ SHSR',
      filters: { availability: ['specialHeroes4SpecialRate'] },
      expected: ['S!Cordelia'],
    },
    {
      name: 'availability: 5★ limited (focus only)',
      filters: { availability: ['limited5'] },
      expected: [
        'L!Ike',
        'M!Alfaðör',
        'C!Alfonse',
        'E!Byleth',
        'R!Merric',
        'B!Larcei',
        'A!Fae',
        'At!Kyza',
      ],
    },
    {
      name: 'traits: mythic or chosen',
      filters: { traits: ['mythic', 'chosen'] },
      expected: ['M!Alfaðör', 'C!Alfonse'],
    },
    { name: 'elements: earth', filters: { elements: ['earth'] }, expected: ['L!Ike'] },
    { name: 'flag: refresher', filters: { flags: { refresher: 'yes' } }, expected: ['Olivia'] },
    { name: 'flag: owned', filters: { flags: { owned: 'yes' } }, expected: ['Abel', 'Myrrh'] },
    { name: 'flag: fallen', filters: { flags: { fallen: 'yes' } }, expected: ['F!Valter'] },
    { name: 'flag: brave', filters: { flags: { brave: 'yes' } }, expected: ['B!Larcei'] },
    {
      name: 'flag: Tempest Trials',
      filters: { flags: { tempestTrials: 'yes' } },
      expected: ['Sophia'],
    },
    {
      name: 'flag: Grand Hero Battle',
      filters: { flags: { grandHeroBattle: 'yes' } },
      expected: ['Myrrh', 'Berkut'],
    },
    {
      name: 'flag: story',
      filters: { flags: { story: 'yes' } },
      expected: ['Alfonse', 'Sharena', 'Anna'],
    },
    {
      name: 'flag: resplendent',
      filters: { flags: { resplendent: 'yes' } },
      expected: ['Sharena', 'Chrom'],
    },
    {
      name: 'two flags AND: story and not resplendent',
      filters: { flags: { story: 'yes', resplendent: 'no' } },
      expected: ['Alfonse', 'Anna'],
    },
    {
      name: 'a flag at any filters nothing',
      filters: { flags: { story: 'any' } },
      expected: heroes.map((hero) => hero.abbreviatedName),
    },
    {
      name: 'move: armored',
      filters: { moveTypes: ['armored'] },
      expected: ['L!Ike', 'Ai!Sommie', 'Arden'],
    },
    {
      name: 'weapons: the tome family',
      filters: { weaponTypes: ['redTome', 'blueTome', 'greenTome', 'colorlessTome'] },
      expected: ['M!Alfaðör', 'Sophia', 'Nino', 'R!Merric', 'Br!Cecilia', 'Tharja'],
    },
    { name: 'books: 4', filters: { books: [4] }, expected: ['S!Cordelia', 'Br!Cecilia'] },
    {
      name: 'games: any of the hero’s games',
      filters: { games: ['Fire Emblem: Radiant Dawn'] },
      expected: ['L!Ike', 'At!Kyza'],
    },
    { name: 'themes: summer', filters: { themes: ['summer'] }, expected: ['S!Cordelia'] },
    { name: 'genders: MF', filters: { genders: ['MF'] }, expected: ['W!Alear(M)', 'H!Alm'] },
    {
      name: 'stat range: HP 39 exactly',
      filters: { statRanges: { hp: { min: 39, max: 39 } } },
      expected: names(heroes.filter((hero) => hero.hp === 39)),
    },
    {
      name: 'stat range: BST from 154, open above',
      filters: { statRanges: { baseStatTotal: { min: 154, max: null } } },
      expected: names(heroes.filter((hero) => hero.baseStatTotal >= 154)),
    },
    {
      name: 'groups AND: red and infantry and book 1',
      filters: {
        weaponTypes: ['redSword', 'redTome'],
        moveTypes: ['infantry'],
        books: [1],
      },
      expected: [
        'Alfonse',
        'Marth',
        'Chrom',
        'Lucina',
        'Marth (Masked)',
        'Sophia',
        'Olivia',
        'Tharja',
      ],
    },
  ])('$name', ({ filters, expected }) => {
    expect(run(filters)).toEqual(expected)
  })

  test('PRF weapon: yes keeps the exclusive weapon owners, no the others', () => {
    const withWeapon = run({ exclusive: { weapon: 'yes' } })
    const withoutWeapon = run({ exclusive: { weapon: 'no' } })
    expect(withWeapon).toContain('Marth')
    expect(withWeapon).toContain('Abel')
    expect(withoutWeapon).not.toContain('Marth')
    expect(withWeapon.length + withoutWeapon.length).toBe(heroes.length)
  })
})

describe('sorts', () => {
  const sortNames = new Map(
    heroes.map((hero) => [
      hero.id,
      getHeroSortName({ fullName: `${hero.name}: ${hero.title}` }, accents),
    ]),
  )
  const sortContext = {
    ownedHeroIds: owned,
    sortNameOf: (hero: { id: HeroId }) => sortNames.get(hero.id) ?? '',
  }
  const first = (sorts: HeroSort[], count = 3) =>
    names(sortHeroes(heroes, sorts, sortContext)).slice(0, count)

  test.each<{ name: string; sorts: HeroSort[]; check: (rows: readonly HeroListRow[]) => void }>(
    // Every key the page offers, so a new sort key cannot go untested.
    HERO_SORT_KEYS.flatMap((key) =>
      (['asc', 'desc'] as const).map((direction) => ({
        name: `${key} ${direction}`,
        sorts: [{ key, direction } as HeroSort],
        check: (rows: readonly HeroListRow[]) => expect(rows).toHaveLength(heroes.length),
      })),
    ),
  )('every key sorts every hero: $name', ({ sorts, check }) => {
    check(sortHeroes(heroes, sorts, sortContext))
  })

  test.each<{ name: string; sorts: HeroSort[]; expected: string[] }>([
    {
      name: 'HP descending: Arden has the most',
      sorts: [{ key: 'hp', direction: 'desc' }],
      expected: ['Arden'],
    },
    {
      name: 'name ascending, accent-free',
      sorts: [{ key: 'name', direction: 'asc' }],
      expected: ['<img src=x onerror=alert(1)>', 'Abel', 'Ai!Sommie'],
    },
    {
      name: 'move descending then weapon: flying lance, bow, tome',
      sorts: [
        { key: 'move', direction: 'desc' },
        { key: 'weapon', direction: 'asc' },
      ],
      expected: ['F!Valter', 'S!Cordelia', 'M!Alfaðör', 'Myrrh'],
    },
    {
      name: 'element descending: astra, earth, wind, then none',
      sorts: [{ key: 'element', direction: 'desc' }],
      expected: ['M!Alfaðör', 'L!Ike', 'C!Alfonse'],
    },
    {
      name: 'owned first when descending',
      sorts: [{ key: 'owned', direction: 'desc' }],
      expected: ['Abel', 'Myrrh'],
    },
    {
      name: 'availability: cheapest first',
      sorts: [{ key: 'availability', direction: 'asc' }],
      expected: ['Abel'],
    },
  ])('$name', ({ sorts, expected }) => {
    expect(first(sorts, expected.length)).toEqual(expected)
  })

  test('no sort keeps the data order', () => {
    expect(sortHeroes(heroes, [], sortContext)).toBe(heroes)
  })
})
