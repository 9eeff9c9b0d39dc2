// The maximum-score check of score-calc.server.test.ts on the whole upstream dataset. Runs
// only when HERO_PEELER_DATA names a directory of the upstream files (../shared/feh-data).
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, inject, test } from 'vitest'
import type { HeroId } from '#app/domain/hero.ts'
import { type Dataset, loadDataset } from '#app/server/dataset.server.ts'
import { calculateScoreCalcPage } from './score-calc.server.ts'

// The full dataset as the importer builds it (test/fixture-dataset.ts), when there is one.
const dataDirectory = inject('fullDataDirectory')

describe.skipIf(!dataDirectory)('score calculator on the full dataset', () => {
  let dataset: Dataset
  let upstream: { id: string; max_score: number }[]
  beforeAll(async () => {
    const directory = dataDirectory ?? ''
    dataset = await loadDataset({ dataDirectory: directory, fallbackDirectory: directory })
    upstream = JSON.parse(await readFile(path.join(directory, 'raw', 'units.json'), 'utf8'))
  })

  test('every hero at its maximum build scores its upstream max_score', () => {
    const context = {
      mode: 'arena',
      seasonElements: ['fire', 'water', 'wind', 'earth', 'light', 'dark', 'astra', 'anima'],
      hasBonusHero: true,
    } as const
    const empty = {
      rarity: 5,
      level: 40,
      merges: 0,
      asset: null,
      flaw: null,
      blessing: null,
      sp: {
        weapon: 0,
        assist: 0,
        special: 0,
        passiveA: 0,
        passiveB: 0,
        passiveC: 0,
        sacredSeal: 0,
      },
      skills: {},
      duelSkillTier: null,
      chosenHeroId: null,
      chosenHeroMerges: 0,
    } as const
    const mismatches = upstream.flatMap((record) => {
      const slot = calculateScoreCalcPage(dataset, {
        team: [{ ...empty, heroId: record.id as HeroId }, null, null, null],
        context,
      }).slots[0]
      if (!slot) return [`${record.id}: not found`]
      const best = calculateScoreCalcPage(dataset, {
        team: [slot.maximumBuild, null, null, null],
        context,
      }).slots[0]
      const score = best?.score.score
      return score === record.max_score ? [] : [`${record.id}: ${score} ≠ ${record.max_score}`]
    })
    expect(mismatches).toEqual([])
  }, 120_000)
})
