import { describe, expect, test } from 'vitest'
import {
  type CatalogHero,
  getBannerSortKey,
  recapCatalog,
  sortBanners,
  sortByType,
  sortCatalog,
  sortHeroicGrails,
  toggleHeroId,
} from './catalog.ts'
import type { HeroId } from './hero.ts'

const id = (value: string) => value as HeroId

function hero(value: string, overrides: Partial<CatalogHero> = {}): CatalogHero {
  return {
    id: id(value),
    origin: '010000000100',
    heroNumber: 1,
    weaponType: 'redSword',
    moveType: 'infantry',
    releaseDate: '2017-02-02',
    lowestRarities: { genericSummonPool: 3 },
    ...overrides,
  }
}

test('sortCatalog: game of origin, then character order, then hero number', () => {
  const heroes = [
    hero('c', { origin: '020000000100', heroNumber: 1 }),
    hero('b', { origin: '010000000200', heroNumber: 5 }),
    hero('a2', { origin: '010000000100', heroNumber: 900 }),
    hero('a1', { origin: '010000000100', heroNumber: 12 }),
  ]
  expect(sortCatalog(heroes).map((each) => each.id)).toEqual(['a1', 'a2', 'b', 'c'])
})

describe('recapCatalog', () => {
  const heroes = [
    hero('red-generic', { lowestRarities: { genericSummonPool: 3 } }),
    hero('blue-generic', { weaponType: 'blueLance', lowestRarities: { genericSummonPool: 4 } }),
    hero('blue-sr', { weaponType: 'blueTome', lowestRarities: { genericSummonPool: 4.5 } }),
    hero('staff-limited', { weaponType: 'colorlessStaff', lowestRarities: { focusOnly: 5 } }),
    hero('green-grails5', { weaponType: 'greenAxe', lowestRarities: { heroicGrails: 5 } }),
    hero('nowhere', { weaponType: 'greenBow', lowestRarities: {} }),
  ]
  const recap = recapCatalog(heroes, new Set([id('blue-generic'), id('staff-limited')]))
  const row = (category: string) => recap.rows.find((each) => each.category === category)

  test('has every category, in order, the empty ones too', () => {
    expect(recap.rows.map((each) => each.category)).toEqual([
      'generic4',
      'generic4SpecialRate',
      'generic5',
      'specialHeroes4',
      'specialHeroes4SpecialRate',
      'specialHeroes5',
      'heroicGrails4',
      'heroicGrails5',
      'limited5',
      'other',
    ])
    expect(row('generic5')?.total).toEqual({ heroIds: [], owned: 0 })
  })

  test.each([
    ['generic4', 'red', ['red-generic'], 0],
    ['generic4', 'blue', ['blue-generic'], 1],
    ['generic4SpecialRate', 'blue', ['blue-sr'], 0],
    ['limited5', 'colorless', ['staff-limited'], 1],
    ['heroicGrails5', 'green', ['green-grails5'], 0],
    ['other', 'green', ['nowhere'], 0],
  ] as const)('%s × %s holds %j, %i owned', (category, colour, heroIds, owned) => {
    expect(row(category)?.byColour[colour]).toEqual({ heroIds, owned })
  })

  test('totals by colour and overall', () => {
    expect(row('generic4')?.total).toEqual({ heroIds: ['red-generic', 'blue-generic'], owned: 1 })
    expect(recap.totals.byColour.blue).toEqual({ heroIds: ['blue-generic', 'blue-sr'], owned: 1 })
    expect(recap.totals.total.heroIds).toHaveLength(6)
    expect(recap.totals.total.owned).toBe(2)
  })

  test('ignores owned ids of heroes it does not list', () => {
    expect(recapCatalog(heroes, new Set([id('gone')])).totals.total.owned).toBe(0)
  })
})

