import { expect, test } from 'vitest'
import {
  classifySuffix,
  filterGlossaryKeywords,
  type GlossaryHero,
  listAbbreviationPrefixes,
  listAbbreviationSuffixes,
  mergeSkillKeywords,
} from './glossary.ts'

function hero(abbreviatedName: string, extra: Partial<GlossaryHero> = {}): GlossaryHero {
  return {
    abbreviatedName,
    theme: null,
    traits: [],
    isBrave: false,
    isFallen: false,
    releaseDate: '2020-01-01',
    ...extra,
  }
}

test.each([
  {
    name: 'a theme prefix',
    heroes: [hero('Su!Tiki', { theme: 'summer', releaseDate: '2017-06-01' })],
    expected: [
      {
        prefix: 'Su',
        meanings: [{ kind: 'theme', theme: 'summer' }],
        heroCount: 1,
        firstReleaseMonth: '2017-06',
        examples: ['Su!Tiki'],
      },
    ],
  },
  {
    name: 'a trait prefix, and a flag one stacked on it',
    heroes: [hero('B!L!Ike', { isBrave: true, traits: ['legendary'] })],
    expected: [
      {
        prefix: 'B',
        meanings: [
          { kind: 'trait', trait: 'legendary' },
          { kind: 'trait', trait: 'brave' },
        ],
        heroCount: 1,
        firstReleaseMonth: '2020-01',
        examples: ['B!L!Ike'],
      },
      {
        prefix: 'L',
        meanings: [
          { kind: 'trait', trait: 'legendary' },
          { kind: 'trait', trait: 'brave' },
        ],
        heroCount: 1,
        firstReleaseMonth: '2020-01',
        examples: ['B!L!Ike'],
      },
    ],
  },
  {
    name: 'one prefix for two things, the more frequent first',
    heroes: [
      hero('H!Alm', { traits: ['harmonized'] }),
      hero('H!Jakob', { theme: 'halloween' }),
      hero('H!Nowi', { theme: 'halloween' }),
    ],
    expected: [
      {
        prefix: 'H',
        meanings: [
          { kind: 'theme', theme: 'halloween' },
          { kind: 'trait', trait: 'harmonized' },
        ],
        heroCount: 3,
        firstReleaseMonth: '2020-01',
        examples: ['H!Alm', 'H!Jakob', 'H!Nowi'],
      },
    ],
  },
  {
    name: 'a prefix nothing in the data explains',
    heroes: [hero('35!Marth')],
    expected: [
      {
        prefix: '35',
        meanings: [],
        heroCount: 1,
        firstReleaseMonth: '2020-01',
        examples: ['35!Marth'],
      },
    ],
  },
  { name: 'no prefix', heroes: [hero('Marth(FE13)')], expected: [] },
  { name: 'no hero', heroes: [], expected: [] },
])('listAbbreviationPrefixes: $name', ({ heroes, expected }) => {
  expect(listAbbreviationPrefixes(heroes)).toEqual(expected)
})

test('listAbbreviationPrefixes: a meaning under a quarter of the heroes is left out', () => {
  const heroes = [
    hero('Y!A', { theme: 'kids' }),
    hero('Y!B', { theme: 'kids' }),
    hero('Y!C', { theme: 'kids' }),
    hero('Y!D', { theme: 'kids' }),
    hero('Y!E', { theme: 'kids', traits: ['duo'] }),
  ]
  expect(listAbbreviationPrefixes(heroes)[0]?.meanings).toEqual([{ kind: 'theme', theme: 'kids' }])
})

test.each([
  { suffix: 'F', expected: { kind: 'female' } },
  { suffix: 'M', expected: { kind: 'male' } },
  { suffix: 'Y', expected: { kind: 'young' } },
  { suffix: 'A', expected: { kind: 'adult' } },
  { suffix: 'SoV', expected: { kind: 'echoes' } },
  { suffix: 'FE13', expected: { kind: 'game', gameNumber: 13 } },
  { suffix: 'Fly', expected: { kind: 'other' } },
])('classifySuffix: $suffix', ({ suffix, expected }) => {
  expect(classifySuffix(suffix)).toEqual(expected)
})

test('listAbbreviationSuffixes: counted, oldest examples first, heroes without one skipped', () => {
  expect(
    listAbbreviationSuffixes([
      hero('Alear(F)', { releaseDate: '2023-01-01' }),
      hero('W!Alear(F)', { releaseDate: '2022-12-01' }),
      hero('Marth(FE13)'),
      hero('Marth'),
    ]),
  ).toEqual([
    {
      suffix: 'F',
      meaning: { kind: 'female' },
      heroCount: 2,
      examples: ['W!Alear(F)', 'Alear(F)'],
    },
    {
      suffix: 'FE13',
      meaning: { kind: 'game', gameNumber: 13 },
      heroCount: 1,
      examples: ['Marth(FE13)'],
    },
  ])
})

test.each([
  {
    name: 'duplicates merged, distinct wordings kept in order',
    keywords: [
      { name: 'Savior', text: 'Unit  protects allies.' },
      { name: 'Panic', text: 'Bonuses become penalties.' },
      { name: 'savior ', text: 'Unit protects allies.' },
      { name: 'Savior', text: 'Unit protects nearby allies.' },
    ],
    expected: [
      { name: 'Panic', texts: ['Bonuses become penalties.'] },
      { name: 'Savior', texts: ['Unit protects allies.', 'Unit protects nearby allies.'] },
    ],
  },
  {
    name: 'empty text dropped',
    keywords: [{ name: 'Stall', text: ' ' }],
    expected: [{ name: 'Stall', texts: [] }],
  },
  { name: 'no keyword', keywords: [], expected: [] },
])('mergeSkillKeywords: $name', ({ keywords, expected }) => {
  expect(mergeSkillKeywords(keywords)).toEqual(expected)
})

const KEYWORDS = [
  { name: 'Panic', texts: ['Bonuses become penalties.'] },
  { name: 'Savior', texts: ['Unit protects allies.'] },
]

test.each([
  { name: 'no pattern: all', pattern: null, expected: ['Panic', 'Savior'] },
  { name: 'by name', pattern: /sav/i, expected: ['Savior'] },
  { name: 'by wording', pattern: /penalt/i, expected: ['Panic'] },
  { name: 'none', pattern: /zzz/i, expected: [] },
])('filterGlossaryKeywords: $name', ({ pattern, expected }) => {
  expect(filterGlossaryKeywords(KEYWORDS, pattern).map((keyword) => keyword.name)).toEqual(expected)
})
