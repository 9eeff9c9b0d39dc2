import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { HeroId } from './hero.ts'
import {
  boundedEditDistance,
  createHeroMatcher,
  MATCH_CONFIDENCE,
  type MatchableHero,
  matchHero,
} from './hero-matcher.ts'

const hero = (id: string, name: string, title: string, abbreviatedName: string): MatchableHero => ({
  id: id as HeroId,
  name,
  title,
  abbreviatedName,
})
// Each hero is here for one rule: namesakes (Lucina), an accent (Hríð), a letter with no plain
// form spelled by the accents table (Alfaðör), a name only one hero has (Reinhardt).
const HEROES = [
  hero('lucina', 'Lucina', 'Future Witness', 'Lucina'),
  hero('b-lucina', 'Lucina', 'Brave Princess', 'B!Lucina'),
  hero('sp-lucina', 'Lucina', 'Spring Exalt', 'Sp!Lucina'),
  hero('hrid', 'Hríd', 'Icy Blade', 'Hríd'),
  hero('alfador', 'Alfaðör', 'Unifier of Worlds', 'Alfaðör'),
  hero('reinhardt', 'Reinhardt', 'Thunder Knight', 'Reinhardt'),
  hero('w-reinhardt', 'Reinhardt', 'Warrior of Wind', 'L!Reinhardt'),
  hero('abel', 'Abel', 'The Panther', 'Abel'),
]
const ACCENTS = { ð: 'd' }
const matcher = createHeroMatcher(HEROES, ACCENTS)
const match = (text: string) => matchHero(matcher, text, ACCENTS)

test.each([
  {
    case: 'a full name',
    text: 'Lucina: Brave Princess',
    heroId: 'b-lucina',
    confidence: MATCH_CONFIDENCE.fullName,
  },
  {
    case: 'a full name, lower case, no space after the colon',
    text: 'lucina:brave princess',
    heroId: 'b-lucina',
    confidence: 1,
  },
  {
    case: 'an abbreviation',
    text: 'B!Lucina',
    heroId: 'b-lucina',
    confidence: MATCH_CONFIDENCE.abbreviation,
  },
  {
    case: 'the plain abbreviation of the first hero of a name',
    text: 'Lucina',
    heroId: 'lucina',
    confidence: 1,
  },
  { case: 'an accent left out', text: 'Hrid', heroId: 'hrid', confidence: 1 },
  { case: 'a letter spelled out', text: 'Alfador', heroId: 'alfador', confidence: 1 },
  {
    case: 'name and title words',
    text: 'lucina brave',
    heroId: 'b-lucina',
    confidence: MATCH_CONFIDENCE.words,
  },
  {
    case: 'words that start the title',
    text: 'reinhardt warr',
    heroId: 'w-reinhardt',
    confidence: MATCH_CONFIDENCE.words,
  },
  {
    case: 'a typo in a short name',
    text: 'Abell',
    heroId: 'abel',
    confidence: MATCH_CONFIDENCE.typo,
  },
  {
    case: 'two typos in a long name',
    text: 'Reinhrdt: Thundr Knight',
    heroId: 'reinhardt',
    confidence: MATCH_CONFIDENCE.typo,
  },
])('matchHero: $case', ({ text, heroId, confidence }) => {
  expect(match(text)).toEqual({ status: 'matched', heroId, confidence })
})

test('words that fit one hero among namesakes pick it', () => {
  expect(match('lucina s')).toEqual({
    status: 'matched',
    heroId: 'sp-lucina',
    confidence: MATCH_CONFIDENCE.words,
  })
  expect(match('reinhardt w')).toMatchObject({ heroId: 'w-reinhardt' })
})

test('a name several heroes have, with no plain abbreviation, offers them all', () => {
  const matcherWithoutPlain = createHeroMatcher(
    HEROES.filter((h) => h.id !== 'lucina'),
    ACCENTS,
  )
  expect(matchHero(matcherWithoutPlain, 'Lucina', ACCENTS)).toEqual({
    status: 'ambiguous',
    candidates: ['b-lucina', 'sp-lucina'],
  })
})

test.each([
  { case: 'nothing', text: '   ', reason: 'empty' },
  { case: 'junk', text: 'zzzzzz qqq', reason: 'no-hero-matches' },
  {
    case: 'a short unknown word (no typo below 4 letters)',
    text: 'Xyz',
    reason: 'no-hero-matches',
  },
])('matchHero says why nothing matches: $case', ({ text, reason }) => {
  expect(match(text)).toEqual({ status: 'unknown', reason })
})

test.each([
  { a: 'abel', b: 'abel', limit: 1, expected: 0 },
  { a: 'abell', b: 'abel', limit: 1, expected: 1 },
  { a: 'abcd', b: 'wxyz', limit: 1, expected: 2 },
  { a: 'a', b: 'abcdef', limit: 2, expected: 3 },
  { a: '', b: 'ab', limit: 2, expected: 2 },
])('boundedEditDistance($a, $b, $limit) is $expected', ({ a, b, limit, expected }) => {
  expect(boundedEditDistance(a, b, limit)).toBe(expected)
})

/** Levenshtein by the book, to check the banded one against. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= a.length; i += 1)
    for (let j = 1; j <= b.length; j += 1)
      (rows[i] as number[])[j] = Math.min(
        (rows[i - 1]?.[j] ?? 0) + 1,
        (rows[i]?.[j - 1] ?? 0) + 1,
        (rows[i - 1]?.[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
  return rows[a.length]?.[b.length] ?? 0
}

test('boundedEditDistance is the edit distance, or limit + 1 past the limit', () => {
  const text = fc.string({ unit: fc.constantFrom('a', 'b', 'c', ':', ' '), maxLength: 12 })
  fc.assert(
    fc.property(text, text, fc.integer({ min: 0, max: 4 }), (a, b, limit) => {
      const exact = editDistance(a, b)
      expect(boundedEditDistance(a, b, limit)).toBe(exact <= limit ? exact : limit + 1)
    }),
    { numRuns: 2000 },
  )
})
