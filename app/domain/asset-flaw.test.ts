import { expect, test } from 'vitest'
import { applyAssetAndFlaw, listAssetFlawPairs } from './asset-flaw.ts'
import type { Stat } from './stat.ts'
import { calculateStats, findSuperbanes, findSuperboons } from './stats.ts'

// Abel: The Panther's real inputs (39/33/32/25/25 at 5★ level 40; superboon Res, superbane HP).
const ABEL = {
  level1: { hp: 17, atk: 7, spd: 8, def: 8, res: 6 },
  growthRates: { hp: 50, atk: 60, spd: 55, def: 40, res: 45 },
}
const neutral = calculateStats(ABEL)

test.each<{ name: string; asset: Stat | null; flaw: Stat | null; expected: number[] }>([
  { name: 'neutral', asset: null, flaw: null, expected: [39, 33, 32, 25, 25] },
  { name: 'plain asset and flaw', asset: 'atk', flaw: 'spd', expected: [39, 36, 29, 25, 25] },
  { name: 'superboon +4', asset: 'res', flaw: null, expected: [39, 33, 32, 25, 29] },
  { name: 'superbane −4', asset: null, flaw: 'hp', expected: [35, 33, 32, 25, 25] },
  { name: 'the same stat is ignored', asset: 'atk', flaw: 'atk', expected: [39, 33, 32, 25, 25] },
])('applyAssetAndFlaw: $name', ({ asset, flaw, expected }) => {
  const line = applyAssetAndFlaw({
    neutral,
    superboons: findSuperboons(ABEL),
    superbanes: findSuperbanes(ABEL),
    asset,
    flaw,
  })
  expect([line.hp, line.atk, line.spd, line.def, line.res]).toEqual(expected)
})

test('applyAssetAndFlaw agrees with the full stat calculation on every pair', () => {
  for (const pair of listAssetFlawPairs()) {
    const full = calculateStats(ABEL, pair)
    const line = applyAssetAndFlaw({
      neutral,
      superboons: findSuperboons(ABEL),
      superbanes: findSuperbanes(ABEL),
      ...pair,
    })
    expect(line).toEqual(full)
  }
  expect(listAssetFlawPairs()).toHaveLength(21)
})
