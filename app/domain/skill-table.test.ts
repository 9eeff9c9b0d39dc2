import { describe, expect, test } from 'vitest'
import {
  countAllowedInheritors,
  filterSkills,
  getEffectivenessSortKey,
  matchesSkillFilters,
  NO_SKILL_FILTERS,
  type SkillFilters,
  type SkillSort,
  type SkillTableRow,
  sortSkills,
} from './skill-table.ts'

const ALL: SkillTableRow['restrictions'] = {
  moves: { kind: 'none' },
  weapons: { kind: 'none' },
}

function row(id: string, overrides: Partial<SkillTableRow> = {}): SkillTableRow {
  return {
    id,
    name: id,
    searchName: null,
    category: 'passiveA',
    weapon: null,
    isExclusive: false,
    isArcane: false,
    isMax: true,
    sp: 100,
    cooldown: null,
    might: null,
    range: null,
    tier: 1,
    effectiveness: [],
    restrictions: ALL,
    releaseDate: '2020-01-01',
    version: '4.0',
    rating: null,
    grade: null,
    ownersLowestRarities: {},
    ownerCount: 0,
    downgradesLowestRarities: [],
    ...overrides,
  }
}

const filters = (overrides: Partial<SkillFilters>): SkillFilters => ({
  ...NO_SKILL_FILTERS,
  ...overrides,
})

