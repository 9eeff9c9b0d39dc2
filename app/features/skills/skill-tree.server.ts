import {
  compareKeys,
  compileSearchQuery,
  listSkillSearchTexts,
  matchesAny,
  type SearchMode,
} from '#app/domain/search.ts'
import { isPseudoSkillCategory, type Skill, type SkillId } from '#app/domain/skill.ts'
import {
  buildSkillTree,
  findChainRoots,
  pruneSkillTree,
  type SkillTreeNode,
} from '#app/domain/skill-tree.ts'
import { type Dataset, deriveFromDataset, getDataset } from '#app/server/dataset.server.ts'

/** How many chains a page shows at most; the count says when there are more. */
const MAX_CHAINS = 40
/** Without a search: the chains of the newest skills. */
const NEWEST_COUNT = 10

export type SkillTreesPage = {
  readonly trees: readonly SkillTreeNode[]
  /** Every chain that matched, shown or not; null without a search. */
  readonly matchCount: number | null
  readonly error: 'invalid-regular-expression' | null
}

function readSkillsById(dataset: Dataset): ReadonlyMap<SkillId, Skill> {
  return deriveFromDataset(
    dataset,
    'skills-tree:skills-by-id',
    () =>
      // Refines and pseudo-skills are not part of upgrade chains.
      new Map(
        Object.values(dataset.payloads['skill-details'].data)
          .map((detail) => detail.skill)
          .filter((skill) => skill.baseId === null && !isPseudoSkillCategory(skill.category))
          .map((skill) => [skill.id, skill]),
      ),
  )
}

function readLowestRarities(dataset: Dataset) {
  const details = dataset.payloads['skill-details'].data
  return (skillId: SkillId) => details[skillId]?.ownersLowestRarities ?? {}
}

/** The skill trees page: every chain with a node matching the search, or the newest chains. */
export async function readSkillTrees(search: {
  readonly query: string
  readonly mode: SearchMode
}): Promise<SkillTreesPage> {
  const dataset = await getDataset()
  const skillsById = readSkillsById(dataset)
  const getLowestRarities = readLowestRarities(dataset)
  const accents = dataset.payloads.glossary.data.accents
  const compiled = compileSearchQuery(search.query, { mode: search.mode, accents })
  const isSearch = compiled.ok
  const pattern = compiled.ok ? compiled.pattern : null
  const isSearchMatch = (skill: Skill) =>
    pattern !== null && matchesAny(pattern, listSkillSearchTexts(skill, accents))
  const starts = pattern
    ? [...skillsById.values()].filter(isSearchMatch)
    : [...skillsById.values()]
        .filter((skill) => skill.releaseDate !== null && skill.downgradeIds.length > 0)
        .sort((a, b) => compareKeys(b.releaseDate ?? '', a.releaseDate ?? ''))
        .slice(0, NEWEST_COUNT)
  // Without a search, the newest skills are what the chains are shown for: marked the same.
  const startIds = new Set(starts.map((skill) => skill.id))
  const isMatch = (skill: Skill) => startIds.has(skill.id)
  const roots = [...new Set(starts.flatMap((skill) => findChainRoots(skill.id, skillsById)))]
  const trees = roots
    .slice(0, MAX_CHAINS)
    .flatMap((rootId) => buildSkillTree({ rootId, skillsById, getLowestRarities, isMatch }) ?? [])
    .map((tree) => pruneSkillTree(tree))
  return {
    trees,
    matchCount: isSearch ? roots.length : null,
    error:
      !compiled.ok && compiled.error === 'invalid-regular-expression'
        ? 'invalid-regular-expression'
        : null,
  }
}

/** A skill's upgrades in its chain, for a node the page sent without them; null if unknown. */
export async function readSkillUpgrades(skillId: string): Promise<SkillTreeNode | null> {
  const dataset = await getDataset()
  return buildSkillTree({
    rootId: skillId as SkillId,
    skillsById: readSkillsById(dataset),
    getLowestRarities: readLowestRarities(dataset),
    // Pruned nodes are off the way to any match.
    isMatch: () => false,
    // The node and its upgrades; theirs come when opened in turn.
    maxDepth: 1,
  })
}