test.each([
  ['Focus: Heroes with Luna (Oct 2022)', 'Focus: Heroes with Luna (2022-10)'],
  ['Mythic Hero: Alfaðör Sep 2025', 'Mythic Hero: Alfaðör 2025-09'],
  ['Legendary Remix (September 2024)', 'Legendary Remix (2024-09)'],
  ['Focus: Weekly Revival 62', 'Focus: Weekly Revival 62'],
  ['Mayhem in May', 'Mayhem in May'],
])('getBannerSortKey(%j) is %j', (name, expected) => {
  expect(getBannerSortKey(name)).toBe(expected)
})

test('sortBanners puts a series in date order and numbers in number order', () => {
  const names = [
    'Focus: Heroes with Luna (Oct 2022)',
    'Focus: Weekly Revival 10',
    'Focus: Heroes with Luna (Feb 2019)',
    'Focus: Weekly Revival 9',
    'Focus: Heroes with Luna (Jan 2020)',
  ]
  expect(
    sortBanners(names.map((name) => ({ name, focusHeroIds: [] }))).map((each) => each.name),
  ).toEqual([
    'Focus: Heroes with Luna (Feb 2019)',
    'Focus: Heroes with Luna (Jan 2020)',
    'Focus: Heroes with Luna (Oct 2022)',
    'Focus: Weekly Revival 9',
    'Focus: Weekly Revival 10',
  ])
})

test('sortByType: colour, then melee, beast, breath, bow, dagger, tome, staff', () => {
  const heroes = [
    hero('staff', { weaponType: 'colorlessStaff' }),
    hero('red-tome', { weaponType: 'redTome' }),
    hero('colorless-bow', { weaponType: 'colorlessBow' }),
    hero('blue-beast', { weaponType: 'blueBeast' }),
    hero('red-bow', { weaponType: 'redBow' }),
    hero('red-sword', { weaponType: 'redSword' }),
    hero('blue-lance', { weaponType: 'blueLance' }),
    hero('red-breath', { weaponType: 'redBreath' }),
  ]
  expect(sortByType(heroes).map((each) => each.id)).toEqual([
    'red-sword',
    'red-breath',
    'red-bow',
    'red-tome',
    'blue-lance',
    'blue-beast',
    'colorless-bow',
    'staff',
  ])
})

describe('sortHeroicGrails', () => {
  const heroes = new Map(
    [
      hero('old4', { origin: '030000000100', releaseDate: '2017-05-01', moveType: 'flying' }),
      hero('same-day4', {
        origin: '010000000100',
        releaseDate: '2019-01-01',
        weaponType: 'blueBow',
      }),
      hero('five', {
        origin: '020000000100',
        releaseDate: '2017-03-01',
        weaponType: 'greenAxe',
        moveType: 'cavalry',
      }),
    ].map((each) => [each.id, each]),
  )
  const entries = [
    { heroId: id('same-day4'), rarity: 4 as const, addedAt: '2020-01-01T00:00:00Z' },
    { heroId: id('five'), rarity: 5 as const, addedAt: '2020-01-01T00:00:00Z' },
    { heroId: id('old4'), rarity: 4 as const, addedAt: '2018-11-08T05:00:00Z' },
    { heroId: id('unknown'), rarity: 4 as const, addedAt: '2018-11-08T05:00:00Z' },
  ]
  test.each([
    // Same shop date: 'five' was released in 2017, moved to 2020, after 2019's.
    ['added', ['old4', 'same-day4', 'five']],
    ['newest', ['five', 'same-day4', 'old4']],
    ['origin', ['same-day4', 'five', 'old4']],
    ['type', ['old4', 'same-day4', 'five']],
    ['weapon', ['old4', 'five', 'same-day4']],
    ['move', ['same-day4', 'five', 'old4']],
  ] as const)('%s', (sort, expected) => {
    expect(sortHeroicGrails(entries, heroes, sort).map((each) => each.heroId)).toEqual(expected)
  })
})

test('toggleHeroId adds at the end or removes', () => {
  expect(toggleHeroId([id('a')], id('b'))).toEqual(['a', 'b'])
  expect(toggleHeroId([id('a'), id('b')], id('a'))).toEqual(['b'])
})
