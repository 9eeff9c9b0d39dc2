import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, expect, inject, test } from 'vitest'
import type { HeroId } from '#app/domain/hero.ts'
import type { ScoreBuild } from '#app/domain/score-calculator.ts'
import { type Dataset, loadDataset } from '#app/server/dataset.server.ts'
import { calculateScoreCalcPage, listEquippableSkills } from './score-calc.server.ts'

let dataset: Dataset
let upstream: { id: string; max_score: number }[]

beforeAll(async () => {
  const dataDirectory = inject('fixtureDataDirectory')
  dataset = await loadDataset({ dataDirectory, fallbackDirectory: dataDirectory })
  // The importer keeps the upstream files it built from.
  upstream = JSON.parse(await readFile(path.join(dataDirectory, 'raw', 'units.json'), 'utf8'))
})

const EMPTY_BUILD = {
  rarity: 5,
  level: 40,
  merges: 0,
  asset: null,
  flaw: null,
  blessing: null,
  sp: { weapon: 0, assist: 0, special: 0, passiveA: 0, passiveB: 0, passiveC: 0, sacredSeal: 0 },
  skills: {},
  duelSkillTier: null,
  chosenHeroId: null,
  chosenHeroMerges: 0,
} as const

const ARENA = { mode: 'arena', seasonElements: [], hasBonusHero: true } as const

function scoreAlone(
  build: ScoreBuild,
  context: Parameters<typeof calculateScoreCalcPage>[1]['context'] = ARENA,
) {
  return calculateScoreCalcPage(dataset, { team: [build, null, null, null], context })
}

// The maximum assumes a chosen hero in season: every element is, and no legendary gives a bonus.
const EVERY_SEASON = {
  mode: 'arena',
  seasonElements: ['fire', 'water', 'wind', 'earth', 'light', 'dark', 'astra', 'anima'],
  hasBonusHero: true,
} as const

test('every fixture hero at its maximum build scores its upstream max_score', () => {
  expect(upstream.length).toBeGreaterThan(20)
  const mismatches = upstream.flatMap((record) => {
    const first = scoreAlone({ ...EMPTY_BUILD, heroId: record.id as HeroId }).slots[0]
    if (!first) return [`${record.id}: not found`]
    const best = scoreAlone(first.maximumBuild, EVERY_SEASON).slots[0]
    return best?.score.score === record.max_score
      ? []
      : [`${record.id}: ${best?.score.score} ≠ ${record.max_score}`]
  })
  expect(mismatches).toEqual([])
})

test('the team averages four heroes, an empty slot counting 0', () => {
  const abel = scoreAlone({ ...EMPTY_BUILD, heroId: 'PID_アベル' as HeroId }).slots[0]
  if (!abel) throw new Error('Abel is in the fixture')
  const build = abel.maximumBuild
  const page = calculateScoreCalcPage(dataset, {
    team: [build, build, build, null],
    context: ARENA,
  })
  const base = page.slots[0]?.score.visibleBaseScore ?? 0
  // Abel's maximum: 2 × (150 + base) = 760, so base = 230.
  expect(base).toBe(230)
  expect(page.team.score).toBe(2 * Math.floor(150 + (3 * 230) / 4))
  expect(page.team.defenseScore).toBe(2 * Math.floor(150 + (3 * 230) / 4))
})

test("Mjölnir's Strike adds the tier bonus and always doubles", () => {
  const abel = scoreAlone({ ...EMPTY_BUILD, heroId: 'PID_アベル' as HeroId }).slots[0]
  if (!abel) throw new Error('Abel is in the fixture')
  const team = [abel.maximumBuild, abel.maximumBuild, abel.maximumBuild, abel.maximumBuild]
  const page = calculateScoreCalcPage(dataset, {
    team,
    context: { mode: 'mjolnirsStrike', majorElement: 'light', tier: 21 },
  })
  expect(page.team.score).toBe(760 + 88)
  expect(page.team.tierBonus).toBe(88)
  expect(page.team.offenseRange).toBeNull()
})

test('the pickers offer what the hero can equip, highest SP first; a PRF only to its owner', () => {
  const abel = listEquippableSkills(dataset, 'PID_アベル')
  const sharena = listEquippableSkills(dataset, 'PID_シャロン')
  if (!abel || !sharena) throw new Error('Abel and Sharena are in the fixture')
  expect(abel.weapon.map((skill) => skill.name)).toContain('Panther Lance')
  // Sharena wields a lance too, but Panther Lance is Abel's own.
  expect(sharena.weapon.map((skill) => skill.name)).not.toContain('Panther Lance')
  for (const skills of Object.values(abel)) {
    const sp = skills.map((skill) => skill.sp)
    expect(sp).toEqual([...sp].sort((first, second) => second - first))
  }
  expect(listEquippableSkills(dataset, 'PID_NOBODY')).toBeNull()
})

test('a skill picked by name is named while the build keeps its SP', () => {
  const abel = listEquippableSkills(dataset, 'PID_アベル')
  const lance = abel?.weapon.find((skill) => skill.name === 'Panther Lance')
  if (!lance) throw new Error('Panther Lance is in the fixture')
  const build: ScoreBuild = {
    ...EMPTY_BUILD,
    heroId: 'PID_アベル' as HeroId,
    sp: { ...EMPTY_BUILD.sp, weapon: lance.sp },
    skills: { weapon: lance.id, assist: lance.id },
  }
  // The weapon is named; a weapon's id in the assist slot is not something Abel can equip there.
  expect(scoreAlone(build).slots[0]?.skillNames).toEqual({ weapon: 'Panther Lance' })
  const changedSp = { ...build, sp: { ...build.sp, weapon: 300 } }
  expect(scoreAlone(changedSp).slots[0]?.skillNames).toEqual({})
})
