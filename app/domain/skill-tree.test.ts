import { describe, expect, test } from 'vitest'
import type { LowestRarities } from './availability.ts'
import type { Skill, SkillId } from './skill.ts'
import {
  buildSkillTree,
  findChainRoots,
  hasMatch,
  pruneSkillTree,
  type SkillTreeNode,
} from './skill-tree.ts'

const id = (value: string): SkillId => value as SkillId

function skill(value: string, downgrades: string[], upgrades: string[], sp: number): Skill {
  return {
    id: id(value),
    slug: value,
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

/** A tree from the test skills; `match` names the skill the search found. */
function buildFrom(root: string, options: { match?: string; maxDepth?: number } = {}) {
  return buildSkillTree({
    rootId: id(root),
    skillsById: skills,
    getLowestRarities,
    isMatch: (entry) => entry.name === options.match,
    ...(options.maxDepth === undefined ? {} : { maxDepth: options.maxDepth }),
  })
}

/** Each upgrade of a tree's root: its name, the upgrades it came with, how many it has. */
function firstLevel(tree: SkillTreeNode | null) {
  return tree?.children.map((child) => [child.name, child.children, child.upgradeCount])
}

describe('buildSkillTree', () => {
  const tree = buildFrom('Blow 1', { match: 'Blow 3' })
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
    expect(buildFrom('Rally Speed')?.children[0]?.totalInheritedSp).toBe(600)
  })
  test('a cycle stops', () => {
    expect(buildFrom('Loop A')?.children[0]?.children).toEqual([])
  })
  test('maxDepth 1: the node and its upgrades, theirs counted but not built', () => {
    expect(firstLevel(buildFrom('Blow 1', { maxDepth: 1 }))).toEqual([['Blow 2', [], 1]])
  })
})

// Blow 1 → Blow 2 → Blow 3.
test.each([
  { name: 'below the way to a match, upgrades wait to be fetched', match: 'Blow 2' },
  { name: 'a root with no match below has its upgrades, bare', match: 'Blow 1' },
])('pruneSkillTree: $name', ({ match }) => {
  const tree = buildFrom('Blow 1', { match })
  if (!tree) throw new Error('no tree')
  expect(firstLevel(pruneSkillTree(tree))).toEqual([['Blow 2', [], 1]])
})
