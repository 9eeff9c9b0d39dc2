import { describe, expect, test } from 'vitest'
import type { HeroId } from './hero.ts'
import { listTierPaths, type PeelerHero, toDonor } from './peeler.ts'
import type { SkillId } from './skill.ts'

function hero(lowestRarities: PeelerHero['lowestRarities'], traits: PeelerHero['traits'] = []) {
  return {
    id: 'PID_x' as HeroId,
    slug: 'x-test',
    fullName: 'X: Test',
    abbreviatedName: 'X',
    title: 'Test',
    weaponType: 'redSword',
    moveType: 'infantry',
    traits,
    lowestRarities,
    divineCodes: { normal: [], limited: [] },
  } satisfies PeelerHero
}

describe('toDonor', () => {
  test.each([
    // lowest rarities, unlock rarity → category, score, promotion
    [{ genericSummonPool: 3 }, 4, 'generic4', 5, false],
    [{ genericSummonPool: 3 }, 5, 'generic5', 70, true],
    [{ genericSummonPool: 4.5 }, 4, 'generic4SpecialRate', 50, false],
    [{ genericSummonPool: 5 }, 5, 'generic5', 70, false],
    [{ specialHeroes: 4 }, 5, 'specialHeroes5', 90, true],
    // The grails shop at 5★ is cheaper than a promoted generic 3★.
    [{ genericSummonPool: 3, heroicGrails: 5 }, 5, 'heroicGrails5', 12, false],
    [{ focusOnly: 5 }, 5, 'limited5', 80, false],
    [{}, 1, 'other', 1000, false],
  ] as const)('%j unlocking at %i: %s', (rarities, unlock, category, score, promotion) => {
    const donor = toDonor(hero(rarities), unlock)
    expect([donor.category, donor.score, donor.needsPromotion]).toEqual([
      category,
      score,
      promotion,
    ])
  })

  test.each([
    [['rearmed'], true],
    [['attuned'], true],
    [['legendary'], false],
  ] as const)('%j heroes are used up: %s', (traits, notUsedUp) => {
    expect(toDonor(hero({}, traits), 5).isNotUsedUp).toBe(notUsedUp)
  })
})

describe('listTierPaths', () => {
  const id = (value: string) => value as SkillId
  const cheap = toDonor(hero({ genericSummonPool: 3 }), 1)
  const dear = toDonor({ ...hero({ focusOnly: 5 }), id: 'PID_y' as HeroId }, 5)
  test('nothing missing, no path', () => {
    expect(listTierPaths([], () => [cheap])).toEqual([])
  })
  test('a tier nobody gives can only come with a higher tier', () => {
    const paths = listTierPaths([id('a'), id('b')], (skillId) => (skillId === 'a' ? [] : [cheap]))
    expect(paths.map((path) => path.steps.map((step) => `${step.skillId}${step.slots}`))).toEqual([
      ['b2'],
    ])
  })
  test('the dearest donor ranks a path, then the number of donors', () => {
    const paths = listTierPaths([id('a'), id('b')], (skillId) =>
      skillId === 'a' ? [cheap] : [dear],
    )
    expect(paths.map((path) => [path.score, path.steps.length])).toEqual([
      [80, 1],
      [80, 2],
    ])
  })
  test('one donor is used up once: a split needs another hero', () => {
    expect(listTierPaths([id('a'), id('b')], () => [cheap])).toHaveLength(1)
    const paths = listTierPaths([id('a'), id('b')], () => [cheap, dear])
    expect(
      paths.map((path) =>
        path.steps.map((step) => `${step.skillId}${step.slots} ${step.donor.hero.id}`),
      ),
    ).toEqual([['b2 PID_x'], ['a1 PID_y', 'b1 PID_x']])
  })
})
