import { expect, test } from 'vitest'
import type { HeroId } from './hero.ts'
import {
  calculateScoreBaseStatTotal,
  calculateTeamScores,
  decodeHeroCode,
  decodeTeamCode,
  encodeHeroCode,
  encodeTeamCode,
  getMinorElement,
  type ScoreBuild,
} from './score-calculator.ts'

const BUILD: ScoreBuild = {
  heroId: 'PID_Ðora' as HeroId,
  rarity: 5,
  level: 40,
  merges: 10,
  asset: 'atk',
  flaw: null,
  blessing: 'fire',
  sp: {
    weapon: 350,
    assist: 400,
    special: 500,
    passiveA: 300,
    passiveB: 400,
    passiveC: 300,
    sacredSeal: 300,
  },
  skills: {},
  duelSkillTier: 4,
  chosenHeroId: null,
  chosenHeroMerges: 0,
}
const accept = (value: unknown) => value as ScoreBuild
const reject = () => null

test.each([
  { major: 'light' as const, expected: 'dark' },
  { major: 'dark' as const, expected: 'light' },
  { major: 'astra' as const, expected: 'anima' },
  { major: 'anima' as const, expected: 'astra' },
])('getMinorElement: $major', ({ major, expected }) => {
  expect(getMinorElement(major)).toBe(expected)
})

// Level-1 stats 20 each and growth 50 % each: 20 + floor(39 × floor(50 × 1.14) / 100) = 42.
const HERO = {
  stats: {
    level1: { hp: 20, atk: 20, spd: 20, def: 20, res: 20 },
    growthRates: { hp: 50, atk: 50, spd: 50, def: 50, res: 50 },
  },
}

test.each([
  {
    name: 'neutral, unmerged',
    build: { rarity: 5, level: 40, merges: 0, asset: null, flaw: null },
    expected: 210,
  },
  {
    name: 'neutral, merged: +1 on three stats',
    build: { rarity: 5, level: 40, merges: 1, asset: null, flaw: null },
    expected: 213,
  },
  // Growth 55 %: floor(55 × 1.14) = 62 → +24; 21 + 24 = 45, +3 on the stat.
  {
    name: 'asset',
    build: { rarity: 5, level: 40, merges: 0, asset: 'atk', flaw: null },
    expected: 213,
  },
  // Flaw: 19 + floor(39 × floor(45 × 1.14) / 100) = 19 + 19 = 38, −4 (a superbane).
  {
    name: 'asset and flaw, unmerged',
    build: { rarity: 5, level: 40, merges: 0, asset: 'atk', flaw: 'def' },
    expected: 209,
  },
  {
    name: 'a merge removes the flaw',
    build: { rarity: 5, level: 40, merges: 1, asset: 'atk', flaw: 'def' },
    expected: 213,
  },
  {
    name: 'level 1',
    build: { rarity: 5, level: 1, merges: 0, asset: null, flaw: null },
    expected: 100,
  },
] as const)('calculateScoreBaseStatTotal: $name', ({ build, expected }) => {
  expect(calculateScoreBaseStatTotal(HERO, build)).toBe(expected)
})

test.each([
  {
    name: 'arena with bonus',
    scores: [200, 200, 200, 200],
    context: { mode: 'arena', seasonElements: [], hasBonusHero: true } as const,
    expected: { score: 700, tierBonus: 0, defenseScore: 700, offenseRange: { min: 698, max: 712 } },
  },
  {
    name: 'arena without bonus, empty slot counts 0',
    scores: [200, 200, 200, null],
    context: { mode: 'arena', seasonElements: [], hasBonusHero: false } as const,
    expected: { score: 300, tierBonus: 0, defenseScore: 600, offenseRange: { min: 299, max: 306 } },
  },
  {
    name: "Mjölnir's Strike tier 21",
    scores: [200, 200, 200, 200],
    context: { mode: 'mjolnirsStrike', majorElement: 'light', tier: 21 } as const,
    expected: { score: 788, tierBonus: 88, defenseScore: null, offenseRange: null },
  },
  {
    name: "Mjölnir's Strike tier 5",
    scores: [200, 200, 200, 200],
    context: { mode: 'mjolnirsStrike', majorElement: 'light', tier: 5 } as const,
    expected: { score: 700, tierBonus: 0, defenseScore: null, offenseRange: null },
  },
])('calculateTeamScores: $name', ({ scores, context, expected }) => {
  expect(calculateTeamScores(scores, context)).toMatchObject(expected)
})

test('a hero code and a team code come back as they were, accents included', () => {
  expect(decodeHeroCode(encodeHeroCode(BUILD), accept)).toEqual({ ok: true, value: BUILD })
  const team = [BUILD, null, BUILD, null]
  expect(decodeTeamCode(encodeTeamCode(team), accept)).toEqual({ ok: true, value: team })
})

test.each([
  { name: 'empty', code: '  ', decode: 'hero', expected: 'empty' },
  {
    name: 'team code where a hero is expected',
    code: encodeTeamCode([null, null, null, null]),
    decode: 'hero',
    expected: 'team-code-given',
  },
  {
    name: 'hero code where a team is expected',
    code: encodeHeroCode(BUILD),
    decode: 'team',
    expected: 'hero-code-given',
  },
  { name: 'unknown prefix', code: 'ABCv9:xyz', decode: 'team', expected: 'unknown-prefix' },
  { name: 'not base64', code: 'SCTv1:%%%', decode: 'team', expected: 'not-base64' },
  { name: 'not JSON', code: `SCTv1:${btoa('{oops')}`, decode: 'team', expected: 'not-json' },
  {
    name: 'three heroes',
    code: `SCTv1:${btoa('[null,null,null]')}`,
    decode: 'team',
    expected: 'wrong-team-size',
  },
  {
    name: 'invalid build',
    code: encodeTeamCode([BUILD, null, null, null]),
    decode: 'team',
    expected: 'invalid-build',
    validate: reject,
  },
] as const)('share code error: $name', ({ code, decode, expected, ...rest }) => {
  const validate: (value: unknown) => ScoreBuild | null =
    'validate' in rest && rest.validate ? rest.validate : accept
  const result = decode === 'hero' ? decodeHeroCode(code, validate) : decodeTeamCode(code, validate)
  expect(result).toEqual({ ok: false, error: expected })
})
