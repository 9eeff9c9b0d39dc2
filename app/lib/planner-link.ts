import type { HeroId } from '#app/domain/hero.ts'
import type { SkillId } from '#app/domain/skill.ts'
import type { Rarity } from '#app/domain/stat.ts'

// The inheritance planner's address, shared by the planner and the pages that open it with a
// build ("plan this build", issue 24 §1): those pages link to it without the planner's code.

export const PLANNER_PATH = '/inheritance-planner'

/**
 * One hero to teach, as `?target=` holds it: `<heroId>.<rarity>.<b|g>.<skillId>*<skillId>…`
 * (`b`: the player's copy from the barracks, `g`: a hero they will get).
 */
export type PlannerTargetSearch = {
  readonly heroId: HeroId
  readonly rarity: Rarity
  /** From the barracks: the player's copy (its rarity and learned skills); else one to get. */
  readonly isOwned: boolean
  /** Wanted skills, at most one per slot, in the order picked. */
  readonly wants: readonly SkillId[]
}

/** At most this many targets: the page and the solve stay quick. */
export const MAX_TARGETS = 6
/** One skill per inheritable slot (weapon, assist, special, A, B, C). */
export const MAX_WANTS = 6
/** A bound on the heroes a plan keeps: more is not a plan the planner made. */
export const MAX_KEEP = 200

export const TARGET_PARAM = 'target'
/** Skills waiting for a hero (a skill list has none): the next hero added wants them. */
export const WANTS_PARAM = 'wants'

// Characters a URL keeps as they are, and in no id.
const SEPARATOR = '.'
const WANT_SEPARATOR = '*'
const RARITIES: readonly Rarity[] = [1, 2, 3, 4, 5]

function parseRarity(raw: string | undefined): Rarity | null {
  return RARITIES.find((rarity) => String(rarity) === raw) ?? null
}

/** Skill ids joined by `*`, each once, at most MAX_WANTS; blanks dropped. */
export function parseSkillList(raw: string | null | undefined): SkillId[] {
  return [
    ...new Set((raw ?? '').split(WANT_SEPARATOR).filter((skillId) => skillId.trim() !== '')),
  ].slice(0, MAX_WANTS) as SkillId[]
}

export function formatSkillList(skillIds: readonly SkillId[]): string {
  return skillIds.join(WANT_SEPARATOR)
}

/** One `?target=` value; null when malformed (a bad link shows the rest of the plan). */
export function parsePlannerTarget(raw: string): PlannerTargetSearch | null {
  const [heroId, rarityText, origin, wantsText, ...rest] = raw.split(SEPARATOR)
  const rarity = parseRarity(rarityText)
  if (rest.length > 0 || !heroId || rarity === null || (origin !== 'b' && origin !== 'g')) {
    return null
  }
  return {
    heroId: heroId as HeroId,
    rarity,
    isOwned: origin === 'b',
    wants: parseSkillList(wantsText),
  }
}

export function formatPlannerTarget(target: PlannerTargetSearch): string {
  return [
    target.heroId,
    target.rarity,
    target.isOwned ? 'b' : 'g',
    formatSkillList(target.wants),
  ].join(SEPARATOR)
}

/**
 * The planner opened with a build: heroes and their wanted skills (a team), or skills waiting
 * for the hero the player will pick (a skill list). Keys in the planner's own order.
 */
export function toPlannerHref(build: {
  readonly targets?: readonly PlannerTargetSearch[]
  readonly wants?: readonly SkillId[]
}): string {
  const params = new URLSearchParams()
  for (const target of (build.targets ?? []).slice(0, MAX_TARGETS)) {
    params.append(TARGET_PARAM, formatPlannerTarget(target))
  }
  const wants = formatSkillList((build.wants ?? []).slice(0, MAX_WANTS))
  if (wants !== '') params.set(WANTS_PARAM, wants)
  const query = params.toString()
  return query === '' ? PLANNER_PATH : `${PLANNER_PATH}?${query}`
}
