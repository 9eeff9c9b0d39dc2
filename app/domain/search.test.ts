import { describe, expect, test } from 'vitest'
import {
  type AccentTable,
  compareKeys,
  compareText,
  compileSearchQuery,
  foldText,
  formatHeroLabel,
  getHeroSortName,
  getSkillSortName,
  listHeroSearchTexts,
  matchesAny,
  parseAbbreviatedName,
  sortByText,
  splitByMatch,
  transliterate,
} from './search.ts'

// A few entries in the shape of the upstream accents table.
const ACCENTS: AccentTable = { í: 'i', ð: 'd', ú: 'u', Æ: 'Ae', Α: 'Alpha', é: 'e', þ: 'th' }

describe('transliterate', () => {
  test.each([
    { name: 'accents', text: 'Hríd', expected: 'Hrid' },
    { name: 'several', text: 'Heiðrún', expected: 'Heidrun' },
    { name: 'one letter to two', text: 'Æther', expected: 'Aether' },
    { name: 'Greek letters to names', text: 'Α Dragon', expected: 'Alpha Dragon' },
    {
      name: 'a comma stays a comma (bug §7.2 #5)',
      text: 'Ymir, Everliving',
      expected: 'Ymir, Everliving',
    },
    { name: 'nothing to replace', text: 'Abel: The Panther', expected: 'Abel: The Panther' },
    { name: 'empty text', text: '', expected: '' },
  ])('$name', ({ text, expected }) => {
    expect(transliterate(text, ACCENTS)).toBe(expected)
  })
  test('empty table', () => {
    expect(transliterate('Hríd', {})).toBe('Hríd')
  })
  test('multi-character keys, longest first', () => {
    expect(transliterate('ae and a', { a: 'A', ae: 'Æ' })).toBe('Æ And A')
  })
})

describe('formatHeroLabel and parseAbbreviatedName', () => {
  test('label', () => {
    expect(formatHeroLabel({ abbreviatedName: 'B!Lucina', title: 'Future Witness' })).toBe(
      'B!Lucina [Future Witness]',
    )
  })
  test.each([
    {
      name: 'no prefix',
      abbreviation: 'Abel',
      expected: { prefixes: [], baseName: 'Abel', suffix: null },
    },
    {
      name: 'one prefix',
      abbreviation: 'B!Lucina',
      expected: { prefixes: ['B'], baseName: 'Lucina', suffix: null },
    },
    {
      name: 'two prefixes',
      abbreviation: 'H!B!Alm',
      expected: { prefixes: ['H', 'B'], baseName: 'Alm', suffix: null },
    },
    {
      name: 'suffix',
      abbreviation: 'Su!Alear(F)',
      expected: { prefixes: ['Su'], baseName: 'Alear', suffix: 'F' },
    },
  ])('$name', ({ abbreviation, expected }) => {
    expect(parseAbbreviatedName(abbreviation)).toEqual(expected)
  })
})

describe('listHeroSearchTexts', () => {
  test('transliterated names, label and abbreviation, once each', () => {
    expect(
      listHeroSearchTexts(
        { fullName: 'Hríd: Icy Blade', abbreviatedName: 'Hríd', title: 'Icy Blade' },
        ACCENTS,
      ),
    ).toEqual([
      'Hrid: Icy Blade',
      'Hrid [Icy Blade]',
      'Hríd: Icy Blade',
      'Hríd [Icy Blade]',
      'Hríd',
    ])
  })
})

