import {
  calculateOwnersLowestRarities,
  FODDER_SOURCES,
  type FodderSource,
  type LowestRarities,
} from '#app/domain/availability.ts'
import {
  calculateRequiredSlots,
  findDowngrades,
  findMaxTierSkills,
  type SkillTree,
} from '#app/domain/inheritance.ts'
import type { SkillId } from '#app/domain/skill.ts'
import type {
  HeroDetail,
  HeroFodderSkill,
  SkillDetailsPayload,
} from '#app/payloads/dataset-payloads.ts'

const treeCache = new WeakMap<SkillDetailsPayload, SkillTree>()

function readTree(skillDetails: SkillDetailsPayload): SkillTree {
  let tree = treeCache.get(skillDetails)
  if (tree === undefined) {
    tree = new Map(
      Object.values(skillDetails).map((detail) => [detail.skill.id, detail.skill] as const),
    )
    treeCache.set(skillDetails, tree)
  }
  return tree
}

/**
 * The hero's max-tier skills as the Fodder tabs need them (reference §3.5): the slots per
 * source, with the owners' rarities at which they hold each tier (bug §7.2 #23 fixed), and
 * where the lower tiers can be had (pre-inheritance).
 */
export function listHeroFodderSkills(
  skillDetails: SkillDetailsPayload,
  links: HeroDetail['skills'],
): readonly HeroFodderSkill[] {
  const tree = readTree(skillDetails)
  const detailOf = (id: SkillId) => (Object.hasOwn(skillDetails, id) ? skillDetails[id] : undefined)
  const lowestOf = (id: SkillId): LowestRarities => detailOf(id)?.ownersLowestRarities ?? {}
  const kit = links.flatMap((link) => detailOf(link.skillId)?.skill ?? [])
  return findMaxTierSkills(kit).map((skill) => ({
    skill: {
      id: skill.id,
      slug: skill.slug,
      name: skill.name,
      category: skill.category,
      isExclusive: skill.isExclusive,
      restrictions: skill.restrictions,
      version: skill.version,
      releaseDate: skill.releaseDate,
    },
    requiredBySource: Object.fromEntries(
      FODDER_SOURCES.map((source) => [
        source,
        calculateRequiredSlots({
          skillId: skill.id,
          skillsById: tree,
          getLowestRarities: lowestOf,
          source,
        }),
      ]),
    ) as Record<FodderSource, number>,
    lowestRarities: lowestOf(skill.id),
    // The lower tiers' owners together, each at the rarity it holds its tier.
    preInheritance: calculateOwnersLowestRarities(
      findDowngrades(skill.id, tree).map((id) => ({
        unlockRarity: 1,
        lowestRarities: lowestOf(id),
      })),
      { whenObtained: true },
    ),
  }))
}
