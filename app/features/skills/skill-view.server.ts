import { calculateOwnersLowestRarities, type LowestRarities } from '#app/domain/availability.ts'
import type { SkillId } from '#app/domain/skill.ts'
import type { SkillDescriptionsPayload, SkillDetail } from '#app/payloads/dataset-payloads.ts'
import {
  type Dataset,
  type PayloadSlice,
  readEntry,
  sliceEtag,
} from '#app/server/dataset.server.ts'
import { findSkill } from '#app/server/slugs.server.ts'
import type { SkillView, SkillViewNeighbour } from './skill-view.ts'

/** A skill's detail as the payload holds it, with its own ETag; null for an unknown skill. */
export function readSkillDetail(
  dataset: Dataset,
  skillId: string,
): PayloadSlice<SkillDetail> | null {
  const payload = dataset.payloads['skill-details']
  const data = readEntry(payload.data, skillId)
  return data ? { data, etag: sliceEtag(payload, skillId) } : null
}

/** A skill's description; `data` is null when the skill has none yet (pages say so). */
export function readSkillDescription(
  dataset: Dataset,
  skillId: string,
): PayloadSlice<SkillDescriptionsPayload[string] | null> {
  const payload = dataset.payloads['skill-descriptions']
  return { data: readEntry(payload.data, skillId) ?? null, etag: sliceEtag(payload, skillId) }
}

function toNeighbour(dataset: Dataset, id: SkillId): SkillViewNeighbour[] {
  const detail = readSkillDetail(dataset, id)?.data
  if (!detail) return []
  const { skill } = detail
  return [
    {
      id: skill.id,
      slug: skill.slug,
      name: skill.name,
      category: skill.category,
      sp: skill.sp,
      isExclusive: skill.isExclusive,
      ownersLowestRarities: detail.ownersLowestRarities,
    },
  ]
}

/**
 * Pre-inheritance: a target that has a lower tier first needs fewer slots from the donor, so the
 * downgrades' owners count, each at the rarity it holds its tier (as the hero fodder tab does).
 */
function preInheritanceOf(downgrades: readonly SkillViewNeighbour[]): LowestRarities {
  return calculateOwnersLowestRarities(
    downgrades.map((downgrade) => ({
      unlockRarity: 1,
      lowestRarities: downgrade.ownersLowestRarities,
    })),
    { whenObtained: true },
  )
}

/**
 * Everything the skill detail view shows, for one skill named by slug (or by id, as links were
 * before); null when none has it. The ETag changes with any of the payloads it is built from.
 */
export function readSkillView(
  dataset: Dataset,
  skillKey: string,
): { readonly data: SkillView; readonly etag: string } | null {
  const skillId = findSkill(dataset, skillKey)?.id
  const detail = skillId === undefined ? null : readSkillDetail(dataset, skillId)
  if (skillId === undefined || detail === null) return null
  const description = readSkillDescription(dataset, skillId)
  const heroDetails = dataset.payloads['hero-details']
  const { skill } = detail.data
  const owners = detail.data.owners.flatMap((owner) => {
    const hero = Object.hasOwn(heroDetails.data, owner.heroId)
      ? heroDetails.data[owner.heroId]
      : undefined
    if (!hero) return []
    return [
      {
        heroId: owner.heroId,
        slug: hero.hero.slug,
        fullName: hero.hero.fullName,
        abbreviatedName: hero.hero.abbreviatedName,
        portrait: hero.arts?.portrait ?? null,
        unlockRarity: owner.unlockRarity,
        defaultRarity: owner.defaultRarity,
        lowestRarities: hero.lowestRarities,
      },
    ]
  })
  const downgrades = skill.downgradeIds.flatMap((id) => toNeighbour(dataset, id))
  const etag = `"${[detail.etag, description.etag, heroDetails.hash]
    .map((tag) => tag.replaceAll('"', ''))
    .join('-')}"`
  return {
    etag,
    data: {
      skill,
      base: skill.baseId ? (toNeighbour(dataset, skill.baseId)[0] ?? null) : null,
      description: description.data,
      owners,
      ownersLowestRarities: detail.data.ownersLowestRarities,
      downgrades,
      preInheritance: downgrades.length > 0 ? preInheritanceOf(downgrades) : null,
      upgrades: skill.upgradeIds.flatMap((id) => toNeighbour(dataset, id)),
    },
  }
}
