import type { ArenaSpSlot } from '#app/domain/arena-score.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { HeroScore, ScoreBuild, ScoreHero, TeamScore } from '#app/domain/score-calculator.ts'

// What the score calculator's loader sends (app/lib/score-calc.server.ts computes it).

/** A hero of the team as the page shows it: who, what it can equip, its score, its maximum. */
export type ScoreCalcSlot = {
  readonly hero: Pick<
    ScoreHero,
    'id' | 'element' | 'traits' | 'moveType' | 'isStory' | 'superboons'
  > & {
    readonly label: string
  }
  readonly build: ScoreBuild
  /** Distinct SP of the skills the hero can equip in each slot, highest first (0: empty). */
  readonly spOptions: Readonly<Record<ArenaSpSlot, readonly number[]>>
  readonly canUseDuelSkills: boolean
  readonly score: HeroScore
  readonly maximumBuild: ScoreBuild
}

export type ScoreCalcPageData = {
  readonly slots: readonly (ScoreCalcSlot | null)[]
  readonly team: TeamScore
  readonly chosenHeroes: readonly { readonly id: HeroId; readonly label: string }[]
  /** The search payload, fetched when the hero picker first gets focus. */
  readonly searchUrl: string
}