describe('sort names', () => {
  test.each([
    {
      name: 'game order Atk < Spd < Def < Res',
      names: ['Res Ploy 3', 'Def Ploy 3', 'Spd Ploy 3', 'Atk Ploy 3'],
      expected: ['Atk Ploy 3', 'Spd Ploy 3', 'Def Ploy 3', 'Res Ploy 3'],
    },
    {
      name: 'pairs in game order',
      names: ['Atk/Res Bond 3', 'Atk/Def Bond 3', 'Atk/Spd Bond 3'],
      expected: ['Atk/Spd Bond 3', 'Atk/Def Bond 3', 'Atk/Res Bond 3'],
    },
    {
      name: 'letter pairs too',
      names: ['A/R Far Save 3', 'A/D Far Save 3', 'A/S Far Save 3'],
      expected: ['A/S Far Save 3', 'A/D Far Save 3', 'A/R Far Save 3'],
    },
    {
      name: 'stat words sort where Atk would',
      names: ['Attack +3', 'Spd Ploy 3', 'Armored Blow 3'],
      expected: ['Armored Blow 3', 'Spd Ploy 3', 'Attack +3'],
    },
    {
      name: 'stat words inside a name',
      names: ['Alarm Spd/Def', 'Alarm Atk/Def'],
      expected: ['Alarm Atk/Def', 'Alarm Spd/Def'],
    },
    {
      name: '"AR-D" is not a pair',
      names: ['AR-D Atk/Res 1', 'AR-D Atk/Spd 1'],
      expected: ['AR-D Atk/Spd 1', 'AR-D Atk/Res 1'],
    },
  ])('$name', ({ names, expected }) => {
    const sorted = [...names].sort((a, b) => (getSkillSortName(a) < getSkillSortName(b) ? -1 : 1))
    expect(sorted).toEqual(expected)
  })
  test('hero sort name is the transliterated full name', () => {
    expect(getHeroSortName({ fullName: 'Heiðrún: Sun Maiden' }, ACCENTS)).toBe(
      'heidrun: sun maiden',
    )
  })
})

describe('text order without the browser collator', () => {
  test('compareText ignores accents and case, as an English base-level collator does', () => {
    expect(compareText('Élincia', 'eliwood')).toBeLessThan(0)
    expect(compareText('abel', 'Abel')).toBe(0)
    expect(compareText('Zelgius', 'Ázur')).toBeGreaterThan(0)
  })
  test('compareKeys orders ISO dates in time order', () => {
    expect(['2024-02-01', '2019-12-31', '2024-01-15'].sort(compareKeys)).toEqual([
      '2019-12-31',
      '2024-01-15',
      '2024-02-01',
    ])
  })
  test('sortByText folds each text once and keeps the items', () => {
    const heroes = [{ name: 'Ótr' }, { name: 'lyn' }, { name: 'Abel' }]
    expect(sortByText(heroes, (hero) => hero.name)).toEqual([
      { name: 'Abel' },
      { name: 'lyn' },
      { name: 'Ótr' },
    ])
  })
})

