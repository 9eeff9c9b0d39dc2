import * as v from 'valibot'
import type { ImporterIssue } from './importer-error.ts'
import {
  type UpstreamBanner,
  type UpstreamConstants,
  type UpstreamHero,
  type UpstreamHeroArts,
  type UpstreamHeroAvailability,
  type UpstreamHeroicGrailsEntry,
  type UpstreamHeroRating,
  type UpstreamHeroStatRanks,
  type UpstreamHeroStats,
  type UpstreamSkill,
  type UpstreamSkillAvailability,
  type UpstreamSkillDescription,
  type UpstreamSkillLink,
  type UpstreamSkillRating,
  upstreamAccentsSchema,
  upstreamBannerSchema,
  upstreamConstantsSchema,
  upstreamHallsSchema,
  upstreamHeroArtsSchema,
  upstreamHeroAvailabilitySchema,
  upstreamHeroicGrailsEntrySchema,
  upstreamHeroRatingSchema,
  upstreamHeroSchema,
  upstreamHeroStatRanksSchema,
  upstreamHeroStatsSchema,
  upstreamSkillAvailabilitySchema,
  upstreamSkillDescriptionSchema,
  upstreamSkillLinkSchema,
  upstreamSkillRatingSchema,
  upstreamSkillSchema,
} from './upstream-schemas.ts'

/** Every upstream file, as read and checked against its schema. Optional files may be absent. */
export type UpstreamDataset = {
  readonly heroes: readonly UpstreamHero[]
  readonly heroStats: readonly UpstreamHeroStats[]
  readonly heroStatRanks: readonly UpstreamHeroStatRanks[]
  readonly heroArts: readonly UpstreamHeroArts[]
  readonly heroAvailabilities: readonly UpstreamHeroAvailability[]
  readonly heroRatings: readonly UpstreamHeroRating[] | null
  readonly heroicGrails: readonly UpstreamHeroicGrailsEntry[]
  readonly banners: readonly UpstreamBanner[]
  readonly skills: readonly UpstreamSkill[]
  readonly skillLinks: readonly UpstreamSkillLink[]
  readonly skillAvailabilities: readonly UpstreamSkillAvailability[] | null
  readonly skillDescriptions: readonly UpstreamSkillDescription[] | null
  readonly skillRatings: readonly UpstreamSkillRating[] | null
  readonly constants: UpstreamConstants
  readonly accents: Readonly<Record<string, string>>
  readonly halls: Readonly<Record<string, readonly string[]>> | null
}

type FileSpec = {
  readonly required: boolean
  readonly shape: 'array' | 'object'
  readonly schema: v.GenericSchema
  /** Why the site can do without it, for optional files. */
  readonly whenMissing?: string
}

/** The current upstream layout (feh-data since sacred seals joined skills.json). */
export const UPSTREAM_FILES = {
  'units.json': { required: true, shape: 'array', schema: upstreamHeroSchema },
  'units-stats.json': { required: true, shape: 'array', schema: upstreamHeroStatsSchema },
  'units-stats-ranks.json': { required: true, shape: 'array', schema: upstreamHeroStatRanksSchema },
  'units-arts.json': { required: true, shape: 'array', schema: upstreamHeroArtsSchema },
  'units-availabilities.json': {
    required: true,
    shape: 'array',
    schema: upstreamHeroAvailabilitySchema,
  },
  'units-ratings-game8.json': {
    required: false,
    shape: 'array',
    schema: upstreamHeroRatingSchema,
    whenMissing: 'heroes have no Game8 rating',
  },
  'units-heroic_grails.json': {
    required: true,
    shape: 'array',
    schema: upstreamHeroicGrailsEntrySchema,
  },
  'banners.json': { required: true, shape: 'array', schema: upstreamBannerSchema },
  'skills.json': { required: true, shape: 'array', schema: upstreamSkillSchema },
  'skills_units.json': { required: true, shape: 'array', schema: upstreamSkillLinkSchema },
  'skills-availabilities.json': {
    required: false,
    shape: 'array',
    schema: upstreamSkillAvailabilitySchema,
    whenMissing:
      'skill availability is derived from units-availabilities.json and skills_units.json',
  },
  'skills-descriptions.json': {
    required: false,
    shape: 'array',
    schema: upstreamSkillDescriptionSchema,
    whenMissing: 'every skill is marked "no description yet"',
  },
  'skills-ratings-game8.json': {
    required: false,
    shape: 'array',
    schema: upstreamSkillRatingSchema,
    whenMissing: 'skills have no Game8 rating or grade',
  },
  'constants.json': { required: true, shape: 'object', schema: upstreamConstantsSchema },
  'accents.json': { required: true, shape: 'object', schema: upstreamAccentsSchema },
  'halls.json': {
    required: false,
    shape: 'object',
    schema: upstreamHallsSchema,
    whenMissing: 'no past Hall of Forms list',
  },
} as const satisfies Record<string, FileSpec>

