import { describe, expect, test } from 'vitest'
import type { HeroId } from '#app/domain/hero.ts'
import type { SkillId } from '#app/domain/skill.ts'
import type { DatasetChanges, WhatsNewHistory } from '#app/payloads/whats-new.ts'
import { readFixtureNormalized } from './read-fixture.ts'
import {
  addToHistory,
  compareSnapshots,
  type DatasetSnapshot,
  SNAPSHOT_FORMAT,
  takeSnapshot,
} from './whats-new.ts'

const ABEL = 'PID_アベル' as HeroId
const CAIN = 'PID_カイン' as HeroId
const SWORD = 'SID_鉄の剣' as SkillId
const SEAL = 'SSID_攻撃1' as SkillId

const swordSnapshot = {
  name: 'Iron Sword',
  slot: 'weapon',
  sp: 50,
  might: 6,
  cooldown: null,
  restrictions: '{"moves":"none","weapons":"none"}',
  description: 'aaaa',
} as const

function snapshot(parts: Partial<DatasetSnapshot> = {}): DatasetSnapshot {
  return {
    format: SNAPSHOT_FORMAT,
    heroes: { [ABEL]: 'Abel: The Panther' },
    skills: { [SWORD]: swordSnapshot },
    banners: { 'Heroes of Light': [ABEL] },
    ...parts,
  }
}

const NO_CHANGES: DatasetChanges = {
  heroesAdded: [],
  skillsAdded: [],
  skillsChanged: [],
  bannersAdded: [],
}

describe('compareSnapshots', () => {
  test.each([
    { name: 'the same data: nothing', next: snapshot(), expected: NO_CHANGES },
    {
      name: 'a new hero',
      next: snapshot({ heroes: { [ABEL]: 'Abel: The Panther', [CAIN]: 'Cain: The Bull' } }),
      expected: { ...NO_CHANGES, heroesAdded: [{ id: CAIN, name: 'Cain: The Bull' }] },
    },
    {
      name: 'a new skill, with its slot',
      next: snapshot({
        skills: {
          [SWORD]: swordSnapshot,
          [SEAL]: { ...swordSnapshot, name: 'Attack +1', slot: 'sacredSeal', might: null },
        },
      }),
      expected: {
        ...NO_CHANGES,
        skillsAdded: [{ id: SEAL, name: 'Attack +1', slot: 'sacredSeal' }],
      },
    },
    {
      name: 'SP, might and cooldown changed: before and after',
      next: snapshot({ skills: { [SWORD]: { ...swordSnapshot, sp: 100, might: 8, cooldown: 2 } } }),
      expected: {
        ...NO_CHANGES,
        skillsChanged: [
          {
            id: SWORD,
            name: 'Iron Sword',
            slot: 'weapon',
            changes: [
              { field: 'sp', before: 50, after: 100 },
              { field: 'might', before: 6, after: 8 },
              { field: 'cooldown', before: null, after: 2 },
            ],
          },
        ],
      },
    },
    {
      name: 'restrictions and description changed: only said',
      next: snapshot({
        skills: {
          [SWORD]: {
            ...swordSnapshot,
            restrictions: '{"moves":["canUse",["\\"infantry\\""]],"weapons":"none"}',
            description: 'bbbb',
          },
        },
      }),
      expected: {
        ...NO_CHANGES,
        skillsChanged: [
          {
            id: SWORD,
            name: 'Iron Sword',
            slot: 'weapon',
            changes: [{ field: 'restrictions' }, { field: 'description' }],
          },
        ],
      },
    },
    {
      name: 'a description that goes is not news',
      next: snapshot({ skills: { [SWORD]: { ...swordSnapshot, description: null } } }),
      expected: NO_CHANGES,
    },
    {
      name: 'a removed hero or skill is not news',
      next: snapshot({ heroes: {}, skills: {} }),
      expected: NO_CHANGES,
    },
    {
      name: 'a new banner, its focus heroes named',
      next: snapshot({
        heroes: { [ABEL]: 'Abel: The Panther', [CAIN]: 'Cain: The Bull' },
        banners: { 'Heroes of Light': [ABEL], 'Bull and Panther': [CAIN, ABEL] },
      }),
      expected: {
        ...NO_CHANGES,
        heroesAdded: [{ id: CAIN, name: 'Cain: The Bull' }],
        bannersAdded: [
          {
            name: 'Bull and Panther',
            focusHeroes: [
              { id: CAIN, name: 'Cain: The Bull' },
              { id: ABEL, name: 'Abel: The Panther' },
            ],
          },
        ],
      },
    },
    {
      name: 'a prototype key in the data is an ordinary id',
      next: snapshot({ heroes: { [ABEL]: 'Abel: The Panther', ['__proto__' as HeroId]: 'x' } }),
      expected: { ...NO_CHANGES, heroesAdded: [{ id: '__proto__' as HeroId, name: 'x' }] },
    },
  ])('$name', ({ next, expected }) => {
    expect(compareSnapshots(snapshot(), next)).toEqual(expected)
  })
})