describe('matchesSkillFilters', () => {
  test.each<{
    name: string
    skill: SkillTableRow
    filter: Partial<SkillFilters>
    expected: boolean
  }>([
    { name: 'no filter', skill: row('a'), filter: {}, expected: true },
    {
      name: 'name pattern matches the name',
      skill: row('Distant Counter'),
      filter: { namePattern: /dist.*?count/i },
      expected: true,
    },
    {
      name: 'name pattern matches the transliterated name',
      skill: row('Hríð', { searchName: 'Hrid' }),
      filter: { namePattern: /hrid/i },
      expected: true,
    },
    {
      name: 'name pattern misses',
      skill: row('Death Blow'),
      filter: { namePattern: /counter/i },
      expected: false,
    },
    {
      name: 'description pattern finds effect text',
      skill: row('a'),
      filter: {
        descriptionPattern: /null follow-up/i,
        descriptions: new Map([['a', 'Grants Null Follow-Up.']]),
      },
      expected: true,
    },
    {
      name: 'description pattern fails a skill without description',
      skill: row('b'),
      filter: { descriptionPattern: /null/i, descriptions: new Map() },
      expected: false,
    },
    {
      name: 'availability: a pool of the owners matches',
      skill: row('a', { ownersLowestRarities: { genericSummonPool: 3, focusOnly: 5 } }),
      filter: { availability: ['limited5'] },
      expected: true,
    },
    {
      name: 'availability: no owner is "other"',
      skill: row('a'),
      filter: { availability: ['generic4'] },
      expected: false,
    },
    {
      name: 'MAX yes passes a max skill',
      skill: row('a'),
      filter: { isMax: 'yes' },
      expected: true,
    },
    {
      name: 'MAX no fails a max skill',
      skill: row('a'),
      filter: { isMax: 'no' },
      expected: false,
    },
    {
      name: 'PRF no fails an exclusive skill',
      skill: row('a', { isExclusive: true, restrictions: null }),
      filter: { isExclusive: 'no' },
      expected: false,
    },
    {
      name: 'arcane yes fails a plain skill',
      skill: row('a'),
      filter: { isArcane: 'yes' },
      expected: false,
    },
    {
      name: 'slot selected',
      skill: row('a', { category: 'passiveB' }),
      filter: { slots: ['passiveB'] },
      expected: true,
    },
    {
      name: 'slot or weapon: a bow weapon passes the bow button with slot A selected',
      skill: row('a', {
        category: 'weapon',
        weapon: { kind: 'weaponType', weaponType: 'blueBow' },
      }),
      filter: { slots: ['passiveA'], weapons: ['bow'] },
      expected: true,
    },
    {
      name: 'weapon button: a sword fails the lance button',
      skill: row('a', {
        category: 'weapon',
        weapon: { kind: 'weaponType', weaponType: 'redSword' },
      }),
      filter: { weapons: ['lance'] },
      expected: false,
    },
    {
      name: 'who can inherit: infantry only skill fails cavalry',
      skill: row('a', {
        restrictions: {
          moves: { kind: 'canUse', moveTypes: ['infantry'] },
          weapons: { kind: 'none' },
        },
      }),
      filter: { inheritMoves: ['cavalry'] },
      expected: false,
    },
    {
      name: 'who can inherit: exclusive skills never match',
      skill: row('a', { isExclusive: true, restrictions: null }),
      filter: { inheritMoves: ['infantry'] },
      expected: false,
    },
    {
      name: 'who can inherit: dagger cavalry excludes a "no daggers" skill',
      skill: row('a', {
        restrictions: {
          moves: { kind: 'none' },
          weapons: { kind: 'canNotUse', weapons: [{ kind: 'group', group: 'dagger' }] },
        },
      }),
      filter: {
        inheritMoves: ['cavalry'],
        inheritWeapons: ['dagger'],
      },
      expected: false,
    },
    {
      name: 'who can inherit: intersection needs every move',
      skill: row('a', {
        restrictions: {
          moves: { kind: 'canNotUse', moveTypes: ['armored'] },
          weapons: { kind: 'none' },
        },
      }),
      filter: { inheritMoves: ['infantry', 'armored'], moveMode: 'intersection' },
      expected: false,
    },
    {
      name: 'who can inherit: union needs one move',
      skill: row('a', {
        restrictions: {
          moves: { kind: 'canNotUse', moveTypes: ['armored'] },
          weapons: { kind: 'none' },
        },
      }),
      filter: { inheritMoves: ['infantry', 'armored'], moveMode: 'union' },
      expected: true,
    },
    {
      name: 'range: inside',
      skill: row('a', { sp: 300 }),
      filter: { ranges: { sp: { min: 240, max: 300 } } },
      expected: true,
    },
    {
      name: 'range: a skill without the stat fails a narrowed range',
      skill: row('a', { cooldown: null }),
      filter: { ranges: { cooldown: { min: 2, max: 3 } } },
      expected: false,
    },
    {
      name: 'range: at its bounds it filters nothing',
      skill: row('a', { cooldown: null }),
      filter: { ranges: { cooldown: { min: 0, max: 6 } } },
      expected: true,
    },
    {
      name: 'pre-inheritance: a downgrade in the pool',
      skill: row('a', { downgradesLowestRarities: [{ heroicGrails: 4 }] }),
      filter: { preInheritance: ['heroicGrails4'] },
      expected: true,
    },
    {
      name: 'pre-inheritance: no downgrade',
      skill: row('a'),
      filter: { preInheritance: ['generic4'] },
      expected: false,
    },
    {
      name: 'Hall of Forms: exclusive out',
      skill: row('a', { isExclusive: true }),
      filter: { hallOfForms: { chamber: '13-20', version: '9.0' } },
      expected: false,
    },
    {
      name: 'Hall of Forms: passive under 240 SP out in chamber 13',
      skill: row('a', { sp: 200, version: '5.0' }),
      filter: { hallOfForms: { chamber: '13-20', version: '9.0' } },
      expected: false,
    },
    {
      name: 'Hall of Forms: too new out',
      skill: row('a', { sp: 300, version: '9.0' }),
      filter: { hallOfForms: { chamber: '21-24', version: '9.1' } },
      expected: false,
    },
    {
      name: 'Hall of Forms: chamber 25 needs 9.0',
      skill: row('a', { sp: 300, version: '8.11' }),
      filter: { hallOfForms: { chamber: '25', version: '10.0' } },
      expected: false,
    },
    {
      name: 'Hall of Forms: an upgradable weapon out',
      skill: row('a', { category: 'weapon', isMax: false, sp: 200, version: '5.0' }),
      filter: { hallOfForms: { chamber: '13-20', version: '9.0' } },
      expected: false,
    },
    {
      name: 'Hall of Forms: a final passive in the window passes',
      skill: row('a', { sp: 300, version: '9.2' }),
      filter: { hallOfForms: { chamber: '25', version: '10.0' } },
      expected: true,
    },
  ])('$name', ({ skill, filter, expected }) => {
    expect(matchesSkillFilters(skill, filters(filter))).toBe(expected)
  })
})

test('filterSkills keeps the order', () => {
  const rows = [row('b', { sp: 300 }), row('a', { sp: 50 }), row('c', { sp: 300 })]
  expect(
    filterSkills(rows, filters({ ranges: { sp: { min: 300, max: 500 } } })).map((r) => r.id),
  ).toEqual(['b', 'c'])
})

describe('countAllowedInheritors', () => {
  test.each([
    { name: 'no restriction: every pair', skill: row('a'), expected: 96 },
    { name: 'exclusive: none', skill: row('a', { isExclusive: true }), expected: 0 },
    {
      name: 'pseudo-skill without restriction',
      skill: row('a', { restrictions: null }),
      expected: 0,
    },
    {
      name: 'infantry only, no staff',
      skill: row('a', {
        restrictions: {
          moves: { kind: 'canUse', moveTypes: ['infantry'] },
          weapons: {
            kind: 'canNotUse',
            weapons: [{ kind: 'weaponType', weaponType: 'colorlessStaff' }],
          },
        },
      }),
      expected: 23,
    },
  ])('$name', ({ skill, expected }) => {
    expect(countAllowedInheritors(skill)).toBe(expected)
  })
})

