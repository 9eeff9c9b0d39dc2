import { expect, test } from 'vitest'
import type { HeroId } from '#app/domain/hero.ts'
import { encodeTeamCode, type ScoreBuild } from '#app/domain/score-calculator.ts'
import {
  parseScoreCalcSearch,
  SCORE_CALC_SEARCH_DEFAULTS,
  toScoreCalcSearchParams,
  toScoreContext,
  validateScoreBuild,
} from './score-calc-search.ts'

const BUILD: ScoreBuild = {
  heroId: 'PID_A' as HeroId,
  rarity: 4,
  level: 35,
  merges: 3,
  asset: 'spd',
  flaw: 'hp',
  blessing: null,
  sp: {
    weapon: 300,
    assist: 0,
    special: 200,
    passiveA: 300,
    passiveB: 0,
    passiveC: 0,
    sacredSeal: 0,
  },
  skills: {},
  duelSkillTier: null,
  chosenHeroId: null,
  chosenHeroMerges: 0,
}

test('defaults: an empty URL, and back', () => {
  expect(parseScoreCalcSearch(new URLSearchParams())).toEqual(SCORE_CALC_SEARCH_DEFAULTS)
  expect(toScoreCalcSearchParams(SCORE_CALC_SEARCH_DEFAULTS).toString()).toBe('')
})

test('a team and a context survive the URL exactly', () => {
  const search = {
    ...SCORE_CALC_SEARCH_DEFAULTS,
    mode: 'mjolnirsStrike' as const,
    tier: 15,
    majorElement: 'astra' as const,
    team: [null, BUILD, null, null],
  }
  expect(parseScoreCalcSearch(toScoreCalcSearchParams(search))).toEqual(search)
})

test.each([
  {
    name: 'bad team code: empty team',
    url: 'team=SCTv1:nope',
    expected: SCORE_CALC_SEARCH_DEFAULTS,
  },
  { name: 'bad tier and mode', url: 'tier=99&mode=x', expected: SCORE_CALC_SEARCH_DEFAULTS },
  {
    name: 'no bonus',
    url: 'bonus=0',
    expected: { ...SCORE_CALC_SEARCH_DEFAULTS, hasBonusHero: false },
  },
])('parseScoreCalcSearch: $name', ({ url, expected }) => {
  expect(parseScoreCalcSearch(new URLSearchParams(url))).toEqual(expected)
})

test.each([
  { name: 'valid', value: BUILD, expected: BUILD },
  { name: 'merges over 10', value: { ...BUILD, merges: 11 }, expected: null },
  { name: 'unknown stat', value: { ...BUILD, asset: 'luck' }, expected: null },
  { name: 'level 0', value: { ...BUILD, level: 0 }, expected: null },
  { name: 'not an object', value: 'x', expected: null },
  {
    name: 'skills picked by name',
    value: { ...BUILD, skills: { weapon: 'SID_Sword', passiveA: 'SID_Counter' } },
    expected: { ...BUILD, skills: { weapon: 'SID_Sword', passiveA: 'SID_Counter' } },
  },
  {
    name: 'a code from before skills had names',
    value: Object.fromEntries(Object.entries(BUILD).filter(([key]) => key !== 'skills')),
    expected: BUILD,
  },
  {
    name: 'a skill for an unknown slot',
    value: { ...BUILD, skills: { hat: 'x' } },
    expected: null,
  },
])('validateScoreBuild: $name', ({ value, expected }) => {
  expect(validateScoreBuild(value)).toEqual(expected)
})

test('a team code with an invalid build is refused in the URL', () => {
  const code = encodeTeamCode([{ ...BUILD, rarity: 9 as 5 }, null, null, null])
  expect(parseScoreCalcSearch(new URLSearchParams({ team: code })).team).toEqual([
    null,
    null,
    null,
    null,
  ])
})

test.each([
  {
    name: 'arena, no mythic season',
    search: SCORE_CALC_SEARCH_DEFAULTS,
    expected: { mode: 'arena', seasonElements: ['fire', 'water'], hasBonusHero: true },
  },
  {
    name: 'arena, astra and anima',
    search: { ...SCORE_CALC_SEARCH_DEFAULTS, mythicSeason: 'astraAnima' as const },
    expected: {
      mode: 'arena',
      seasonElements: ['fire', 'water', 'astra', 'anima'],
      hasBonusHero: true,
    },
  },
  {
    name: "Mjölnir's Strike",
    search: { ...SCORE_CALC_SEARCH_DEFAULTS, mode: 'mjolnirsStrike' as const },
    expected: { mode: 'mjolnirsStrike', majorElement: 'light', tier: 21 },
  },
])('toScoreContext: $name', ({ search, expected }) => {
  expect(toScoreContext(search)).toEqual(expected)
})
