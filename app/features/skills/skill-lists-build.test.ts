import { expect, test } from 'vitest'
import type { Slot } from '#app/domain/skill.ts'
import { pickListBuild } from './skill-lists-build.ts'
import type { SkillRow } from './skill-rows.ts'

function row(id: string, category: Slot, rating: string, extra: Partial<SkillRow> = {}): SkillRow {
  return {
    id,
    slug: id.toLowerCase(),
    name: id,
    searchName: null,
    category,
    weapon: null,
    refineKind: null,
    isExclusive: false,
    isArcane: false,
    isMax: true,
    sp: 300,
    cooldown: null,
    might: null,
    range: null,
    tier: 1,
    effectiveness: [],
    restrictions: null,
    releaseDate: null,
    version: null,
    rating,
    grade: null,
    ownersLowestRarities: {},
    ownerCount: 3,
    downgradesLowestRarities: [],
    hasDescription: false,
    downgradeRows: [],
    ...extra,
  }
}

const rows = [
  // The best rated A skill is exclusive: its hero alone has it, no donor can pass it on.
  row('Atk/Spd Finish', 'passiveA', '9.5', { isExclusive: true }),
  row('Atk/Spd Catch', 'passiveA', '9'),
  row('Atk/Spd Solo', 'passiveA', '8'),
  // In no hero's kit (a seal or a reward only).
  row('Null Follow-Up', 'passiveB', '9', { ownerCount: 0 }),
  row('Null C-Disrupt', 'passiveB', '8'),
  row('Moonbow', 'special', '7'),
  row('Brave Sword', 'weapon', '5'),
  // A refine ranks with its base skill: never picked on its own.
  row('Brave Sword (+Eff)', 'weapon', '9', { refineKind: 'effect1' }),
  row('Hardy Fighter Seal', 'sacredSeal', '9'),
]

test.each([
  { name: 'no filter: nothing to plan', filters: {}, expected: [] },
  {
    name: 'the top of each filtered slot that can be passed on, in the slots’ order',
    filters: { passiveB: ['Null'], passiveA: ['Atk/Spd'], special: ['', 'Moon'] },
    expected: ['Moonbow', 'Atk/Spd Catch', 'Null C-Disrupt'],
  },
  {
    name: 'the first filter’s group first, whatever the rating',
    filters: { passiveA: ['Solo', 'Catch'] },
    expected: ['Atk/Spd Solo'],
  },
  {
    name: 'a filter matching nothing, a refine, a seal: nothing',
    filters: { weapon: ['+Eff'], sacredSeal: ['Hardy'], passiveC: ['Drive'] },
    expected: [],
  },
])('pickListBuild: $name', ({ filters, expected }) => {
  const filtersOf = (slot: Slot) => (filters as Partial<Record<Slot, string[]>>)[slot] ?? []
  expect(pickListBuild(rows, filtersOf).map((picked) => picked.id)).toEqual(expected)
})
