import type { ImporterIssue } from './importer-error.ts'
import type { UpstreamDataset } from './validate.ts'

/** A problem the site can live with: the broken reference is dropped and counted. */
export type ImporterWarning = ImporterIssue & { readonly code: WarningCode }

export type WarningCode =
  | 'unknown-hero'
  | 'hero-without-ranks'
  | 'hero-without-arts'
  | 'link-to-unknown-hero'
  | 'link-to-unknown-skill'
  | 'duplicate-link'
  | 'kit-skill-unknown'
  | 'downgrade-to-unknown-skill'
  | 'upgrade-to-unknown-skill'
  | 'refine-of-unknown-skill'
  | 'banner-hero-unknown'
  | 'grails-hero-unknown'
  | 'unknown-skill'
  | 'skill-without-description'
  | 'skill-without-upstream-availability'
  | 'optional-file-missing'
  | 'unknown-value'
  | 'derived-value-mismatch'

export type ReferenceCheck =
  | { ok: true; dataset: UpstreamDataset; warnings: ImporterWarning[] }
  | { ok: false; issues: ImporterIssue[] }

type Identified = { readonly id: string }

function findDuplicates(
  file: string,
  records: readonly Identified[],
  issues: ImporterIssue[],
): Set<string> {
  const seen = new Set<string>()
  records.forEach((record, index) => {
    if (seen.has(record.id)) {
      issues.push({ file, index, recordId: record.id, path: 'id', message: 'duplicate id' })
    }
    seen.add(record.id)
  })
  return seen
}

/**
 * Checks every id that points from one record to another. Duplicates and heroes without
 * stats or availability are errors; other broken links are dropped and reported as warnings.
 */