export type UpstreamFileName = keyof typeof UPSTREAM_FILES
export const UPSTREAM_FILE_NAMES = Object.keys(UPSTREAM_FILES) as UpstreamFileName[]

/** Names that only the older upstream layout has (sacred seals apart from skills). */
const OLD_LAYOUT_FILE_PATTERN = /^seals.*\.json$/

export type LayoutCheck = { ok: true } | { ok: false; issues: ImporterIssue[] }

/**
 * Refuses the older upstream layout (sacred seals in seals*.json, no units-arts.json or
 * units-stats-ranks.json) as a whole, before any file is read: never a half import.
 */
export function checkLayout(fileNames: readonly string[]): LayoutCheck {
  const present = new Set(fileNames)
  const sealFiles = fileNames.filter((name) => OLD_LAYOUT_FILE_PATTERN.test(name))
  const hasNewFiles = present.has('units-arts.json') || present.has('units-stats-ranks.json')
  if (sealFiles.length > 0 || (present.has('units.json') && !hasNewFiles)) {
    const evidence =
      sealFiles.length > 0
        ? `it has ${sealFiles.join(', ')}`
        : 'it has neither units-arts.json nor units-stats-ranks.json'
    return {
      ok: false,
      issues: [
        {
          file: sealFiles[0] ?? 'units-arts.json',
          message: `this is the older feh-data layout (${evidence}); Hero Peeler reads only the current layout, where sacred seals are in skills.json. Sync a newer upstream commit.`,
        },
      ],
    }
  }
  const missing = UPSTREAM_FILE_NAMES.filter(
    (name) => UPSTREAM_FILES[name].required && !present.has(name),
  )
  if (missing.length > 0) {
    return {
      ok: false,
      issues: missing.map((file) => ({ file, message: 'required file is missing' })),
    }
  }
  return { ok: true }
}

/** Parses JSON, naming the line and column where a truncated or broken file stops. */
export function parseJson(
  file: string,
  text: string,
): { ok: true; value: unknown } | { ok: false; issue: ImporterIssue } {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    const position = /position (\d+)/.exec(detail)
    const hasLine = /line \d+/.test(detail)
    const where = position && !hasLine ? ` (${describePosition(text, Number(position[1]))})` : ''
    const length = text.trimEnd().length
    // An error at the very end of the text means the file stops early (a cut download).
    const truncated =
      length === 0 ||
      /end of (JSON )?input/i.test(detail) ||
      (position !== null && Number(position[1]) >= length - 1)
    return {
      ok: false,
      issue: {
        file,
        message: `${truncated ? 'file is truncated or empty' : 'file is not valid JSON'}: ${detail}${where}`,
      },
    }
  }
}

function describePosition(text: string, position: number): string {
  const before = text.slice(0, position)
  const line = before.split('\n').length
  const column = position - before.lastIndexOf('\n')
  return `line ${line}, column ${column}`
}

function formatPath(path: readonly v.IssuePathItem[] | undefined): string {
  if (!path) return ''
  let formatted = ''
  for (const item of path) {
    const key = (item as { key: unknown }).key
    if (typeof key === 'number') formatted += `[${key}]`
    else formatted += formatted === '' ? String(key) : `.${String(key)}`
  }
  return formatted
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema' && issue.received === 'undefined') {
    return `required field is missing (expected ${issue.expected})`
  }
  return issue.message
}

