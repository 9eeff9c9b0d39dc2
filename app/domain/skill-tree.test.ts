import { describe, expect, test } from 'vitest'
import type { LowestRarities } from './availability.ts'
import type { Skill, SkillId } from './skill.ts'
import {
  buildSkillTree,
  findChainRoots,
  hasMatch,
  pruneBelowUpgrades,
  pruneSkillTree,
} from './skill-tree.ts'

const id = (value: string): SkillId => value as SkillId

function skill(value: string, downgrades: string[], upgrades: string[], sp: number): Skill {
  return {
    id: id(value),
    baseId: null,
    name: value,
    category: 'passiveA',
    weapon: null,
    refineKind: null,
    hasRefine: false,
    refinesMaxSp: null,
    isExclusive: false,
    isArcane: false,
    sp,
    cooldown: null,
    might: null,
    range: null,
    effectiveness: [],
    tier: 1,
    downgradeIds: downgrades.map(id),
    upgradeIds: upgrades.map(id),
    restrictions: null,
    additionDate: null,
    releaseDate: null,
    version: null,
    ratings: null,
  }
}

// Rally Attack and Rally Speed both unlock Rally Atk/Spd (two prerequisites).
const skills = new Map(
  [
    skill('Blow 1', [], ['Blow 2'], 50),
    skill('Blow 2', ['Blow 1'], ['Blow 3'], 100),
    skill('Blow 3', ['Blow 2'], [], 200),
    skill('Rally Attack', [], ['Rally Atk/Spd'], 150),
    skill('Rally Speed', [], ['Rally Atk/Spd'], 100),
    skill('Rally Atk/Spd', ['Rally Attack', 'Rally Speed'], [], 300),
    skill('Loop A', ['Loop B'], ['Loop B'], 10),
    skill('Loop B', ['Loop A'], ['Loop A'], 10),
  ].map((entry) => [entry.id, entry]),
)
const rarities: Record<string, LowestRarities> = { 'Blow 1': { genericSummonPool: 3 } }
const getLowestRarities = (skillId: SkillId) => rarities[skillId] ?? {}

describe('findChainRoots', () => {
  test.each([
    { name: 'a root is its own root', skillId: 'Blow 1', expected: ['Blow 1'] },
    { name: 'a chain top finds its root', skillId: 'Blow 3', expected: ['Blow 1'] },
    {
      name: 'two prerequisites give two roots',
      skillId: 'Rally Atk/Spd',
      expected: ['Rally Attack', 'Rally Speed'],
    },
    { name: 'a cycle has no root', skillId: 'Loop A', expected: [] },
    { name: 'an unknown id has none', skillId: 'Nope', expected: [] },
  ])('$name', ({ skillId, expected }) => {
    expect(findChainRoots(id(skillId), skills)).toEqual(expected)
  })
})

describe('buildSkillTree', () => {
  const tree = buildSkillTree({
    rootId: id('Blow 1'),
    skillsById: skills,
    getLowestRarities,
    isMatch: (entry) => entry.name === 'Blow 3',
  })
  test('children follow the upgrades', () => {
    expect(tree?.children[0]?.children[0]?.name).toBe('Blow 3')
  })
  test('total SP by inheritance: 1.5 × every tier of the path', () => {
    expect(tree?.children[0]?.children[0]?.totalInheritedSp).toBe(525)
  })
  test('low-rarity fodder from the owners’ lowest rarity', () => {
    expect(tree?.hasLowRarityFodder).toBe(true)
    expect(tree?.children[0]?.hasLowRarityFodder).toBe(false)
  })
  test('a match deep in the tree is found', () => {
    expect(tree ? hasMatch(tree) : false).toBe(true)
  })
  test('two prerequisites: the cheapest path counts', () => {
    const rally = buildSkillTree({
      rootId: id('Rally Speed'),
      skillsById: skills,
      getLowestRarities,
      isMatch: () => false,
    })
    expect(rally?.children[0]?.totalInheritedSp).toBe(600)
  })
  test('a cycle stops', () => {
    const loop = buildSkillTree({
      rootId: id('Loop A'),
      skillsById: skills,
      getLowestRarities,
      isMatch: () => false,
    })
    expect(loop?.children[0]?.children).toEqual([])
  })
})

describe('pruning', () => {
  // Blow 1 → Blow 2 → Blow 3, a match on Blow 2: the way there is whole, Blow 3 comes bare.
  const build = (match: string) =>
    buildSkillTree({
      rootId: id('Blow 1'),
      skillsById: skills,
      getLowestRarities,
      isMatch: (entry) => entry.name === match,
    })

  test.each([
    { name: 'below the way to a match, upgrades wait to be fetched', match: 'Blow 2' },
    { name: 'a root with no match below has its upgrades, bare', match: 'Blow 1' },
  ])('pruneSkillTree: $name', ({ match }) => {
    const tree = build(match)
    if (!tree) throw new Error('no tree')
    const pruned = pruneSkillTree(tree)
    expect(
      pruned.children.map((child) => [child.name, child.children, child.upgradeCount]),
    ).toEqual([['Blow 2', [], 1]])
  })

  test('pruneBelowUpgrades keeps one level', () => {
    const tree = build('none')
    if (!tree) throw new Error('no tree')
    const pruned = pruneBelowUpgrades(tree)
    expect(
      pruned.children.map((child) => [child.name, child.children, child.upgradeCount]),
    ).toEqual([['Blow 2', [], 1]])
  })
})
