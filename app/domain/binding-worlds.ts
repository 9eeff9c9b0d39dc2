/** Binding Worlds enclosure levels run from 0 to 28 (reference §3.8). */
export const MIN_ENCLOSURE_LEVEL = 0
export const MAX_ENCLOSURE_LEVEL = 28

/** Why the player set a candidate aside (reference §2.10): a hidden candidate is folded away. */
export const HIDING_REASONS = [
  'genericSummon',
  'grandHeroBattle',
  'tempestTrials',
  'badHero',
  'alreadyOwned',
  'duplicate',
  'noXSkill',
  'badSkills',
  'male',
  'female',
  'notCuteEnough',
  'notGoodEnough',
  'notRedeemable',
] as const
export type HidingReason = (typeof HIDING_REASONS)[number]

/** Where a new candidate goes in the list. */
export type ListEnd = 'top' | 'bottom'

function clampLevel(level: number): number {
  return Math.min(MAX_ENCLOSURE_LEVEL, Math.max(MIN_ENCLOSURE_LEVEL, level))
}

/**
 * The enclosure level suggested for a candidate added at one end of the list (reference
 * §2.10): the two nearest levels continue their ±1 trend, equal ones repeat, one alone is
 * reused; otherwise the top starts at 28 and the bottom at 0.
 */
export function suggestEnclosureLevel(levels: readonly number[], end: ListEnd): number {
  const fallback = end === 'top' ? MAX_ENCLOSURE_LEVEL : MIN_ENCLOSURE_LEVEL
  const nearest = end === 'top' ? levels.slice(0, 2) : levels.slice(-2).reverse()
  const [first, second] = nearest
  if (first === undefined) return fallback
  if (second === undefined) return clampLevel(first)
  const step = first - second
  if (step === 0) return clampLevel(first)
  if (Math.abs(step) === 1) return clampLevel(first + step)
  return fallback
}
