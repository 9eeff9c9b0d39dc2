import type { HeroId } from '#app/domain/hero.ts'
import { indexPeelerData, type PeelerData, type PeelerLink } from '#app/domain/peeler.ts'
import type { SkillId } from '#app/domain/skill.ts'
import {
  fromColumnar,
  fromColumnarWithSlugs,
  type PeelerHeroRow,
  type PeelerLinkRow,
  type PeelerPayload,
  type PeelerSkillRow,
  usualHeroSlug,
  usualPeelerSkillSlug,
} from '#app/payloads/dataset-payloads.ts'
import { loadPayloadFile } from '#app/payloads/payload-cache.ts'
import type { PeelerRows } from './peeler-slice.ts'

/** What the peeler's pickers match: each hero's and skill's names with accents spelled out. */
export type PeelerSearchTexts = {
  readonly heroes: ReadonlyMap<HeroId, string>
  readonly skills: ReadonlyMap<SkillId, string>
}

export type DecodedPeeler = {
  readonly data: PeelerData
  readonly searchTexts: PeelerSearchTexts
}

/** The peeler payload's rows, from its columns. */
export function readPeelerRows(payload: PeelerPayload): PeelerRows {
  return {
    heroes: fromColumnarWithSlugs<PeelerHeroRow>(payload.heroes, usualHeroSlug),
    skills: fromColumnarWithSlugs<PeelerSkillRow>(payload.skills, usualPeelerSkillSlug),
    links: fromColumnar<PeelerLinkRow>(payload.links),
  }
}

/** The peeler payload as domain data. */
export function decodePeelerPayload(payload: PeelerPayload): DecodedPeeler {
  return decodePeelerRows(readPeelerRows(payload))
}

/**
 * The peeler's rows (the whole payload's, or a server slice's) as domain data: row numbers
 * become ids, upgrades the prerequisites' inverse.
 */
export function decodePeelerRows({
  heroes: heroRows,
  skills: skillRows,
  links: linkRows,
}: PeelerRows): DecodedPeeler {
  const upgradeIds = skillRows.map((): SkillId[] => [])
  skillRows.forEach((row) => {
    for (const downgradeRow of row.downgradeRows) upgradeIds[downgradeRow]?.push(row.id)
  })
  const idOfSkill = (row: number): SkillId[] => {
    const skill = skillRows[row]
    return skill ? [skill.id] : []
  }
  const heroes = heroRows.map(({ searchName: _searchName, name, ...hero }) => ({
    ...hero,
    fullName: `${name}: ${hero.title}`,
  }))
  const skills = skillRows.map(({ searchName: _searchName, downgradeRows, ...skill }, index) => ({
    ...skill,
    downgradeIds: downgradeRows.flatMap(idOfSkill),
    upgradeIds: upgradeIds[index] ?? [],
  }))
  const links = linkRows.flatMap((link): PeelerLink[] => {
    const hero = heroRows[link.heroRow]
    const skill = skillRows[link.skillRow]
    return hero && skill
      ? [{ heroId: hero.id, skillId: skill.id, unlockRarity: link.unlockRarity }]
      : []
  })
  const withSearchName = <Id extends string>(
    rows: readonly { id: Id; searchName: string | null }[],
    names: readonly string[],
  ): ReadonlyMap<Id, string> =>
    new Map(rows.map((row, index) => [row.id, `${names[index]}\n${row.searchName ?? ''}`]))
  return {
    data: indexPeelerData(heroes, skills, links),
    searchTexts: {
      heroes: withSearchName(
        heroRows,
        heroes.map((hero) => `${hero.fullName}\n${hero.abbreviatedName}`),
      ),
      skills: withSearchName(
        skillRows,
        skills.map((skill) => skill.name),
      ),
    },
  }
}

/** The peeler payload at `url`, from the payload cache: fetched once, decoded once. */
export function loadPeeler(url: string): Promise<DecodedPeeler> {
  return loadPayloadFile(url, decodePeelerPayload)
}
