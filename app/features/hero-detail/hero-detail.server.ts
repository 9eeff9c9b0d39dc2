import type { HeroId } from '#app/domain/hero.ts'
import { rankStats } from '#app/domain/ranks.ts'
import {
  type HeroDetail,
  type HeroDetailView,
  listStatMaxima,
} from '#app/payloads/dataset-payloads.ts'
import {
  type Dataset,
  deriveFromDataset,
  getDataset,
  type PayloadSlice,
  readEntry,
  readHeroRows,
  sliceEtag,
} from '#app/server/dataset.server.ts'
import { findHero } from '#app/server/slugs.server.ts'
import { listHeroFodderSkills } from './hero-fodder.ts'

/** A hero's detail as the payload holds it, with its own ETag; null for an unknown hero. */
export function readHeroDetail(dataset: Dataset, heroId: string): PayloadSlice<HeroDetail> | null {
  const payload = dataset.payloads['hero-details']
  const data = readEntry(payload.data, heroId)
  return data ? { data, etag: sliceEtag(payload, heroId) } : null
}

/** Every hero's rank on each 5★ level-40 stat and the BST, computed once per dataset. */
function rankHeroes(dataset: Dataset) {
  return deriveFromDataset(dataset, 'hero-ranks', () =>
    rankStats(
      readHeroRows(dataset).map((row) => ({
        id: row.id as string,
        stats: { hp: row.hp, atk: row.atk, spd: row.spd, def: row.def, res: row.res },
      })),
    ),
  )
}

/**
 * What the hero detail view shows: the hero's detail, its skills named, its ranks among all
 * heroes, each stat's maximum, and the banners where it was focus. The hero is named by slug,
 * or by id as links were before.
 */
export async function readHeroDetailView(
  heroKey: string,
): Promise<PayloadSlice<HeroDetailView> | null> {
  const dataset = await getDataset()
  const heroId = findHero(dataset, heroKey)?.id
  const detail = heroId === undefined ? null : readHeroDetail(dataset, heroId)
  if (heroId === undefined || detail === null) return null
  const skillDetails = dataset.payloads['skill-details'].data
  return {
    // Ranks and banners come from other payloads: their hashes are part of the tag.
    etag: `${detail.etag.slice(0, -1)}-${dataset.payloads.heroes.hash.slice(0, 6)}${dataset.payloads.catalog.hash.slice(0, 6)}"`,
    data: {
      ...detail.data,
      skillSummaries: detail.data.skills.flatMap((link) => {
        const skill = readEntry(skillDetails, link.skillId)?.skill
        return skill
          ? [
              {
                id: skill.id,
                slug: skill.slug,
                name: skill.name,
                category: skill.category,
                sp: skill.sp,
                tier: skill.tier,
                isExclusive: skill.isExclusive,
              },
            ]
          : []
      }),
      fodderSkills: listHeroFodderSkills(skillDetails, detail.data.skills),
      ranks: rankHeroes(dataset).get(heroId) ?? null,
      heroCount: dataset.payloads.heroes.data.count,
      statMaxima: deriveFromDataset(dataset, 'stat-maxima', () =>
        listStatMaxima(dataset.payloads.heroes.data),
      ),
      focusBanners: dataset.payloads.catalog.data.banners
        .filter((banner) => banner.focusHeroIds.includes(heroId as HeroId))
        .map((banner) => banner.name),
    },
  }
}
