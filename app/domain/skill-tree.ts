import { getLowestRarity, type LowestRarities } from './availability.ts'
import { calculateTotalSpToLearn, type SkillsById } from './inheritance.ts'
import type { Skill, SkillCategory, SkillId } from './skill.ts'

/** One skill of an upgrade chain, with the skills that build on it. */
export type SkillTreeNode = {
  readonly id: SkillId
  readonly slug: string
  readonly name: string
  readonly category: SkillCategory
  readonly sp: number | null
  /** SP to learn it and its cheapest prerequisites by inheritance (1.5 × each). */
  readonly totalInheritedSp: number
  /** Some owner gives it at 4★ or below: cheap fodder exists (reference §3.3). */
  readonly hasLowRarityFodder: boolean
  readonly isMatch: boolean
  /** How many upgrades it has, whether or not `children` holds them yet. */
  readonly upgradeCount: number
  /** Its upgrades, or none when they were left to fetch (pruneSkillTree). */
  readonly children: readonly SkillTreeNode[]
}

/** The roots of every chain a skill belongs to: its prerequisites without prerequisite. */
export function findChainRoots(skillId: SkillId, skillsById: SkillsById): readonly SkillId[] {
  const roots: SkillId[] = []
  const seen = new Set<SkillId>()
  const queue: SkillId[] = [skillId]
  while (queue.length > 0) {
    const id = queue.shift() as SkillId
    if (seen.has(id)) continue
    seen.add(id)
    const skill = skillsById.get(id)
    if (skill === undefined) continue
    const known = skill.downgradeIds.filter((downgradeId) => skillsById.has(downgradeId))
    if (known.length === 0) roots.push(id)
    else queue.push(...known)
  }
  return roots
}

/**
 * The upgrade tree below a root (reference §2.8, §3.4): each node's children are its
 * upgrades; a skill met again on the same path (a cycle in the data) is not repeated. Below
 * `maxDepth` levels, nodes come without their upgrades (still counted).
 */
export function buildSkillTree(options: {
  readonly rootId: SkillId
  readonly skillsById: SkillsById
  readonly getLowestRarities: (skillId: SkillId) => LowestRarities
  readonly isMatch: (skill: Skill) => boolean
  readonly maxDepth?: number
}): SkillTreeNode | null {
  const { skillsById, getLowestRarities, isMatch, maxDepth = Number.POSITIVE_INFINITY } = options
  const visit = (id: SkillId, path: ReadonlySet<SkillId>, depth: number): SkillTreeNode | null => {
    const skill = skillsById.get(id)
    if (skill === undefined || path.has(id)) return null
    const next = new Set(path).add(id)
    const lowest = getLowestRarity(getLowestRarities(id))
    const upgradeIds = skill.upgradeIds.filter(
      (upgradeId) => skillsById.has(upgradeId) && !next.has(upgradeId),
    )
    return {
      id,
      slug: skill.slug,
      name: skill.name,
      category: skill.category,
      sp: skill.sp,
      totalInheritedSp: calculateTotalSpToLearn(id, skillsById, { isInherited: true }),
      hasLowRarityFodder: lowest !== null && lowest <= 4,
      isMatch: isMatch(skill),
      upgradeCount: upgradeIds.length,
      children:
        depth < maxDepth
          ? upgradeIds.flatMap((upgradeId) => visit(upgradeId, next, depth + 1) ?? [])
          : [],
    }
  }
  return visit(options.rootId, new Set(), 0)
}

/** Whether a tree holds a node that matches the search. */
export function hasMatch(node: SkillTreeNode): boolean {
  return node.isMatch || node.children.some(hasMatch)
}

/**
 * The tree as the page opens it (skill-tree-page.tsx), each node with only the upgrades it
 * first shows: along the way to a match, the upgrades that lead on; under a chain's root with
 * no match below, every upgrade, bare. Others wait behind a button, fetched when asked for
 * (`upgradeCount` keeps their number). A sword chain holds a few hundred skills, of which the
 * page first shows a dozen.
 */
export function pruneSkillTree(node: SkillTreeNode, depth = 0): SkillTreeNode {
  const leading = node.children.filter(hasMatch)
  if (leading.length > 0)
    return { ...node, children: leading.map((child) => pruneSkillTree(child, depth + 1)) }
  return { ...node, children: depth === 0 ? node.children.map(withoutUpgrades) : [] }
}

function withoutUpgrades(node: SkillTreeNode): SkillTreeNode {
  return { ...node, children: [] }
}
