import type { HeroId } from './hero.ts'
import type { Skill, SkillCategory } from './skill.ts'
import { compareVersions, shiftVersion, type Version } from './version.ts'

/** The slots a Forma hero's kit has: no sacred seal, no X skill. */
export const FORMA_SLOTS = [
  'weapon',
  'assist',
  'special',
  'passiveA',
  'passiveB',
  'passiveC',
] as const satisfies readonly SkillCategory[]

/** A past Hall of Forms and its four Forma heroes (upstream halls.json, which stops at some hall). */
export type PastHall = {
  readonly number: number
  readonly heroIds: readonly HeroId[]
}

/** Why a skill cannot be given to a Forma hero in a chamber. */
export const HALL_OF_FORMS_EXCLUSIONS = [
  'not-a-forma-slot',
  'exclusive',
  'upgradable-weapon',
  'too-new',
  'low-sp',
  'before-version-9',
  'unknown-version',
] as const
export type HallOfFormsExclusion = (typeof HALL_OF_FORMS_EXCLUSIONS)[number]

export type HallOfFormsEligibility =
  | { readonly isEligible: true }
  | { readonly isEligible: false; readonly exclusions: readonly HallOfFormsExclusion[] }

/** Passive A/B/C minimum SP by chamber (reference §3.7): 240 for 13–20, 300 from 21. */
export function getMinimumPassiveSp(chamber: number): number {
  if (chamber >= 21) return 300
  if (chamber >= 13) return 240
  return 0
}

/** The last chamber; it only offers skills from version 9.0 on (reference §3.7). */
export const LAST_CHAMBER = 25
const LAST_CHAMBER_FIRST_VERSION: Version = '9.0'

/**
 * Hall of Forms rules (reference §3.7), every reason at once: only Forma slots, no exclusive
 * skill, only final weapons, nothing newer than two versions before the hall's version,
 * passives above the chamber's SP floor, and from 9.0 on in chamber 25. The version window
 * applies to every chamber (bug §7.2 #13); seals are out because Forma kits have none.
 */
export function checkHallOfFormsEligibility(
  skill: Pick<Skill, 'category' | 'isExclusive' | 'upgradeIds' | 'version' | 'sp'>,
  hall: { readonly chamber: number; readonly version: Version },
): HallOfFormsEligibility {
  const exclusions: HallOfFormsExclusion[] = []
  const isFormaSlot = (FORMA_SLOTS as readonly SkillCategory[]).includes(skill.category)
  if (!isFormaSlot) exclusions.push('not-a-forma-slot')
  if (skill.isExclusive) exclusions.push('exclusive')
  if (skill.category === 'weapon' && skill.upgradeIds.length > 0) {
    exclusions.push('upgradable-weapon')
  }
  if (
    skill.version !== null &&
    compareVersions(skill.version, shiftVersion(hall.version, -2)) > 0
  ) {
    exclusions.push('too-new')
  }
  const isPassive =
    skill.category === 'passiveA' || skill.category === 'passiveB' || skill.category === 'passiveC'
  if (isPassive && (skill.sp ?? 0) < getMinimumPassiveSp(hall.chamber)) exclusions.push('low-sp')
  if (hall.chamber >= LAST_CHAMBER && isFormaSlot) {
    if (skill.version === null) exclusions.push('unknown-version')
    else if (compareVersions(skill.version, LAST_CHAMBER_FIRST_VERSION) < 0) {
      exclusions.push('before-version-9')
    }
  }
  return exclusions.length === 0 ? { isEligible: true } : { isEligible: false, exclusions }
}