describe('compileSearchQuery', () => {
  const texts = ['Death Blow 3', 'Hrid: Icy Blade', 'Ymir, Everliving', 'Sword+ (1.5)']
  test.each([
    {
      name: 'text: runs of spaces match anything',
      query: 'dea blo',
      mode: 'text',
      matches: ['Death Blow 3'],
    },
    { name: 'text: case-insensitive', query: 'DEATH', mode: 'text', matches: ['Death Blow 3'] },
    {
      name: 'text: accents in the query are transliterated',
      query: 'hríd',
      mode: 'text',
      matches: ['Hrid: Icy Blade'],
    },
    {
      name: 'text: special characters are literal',
      query: '+ (1.',
      mode: 'text',
      matches: ['Sword+ (1.5)'],
    },
    {
      name: 'text: commas match commas',
      query: 'ymir, ever',
      mode: 'text',
      matches: ['Ymir, Everliving'],
    },
    {
      name: 'text: surrounding spaces ignored',
      query: '  blow  ',
      mode: 'text',
      matches: ['Death Blow 3'],
    },
    {
      name: 'regular expression',
      query: '^(death|ymir)',
      mode: 'regularExpression',
      matches: ['Death Blow 3', 'Ymir, Everliving'],
    },
  ] as const)('$name', ({ query, mode, matches }) => {
    const compiled = compileSearchQuery(query, { mode, accents: ACCENTS })
    if (!compiled.ok) throw new Error(compiled.error)
    expect(texts.filter((text) => matchesAny(compiled.pattern, [text]))).toEqual(matches)
  })
  test.each([
    { name: 'two characters are too short', query: 'de', mode: 'text', error: 'too-short' },
    { name: 'spaces do not count', query: ' d  ', mode: 'text', error: 'too-short' },
    { name: 'empty', query: '', mode: 'regularExpression', error: 'too-short' },
    {
      name: 'invalid regular expression',
      query: 'abc(',
      mode: 'regularExpression',
      error: 'invalid-regular-expression',
    },
    { name: 'the same text is fine in text mode', query: 'abc(', mode: 'text', error: null },
    {
      name: 'a look-ahead is refused (RE2 has none)',
      query: 'death(?= blow)',
      mode: 'regularExpression',
      error: 'invalid-regular-expression',
    },
    {
      name: 'a back-reference is refused (RE2 has none)',
      query: '(a)\\1',
      mode: 'regularExpression',
      error: 'invalid-regular-expression',
    },
    {
      name: 'a look-behind is refused',
      query: '(?<!un)armed',
      mode: 'regularExpression',
      error: 'invalid-regular-expression',
    },
  ] as const)('$name', ({ query, mode, error }) => {
    const compiled = compileSearchQuery(query, { mode, accents: ACCENTS })
    expect(compiled.ok ? null : compiled.error).toBe(error)
  })

  // Issue 25: a search in a URL runs on the server; these held a backtracking engine for
  // seconds to forever (decision 0066).
  const description = `${'Grants Atk/Spd/Def/Res+5 to unit and allies within 2 spaces. '.repeat(8)}end`
  test.each([
    { name: 'text: many words, the last missing', query: `${'e '.repeat(30)}zq`, mode: 'text' },
    { name: 'regular expression: nested stars', query: '(.*.*)*%', mode: 'regularExpression' },
    { name: 'regular expression: nested plus', query: '(\\w+\\s?)+!', mode: 'regularExpression' },
    {
      name: 'regular expression: a repeated group',
      query: '(.*a){25}%',
      mode: 'regularExpression',
    },
  ] as const)('no runaway search: $name', ({ query, mode }) => {
    const compiled = compileSearchQuery(query, { mode, accents: ACCENTS })
    if (!compiled.ok) throw new Error(compiled.error)
    const startedAt = performance.now()
    expect(
      matchesAny(
        compiled.pattern,
        Array.from({ length: 200 }, () => description),
      ),
    ).toBe(false)
    expect(performance.now() - startedAt).toBeLessThan(500)
  })

  test.each([
    { name: 'two words', query: 'dea blo', text: 'A Death Blow 3', match: 'Death Blo' },
    { name: 'the first place of each word', query: 'a b', text: 'xa a b b', match: 'a a b' },
    { name: 'three words', query: 'sp def 3', text: 'Spd/Def Rein 3', match: 'Spd/Def Rein 3' },
  ])('text mode matches where it did before: $name', ({ query, text, match }) => {
    const compiled = compileSearchQuery(query, { mode: 'text', accents: ACCENTS })
    if (!compiled.ok) throw new Error(compiled.error)
    expect(compiled.pattern.exec(text)?.[0]).toBe(match)
  })
})

describe('splitByMatch', () => {
  test.each([
    {
      name: 'middle',
      text: 'Death Blow 3',
      pattern: /blow/i,
      expected: [
        { text: 'Death ', isMatch: false },
        { text: 'Blow', isMatch: true },
        { text: ' 3', isMatch: false },
      ],
    },
    {
      name: 'start',
      text: 'Death Blow',
      pattern: /death/i,
      expected: [
        { text: 'Death', isMatch: true },
        { text: ' Blow', isMatch: false },
      ],
    },
    {
      name: 'no match',
      text: 'Death Blow',
      pattern: /ymir/i,
      expected: [{ text: 'Death Blow', isMatch: false }],
    },
    {
      name: 'empty match',
      text: 'Death',
      pattern: /x*/i,
      expected: [{ text: 'Death', isMatch: false }],
    },
  ])('$name', ({ text, pattern, expected }) => {
    expect(splitByMatch(text, pattern)).toEqual(expected)
  })
})

test.each([
  { name: 'accents dropped', text: 'Hríd', expected: 'hrid' },
  { name: 'upper case lowered', text: 'ABEL', expected: 'abel' },
  { name: 'no plain form kept', text: 'Alfaðör', expected: 'alfaðor' },
  { name: 'empty', text: '', expected: '' },
])('foldText: $name', ({ text, expected }) => {
  expect(foldText(text)).toBe(expected)
})