describe('getEffectivenessSortKey', () => {
  test.each([
    { name: 'none', effectiveness: [] as const, expected: null },
    { name: 'all first', effectiveness: ['all'] as const, expected: '0' },
    { name: 'one', effectiveness: ['cavalry'] as const, expected: '9802' },
    {
      name: 'two, in game order',
      effectiveness: ['flying', 'armored'] as const,
      expected: '970103',
    },
  ])('$name', ({ effectiveness, expected }) => {
    expect(getEffectivenessSortKey(effectiveness)).toBe(expected)
  })
})

describe('sortSkills', () => {
  const rows = [
    row('Def Ploy 3', { sp: 200, cooldown: null, effectiveness: [] }),
    row('Atk Ploy 3', { sp: 200, effectiveness: ['cavalry'] }),
    row('Distant Counter', { sp: 300, effectiveness: ['flying', 'armored'], rating: '9.5' }),
    row('Spd Ploy 3', { sp: null, rating: '8' }),
  ]
  const ids = (sorts: SkillSort[]) => sortSkills(rows, sorts).map((r) => r.name)
  test.each([
    { name: 'no sort keeps the order', sorts: [], expected: rows.map((r) => r.name) },
    {
      name: 'SP descending then name: missing SP last',
      sorts: [
        { key: 'sp', isDescending: true },
        { key: 'name', isDescending: false },
      ] satisfies SkillSort[],
      expected: ['Distant Counter', 'Atk Ploy 3', 'Def Ploy 3', 'Spd Ploy 3'],
    },
    {
      name: 'name in stat order Atk < Spd < Def',
      sorts: [{ key: 'name', isDescending: false }] satisfies SkillSort[],
      expected: ['Atk Ploy 3', 'Spd Ploy 3', 'Def Ploy 3', 'Distant Counter'],
    },
    {
      name: 'effectiveness: more first, none last',
      sorts: [{ key: 'effectiveness', isDescending: false }] satisfies SkillSort[],
      expected: ['Distant Counter', 'Atk Ploy 3', 'Def Ploy 3', 'Spd Ploy 3'],
    },
    {
      name: 'rating descending, missing last',
      sorts: [{ key: 'rating', isDescending: true }] satisfies SkillSort[],
      expected: ['Distant Counter', 'Spd Ploy 3', 'Def Ploy 3', 'Atk Ploy 3'],
    },
  ])('$name', ({ sorts, expected }) => {
    expect(ids(sorts)).toEqual(expected)
  })

  test('can use: widest first when descending', () => {
    const narrow = row('narrow', {
      restrictions: {
        moves: { kind: 'canUse', moveTypes: ['infantry'] },
        weapons: { kind: 'none' },
      },
    })
    const exclusive = row('exclusive', { isExclusive: true, restrictions: null })
    const wide = row('wide')
    expect(
      sortSkills([narrow, exclusive, wide], [{ key: 'canUse', isDescending: true }]).map(
        (r) => r.id,
      ),
    ).toEqual(['wide', 'narrow', 'exclusive'])
  })

  test('availability and pre-inheritance: cheapest first, nowhere last', () => {
    const generic = row('generic', {
      ownersLowestRarities: { genericSummonPool: 3 },
      downgradesLowestRarities: [{ specialHeroes: 4 }],
    })
    const grails = row('grails', {
      ownersLowestRarities: { heroicGrails: 4 },
      downgradesLowestRarities: [{ genericSummonPool: 4 }],
    })
    const nowhere = row('nowhere')
    expect(
      sortSkills([nowhere, grails, generic], [{ key: 'availability', isDescending: false }]).map(
        (r) => r.id,
      ),
    ).toEqual(['generic', 'grails', 'nowhere'])
    expect(
      sortSkills([nowhere, generic, grails], [{ key: 'preInheritance', isDescending: false }]).map(
        (r) => r.id,
      ),
    ).toEqual(['grails', 'generic', 'nowhere'])
  })

  test('version compares numerically', () => {
    const rows2 = [row('a', { version: '10.0' }), row('b', { version: '9.11' })]
    expect(sortSkills(rows2, [{ key: 'version', isDescending: false }]).map((r) => r.id)).toEqual([
      'b',
      'a',
    ])
  })
})
