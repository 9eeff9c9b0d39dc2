import { expect, test } from 'vitest'
import type { Barracks } from '#app/domain/barracks-model.ts'
import { copyOf, manualOf } from '../../../test/inheritance-plan-fixture.ts'
import { fingerprintBarracks } from './plan-undo.ts'

const barracks: Barracks = {
  entries: [copyOf('abel', { id: 'a', copies: 2 }), copyOf('cain', { id: 'c' })],
  manuals: [manualOf('draug', 4)],
}

test.each([
  {
    name: 'a copy fewer',
    other: { ...barracks, entries: [{ ...barracks.entries[0], copies: 1 }, barracks.entries[1]] },
  },
  { name: 'a manual fewer', other: { ...barracks, manuals: [] } },
  {
    name: 'a skill learned',
    other: {
      ...barracks,
      entries: [barracks.entries[0], { ...barracks.entries[1], learnedSkillIds: ['db1'] }],
    },
  },
  {
    name: 'the same entries in another order',
    other: { ...barracks, entries: [...barracks.entries].reverse() },
  },
])('fingerprintBarracks: $name is another barracks', ({ other }) => {
  expect(fingerprintBarracks(other as Barracks)).not.toBe(fingerprintBarracks(barracks))
})

test('fingerprintBarracks: the same barracks, its keys in another order, is the same', () => {
  const reordered: Barracks = {
    manuals: barracks.manuals.map(({ count, rarity, heroId }) => ({ count, rarity, heroId })),
    entries: barracks.entries.map((entry) => ({
      ...entry,
      learnedSkillIds: [...entry.learnedSkillIds],
    })),
  }
  expect(fingerprintBarracks(reordered)).toBe(fingerprintBarracks(barracks))
})