function recordIdOf(record: unknown): string | undefined {
  if (typeof record !== 'object' || record === null) return undefined
  const fields = record as Record<string, unknown>
  if (typeof fields.id === 'string') return fields.id
  if (typeof fields.unit_id === 'string' && typeof fields.skill_id === 'string') {
    return `${fields.unit_id} → ${fields.skill_id}`
  }
  if (typeof fields.unit_id === 'string') return fields.unit_id
  if (typeof fields.name === 'string') return fields.name
  return undefined
}

const MAX_ISSUES_PER_FILE = 50

/** Checks one parsed file against its schema, record by record, so each issue names its record. */
export function validateFile(
  file: UpstreamFileName,
  value: unknown,
): { ok: true; value: unknown } | { ok: false; issues: ImporterIssue[] } {
  const spec: FileSpec = UPSTREAM_FILES[file]
  if (spec.shape === 'array') {
    if (!Array.isArray(value)) {
      return {
        ok: false,
        issues: [{ file, message: `expected an array of records, received ${typeOf(value)}` }],
      }
    }
    const issues: ImporterIssue[] = []
    const records: unknown[] = new Array(value.length)
    for (let index = 0; index < value.length; index++) {
      const record: unknown = value[index]
      const result = v.safeParse(spec.schema, record)
      if (result.success) {
        records[index] = result.output
        continue
      }
      for (const issue of result.issues) {
        issues.push({
          file,
          index,
          recordId: recordIdOf(record),
          path: formatPath(issue.path),
          message: describeIssue(issue),
        })
      }
      if (issues.length >= MAX_ISSUES_PER_FILE) break
    }
    return issues.length > 0 ? { ok: false, issues } : { ok: true, value: records }
  }
  const result = v.safeParse(spec.schema, value)
  if (result.success) return { ok: true, value: result.output }
  return {
    ok: false,
    issues: result.issues.slice(0, MAX_ISSUES_PER_FILE).map((issue) => ({
      file,
      path: formatPath(issue.path),
      message: describeIssue(issue),
    })),
  }
}

function typeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'object' ? 'an object' : typeof value
}

export type ReadResult =
  | { ok: true; dataset: UpstreamDataset; missingOptionalFiles: UpstreamFileName[] }
  | { ok: false; issues: ImporterIssue[] }

/**
 * Parses and checks every upstream file given as text. Collects the issues of every file
 * before failing, so one run names everything that is wrong.
 */
export function readUpstreamDataset(texts: ReadonlyMap<string, string>): ReadResult {
  const layout = checkLayout([...texts.keys()])
  if (!layout.ok) return layout
  const issues: ImporterIssue[] = []
  const values = new Map<UpstreamFileName, unknown>()
  const missingOptionalFiles: UpstreamFileName[] = []
  for (const file of UPSTREAM_FILE_NAMES) {
    const text = texts.get(file)
    if (text === undefined) {
      missingOptionalFiles.push(file)
      continue
    }
    const parsed = parseJson(file, text)
    if (!parsed.ok) {
      issues.push(parsed.issue)
      continue
    }
    const validated = validateFile(file, parsed.value)
    if (validated.ok) values.set(file, validated.value)
    else issues.push(...validated.issues)
  }
  if (issues.length > 0) return { ok: false, issues }
  const get = <T>(file: UpstreamFileName): T => values.get(file) as T
  const optional = <T>(file: UpstreamFileName): T | null =>
    values.has(file) ? (values.get(file) as T) : null
  return {
    ok: true,
    missingOptionalFiles,
    dataset: {
      heroes: get('units.json'),
      heroStats: get('units-stats.json'),
      heroStatRanks: get('units-stats-ranks.json'),
      heroArts: get('units-arts.json'),
      heroAvailabilities: get('units-availabilities.json'),
      heroRatings: optional('units-ratings-game8.json'),
      heroicGrails: get('units-heroic_grails.json'),
      banners: get('banners.json'),
      skills: get('skills.json'),
      skillLinks: get('skills_units.json'),
      skillAvailabilities: optional('skills-availabilities.json'),
      skillDescriptions: optional('skills-descriptions.json'),
      skillRatings: optional('skills-ratings-game8.json'),
      constants: get('constants.json'),
      accents: get('accents.json'),
      halls: optional('halls.json'),
    },
  }
}
