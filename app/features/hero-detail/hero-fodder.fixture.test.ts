import { describe, expect, inject, test } from 'vitest'
import type { HeroId } from '#app/domain/hero.ts'
import { decodeHeroRows } from '#app/payloads/dataset-payloads.ts'
import { readBuiltPayloads } from '../../../test/built-payloads.ts'
import { listHeroFodderSkills } from './hero-fodder.ts'

// The Fodder tab's rows, computed from the fixture's payloads as the server does.
const payloads = await readBuiltPayloads(inject('fixtureDataDirectory'))
const heroes = decodeHeroRows(await payloads.read('heroes'))

function heroId(abbreviatedName: string): HeroId {
  const found = heroes.find((hero) => hero.abbreviatedName === abbreviatedName)
  if (!found) throw new Error(`No hero ${abbreviatedName}`)
  return found.id
}

describe('listHeroFodderSkills: the Fodder tabs’ rows', () => {
  test('max-tier skills with slots per source and where the lower tiers come from', async () => {
    const skillDetails = await payloads.read('skill-details')
    const marth = (await payloads.read('hero-details'))[heroId('Marth')]
    if (!marth) throw new Error('fixture')
    const rows = listHeroFodderSkills(skillDetails, marth.skills)
    expect(
      rows.map(
        (row) =>
          `${row.skill.name} g4:${row.requiredBySource.generic4} g5:${row.requiredBySource.generic5}`,
      ),
    ).toEqual([
      'Falchion (Mystery) g4:1 g5:1',
      'Steel Sword g4:1 g5:1',
      'Daylight g4:1 g5:1',
      'Hone Spd 3 g4:2 g5:1',
    ])
    const hone = rows.find((row) => row.skill.name === 'Hone Spd 3')
    // Hone Spd 1 from Nino (generic 3★): this fodder gives Hone Spd 2 and 3, 2 slots.
    expect(hone?.preInheritance).toEqual({ genericSummonPool: 3 })
    expect(hone?.lowestRarities).toEqual({ genericSummonPool: 5 })
  })
})