describe('addToHistory', () => {
  const heroAdded: DatasetChanges = {
    ...NO_CHANGES,
    heroesAdded: [{ id: CAIN, name: 'Cain: The Bull' }],
  }
  const swordChanged = (before: number, after: number): DatasetChanges => ({
    ...NO_CHANGES,
    skillsChanged: [
      {
        id: SWORD,
        name: 'Iron Sword',
        slot: 'weapon',
        changes: [{ field: 'sp', before, after }],
      },
    ],
  })
  const history = (...entries: { date: string; changes: DatasetChanges }[]): WhatsNewHistory => ({
    format: 1,
    entries: entries.map((entry) => ({ ...entry, syncedAt: `${entry.date}T06:00:00.000Z` })),
  })

  test.each([
    {
      name: 'the first changes open the history',
      before: history(),
      sync: { syncedAt: '2026-08-20T06:00:00.000Z', changes: heroAdded },
      expected: history({ date: '2026-08-20', changes: heroAdded }),
    },
    {
      name: 'a sync with nothing new adds nothing',
      before: history({ date: '2026-08-20', changes: heroAdded }),
      sync: { syncedAt: '2026-08-21T06:00:00.000Z', changes: NO_CHANGES },
      expected: history({ date: '2026-08-20', changes: heroAdded }),
    },
    {
      name: 'a new day goes first',
      before: history({ date: '2026-08-20', changes: heroAdded }),
      sync: { syncedAt: '2026-08-21T06:00:00.000Z', changes: swordChanged(50, 100) },
      expected: history(
        { date: '2026-08-21', changes: swordChanged(50, 100) },
        { date: '2026-08-20', changes: heroAdded },
      ),
    },
    {
      name: 'a second sync the same day joins its entry',
      before: history({ date: '2026-08-21', changes: swordChanged(50, 100) }),
      sync: {
        syncedAt: '2026-08-21T06:00:00.000Z',
        changes: { ...swordChanged(100, 200), heroesAdded: heroAdded.heroesAdded },
      },
      expected: history({
        date: '2026-08-21',
        changes: { ...swordChanged(50, 200), heroesAdded: heroAdded.heroesAdded },
      }),
    },
    {
      name: 'a number changed back within the day is no change',
      before: history({ date: '2026-08-21', changes: swordChanged(50, 100) }),
      sync: { syncedAt: '2026-08-21T06:00:00.000Z', changes: swordChanged(100, 50) },
      expected: history({ date: '2026-08-21', changes: NO_CHANGES }),
    },
    {
      name: 'a skill added then changed the same day stays added',
      before: history({
        date: '2026-08-21',
        changes: {
          ...NO_CHANGES,
          skillsAdded: [{ id: SWORD, name: 'Iron Sword', slot: 'weapon' }],
        },
      }),
      sync: { syncedAt: '2026-08-21T06:00:00.000Z', changes: swordChanged(50, 100) },
      expected: history({
        date: '2026-08-21',
        changes: {
          ...NO_CHANGES,
          skillsAdded: [{ id: SWORD, name: 'Iron Sword', slot: 'weapon' }],
        },
      }),
    },
  ])('$name', ({ before, sync, expected }) => {
    expect(addToHistory(before, sync)).toEqual(expected)
  })

  test('only the newest days are kept', () => {
    const before = history(
      { date: '2026-08-20', changes: heroAdded },
      { date: '2026-08-19', changes: heroAdded },
    )
    const after = addToHistory(
      before,
      { syncedAt: '2026-08-21T06:00:00.000Z', changes: heroAdded },
      2,
    )
    expect(after.entries.map((entry) => entry.date)).toEqual(['2026-08-21', '2026-08-20'])
  })
})

test('takeSnapshot leaves pseudo-skills out and reads restrictions in any order', async () => {
  const { dataset } = await readFixtureNormalized()
  const snapshot = takeSnapshot(dataset)
  expect(Object.keys(snapshot.heroes)).toHaveLength(dataset.heroes.length)
  expect(Object.keys(snapshot.skills).some((id) => id.startsWith('DUO_'))).toBe(false)
  const skill = dataset.skills.find(
    (candidate) =>
      candidate.restrictions?.moves.kind === 'canUse' &&
      candidate.restrictions.moves.moveTypes.length > 1,
  )
  const restrictions = skill?.restrictions
  if (restrictions?.moves.kind !== 'canUse')
    throw new Error('the fixture has a skill for two move types')
  const moves = { kind: 'canUse' as const, moveTypes: [...restrictions.moves.moveTypes].reverse() }
  const reordered = {
    ...dataset,
    skills: dataset.skills.map((candidate) =>
      candidate.id === skill?.id
        ? { ...candidate, restrictions: { ...restrictions, moves } }
        : candidate,
    ),
  }
  expect(compareSnapshots(snapshot, takeSnapshot(reordered))).toEqual(NO_CHANGES)
})