export function checkReferences(dataset: UpstreamDataset): ReferenceCheck {
  const issues: ImporterIssue[] = []
  const warnings: ImporterWarning[] = []
  const warn = (warning: ImporterWarning): void => {
    warnings.push(warning)
  }

  const heroIds = findDuplicates('units.json', dataset.heroes, issues)
  const skillIds = findDuplicates('skills.json', dataset.skills, issues)

  /** Per-hero files: unknown ids are dropped; a hero missing from a required one is an error. */
  const keepKnownHeroes = <T extends Identified>(
    file: string,
    records: readonly T[],
    onMissing: 'error' | 'hero-without-ranks' | 'hero-without-arts' | null,
  ): T[] => {
    const byId = findDuplicates(file, records, issues)
    const kept = records.filter((record, index) => {
      if (heroIds.has(record.id)) return true
      warn({
        code: 'unknown-hero',
        file,
        index,
        recordId: record.id,
        message: 'no such hero in units.json; ignored',
      })
      return false
    })
    if (onMissing !== null) {
      dataset.heroes.forEach((hero, index) => {
        if (byId.has(hero.id)) return
        if (onMissing === 'error') {
          issues.push({
            file: 'units.json',
            index,
            recordId: hero.id,
            message: `hero has no record in ${file}`,
          })
        } else {
          warn({
            code: onMissing,
            file: 'units.json',
            index,
            recordId: hero.id,
            message: `hero has no record in ${file}`,
          })
        }
      })
    }
    return kept
  }

  const heroStats = keepKnownHeroes('units-stats.json', dataset.heroStats, 'error')
  const heroAvailabilities = keepKnownHeroes(
    'units-availabilities.json',
    dataset.heroAvailabilities,
    'error',
  ).map((availability) => {
    const known = availability.skill_ids.filter((skillId) => skillIds.has(skillId))
    if (known.length === availability.skill_ids.length) return availability
    for (const skillId of availability.skill_ids.filter((id) => !skillIds.has(id))) {
      warn({
        code: 'kit-skill-unknown',
        file: 'units-availabilities.json',
        recordId: availability.id,
        path: 'skill_ids',
        message: `skill ${skillId} is not in skills.json; dropped`,
      })
    }
    return { ...availability, skill_ids: known }
  })
  const heroStatRanks = keepKnownHeroes(
    'units-stats-ranks.json',
    dataset.heroStatRanks,
    'hero-without-ranks',
  )
  const heroArts = keepKnownHeroes('units-arts.json', dataset.heroArts, 'hero-without-arts')
  const heroRatings =
    dataset.heroRatings && keepKnownHeroes('units-ratings-game8.json', dataset.heroRatings, null)

  const linkKeys = new Set<string>()
  const skillLinks = dataset.skillLinks.filter((link, index) => {
    const recordId = `${link.unit_id} → ${link.skill_id}`
    if (!heroIds.has(link.unit_id)) {
      warn({
        code: 'link-to-unknown-hero',
        file: 'skills_units.json',
        index,
        recordId,
        path: 'unit_id',
        message: 'no such hero in units.json; link dropped',
      })
      return false
    }
    if (!skillIds.has(link.skill_id)) {
      warn({
        code: 'link-to-unknown-skill',
        file: 'skills_units.json',
        index,
        recordId,
        path: 'skill_id',
        message: 'no such skill in skills.json; link dropped',
      })
      return false
    }
    const key = `${link.unit_id}\u0000${link.skill_id}`
    if (linkKeys.has(key)) {
      warn({
        code: 'duplicate-link',
        file: 'skills_units.json',
        index,
        recordId,
        message: 'same hero and skill listed twice; the first is kept',
      })
      return false
    }
    linkKeys.add(key)
    return true
  })

  const skills = dataset.skills.map((skill, index) => {
    const keep = (
      field: 'downgrade_ids' | 'upgrade_ids',
      code: WarningCode,
    ): string[] | undefined => {
      const ids = skill[field]
      if (!ids) return undefined
      ids.forEach((id, position) => {
        if (!skillIds.has(id)) {
          warn({
            code,
            file: 'skills.json',
            index,
            recordId: skill.id,
            path: `${field}[${position}]`,
            message: `skill ${id} is not in skills.json; dropped`,
          })
        }
      })
      return ids.filter((id) => skillIds.has(id))
    }
    const downgradeIds = keep('downgrade_ids', 'downgrade-to-unknown-skill')
    const upgradeIds = keep('upgrade_ids', 'upgrade-to-unknown-skill')
    let baseId = skill.base_id
    if (baseId !== undefined && !skillIds.has(baseId)) {
      warn({
        code: 'refine-of-unknown-skill',
        file: 'skills.json',
        index,
        recordId: skill.id,
        path: 'base_id',
        message: `skill ${baseId} is not in skills.json; shown as a weapon of its own`,
      })
      baseId = undefined
    }
    return { ...skill, downgrade_ids: downgradeIds, upgrade_ids: upgradeIds, base_id: baseId }
  })

  const banners = dataset.banners.map((banner, index) => {
    const unitIds = banner.unit_ids.filter((id) => heroIds.has(id))
    if (unitIds.length < banner.unit_ids.length) {
      warn({
        code: 'banner-hero-unknown',
        file: 'banners.json',
        index,
        recordId: banner.name,
        path: 'unit_ids',
        message: `${banner.unit_ids.length - unitIds.length} focus hero(es) not in units.json; dropped`,
      })
    }
    return { ...banner, unit_ids: unitIds }
  })
  const heroicGrails = dataset.heroicGrails.filter((entry, index) => {
    if (heroIds.has(entry.unit_id)) return true
    warn({
      code: 'grails-hero-unknown',
      file: 'units-heroic_grails.json',
      index,
      recordId: entry.unit_id,
      path: 'unit_id',
      message: 'no such hero in units.json; ignored',
    })
    return false
  })

  const keepKnownSkills = <T extends Identified>(
    file: string,
    records: readonly T[] | null,
  ): T[] | null => {
    if (records === null) return null
    findDuplicates(file, records, issues)
    return records.filter((record, index) => {
      if (skillIds.has(record.id)) return true
      warn({
        code: 'unknown-skill',
        file,
        index,
        recordId: record.id,
        message: 'no such skill in skills.json; ignored',
      })
      return false
    })
  }
  const skillDescriptions = keepKnownSkills('skills-descriptions.json', dataset.skillDescriptions)
  const skillAvailabilities = keepKnownSkills(
    'skills-availabilities.json',
    dataset.skillAvailabilities,
  )
  const skillRatings = keepKnownSkills('skills-ratings-game8.json', dataset.skillRatings)

  // Both optional files lag behind skills.json upstream: count what they lack, once per file.
  const countMissing = (
    file: string,
    records: readonly Identified[] | null,
    code: WarningCode,
    consequence: string,
  ): void => {
    if (records === null) return
    const described = new Set(records.map((record) => record.id))
    const missing = skills.filter((skill) => !described.has(skill.id)).length
    if (missing > 0)
      warn({
        code,
        file,
        message: `${missing} of ${skills.length} skills have no record (the file is older than skills.json); ${consequence}`,
      })
  }
  countMissing(
    'skills-descriptions.json',
    skillDescriptions,
    'skill-without-description',
    'they show "no description yet"',
  )
  countMissing(
    'skills-availabilities.json',
    skillAvailabilities,
    'skill-without-upstream-availability',
    'their availability is derived from their owners',
  )

  if (issues.length > 0) return { ok: false, issues }
  return {
    ok: true,
    warnings,
    dataset: {
      ...dataset,
      heroStats,
      heroStatRanks,
      heroArts,
      heroAvailabilities,
      heroRatings,
      heroicGrails,
      banners,
      skills,
      skillLinks,
      skillDescriptions,
      skillAvailabilities,
      skillRatings,
    },
  }
}
