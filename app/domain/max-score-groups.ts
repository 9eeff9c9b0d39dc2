import { ARENA_TEAM_BASE_SCORE } from './arena-score.ts'
import type { MoveType } from './hero.ts'
import { MOVE_TYPES } from './hero.ts'
import { WEAPON_TYPES, type WeaponType } from './weapon.ts'

/** 5★ base score and level-40 score: 55 + ⌊91 × 40 / 39⌋ = 55 + 93 (reference §3.1). */
export const MAX_RARITY_SCORE = 55
export const MAX_LEVEL_SCORE = 93

export type ScoreGroup<Hero> = { readonly score: number; readonly heroes: readonly Hero[] }

/** Heroes grouped by maximum arena score, highest first; each group keeps the heroes' order. */
export function groupByMaxScore<Hero extends { readonly maxScore: number }>(
  heroes: readonly Hero[],
): readonly ScoreGroup<Hero>[] {
  const groups = new Map<number, Hero[]>()
  for (const hero of heroes) {
    const group = groups.get(hero.maxScore)
    if (group) group.push(hero)
    else groups.set(hero.maxScore, [hero])
  }
  return [...groups.entries()]
    .sort(([a], [b]) => b - a)
    .map(([score, members]) => ({ score, heroes: members }))
}

/**
 * What ⌊SP/100⌋ + ⌊visible BST/5⌋ must add up to for a maximum score at a number of merges:
 * score = 2 × (150 + 55 + 93 + 2 × merges + ⌊SP/100⌋ + ⌊visible BST/5⌋) (reference §3.1).
 */
export function calculateSkillAndStatTerms(options: {
  readonly score: number
  readonly merges: number
}): number {
  return (
    options.score / 2 -
    ARENA_TEAM_BASE_SCORE -
    MAX_RARITY_SCORE -
    MAX_LEVEL_SCORE -
    2 * options.merges
  )
}

export const SCORE_SORT_DIRECTIONS = ['asc', 'desc'] as const

/** The three sort keys of the maximum scores page compare move, weapon and name. */
export function compareForScoreGroup(
  key: 'move' | 'weapon' | 'name',
  a: { readonly moveType: MoveType; readonly weaponType: WeaponType; readonly sortName: string },
  b: { readonly moveType: MoveType; readonly weaponType: WeaponType; readonly sortName: string },
): number {
  switch (key) {
    case 'move':
      return MOVE_TYPES.indexOf(a.moveType) - MOVE_TYPES.indexOf(b.moveType)
    case 'weapon':
      return WEAPON_TYPES.indexOf(a.weaponType) - WEAPON_TYPES.indexOf(b.weaponType)
    case 'name':
      return a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : 0
    default: {
      const unknown: never = key
      throw new Error(`Unknown score sort key ${String(unknown)}`)
    }
  }
}
