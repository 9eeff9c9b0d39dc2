import type { ArenaSpSlot } from '#app/domain/arena-score.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { HeroScore, ScoreBuild, ScoreHero, TeamScore } from '#app/domain/score-calculator.ts'
import type { SkillId } from '#app/domain/skill.ts'

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
  /** The names of the skills the build picked by name (a name whose SP the build still has). */
  readonly skillNames: Readonly<Partial<Record<ArenaSpSlot, string>>>
  readonly canUseDuelSkills: boolean
  readonly score: HeroScore
  readonly maximumBuild: ScoreBuild
}

/** A skill the hero can equip, as the slot pickers offer it (`/api/score-calc/:heroId/skills`). */
export type EquippableSkill = {
  readonly id: SkillId
  readonly name: string
  readonly sp: number
}

export type EquippableSkills = Readonly<Record<ArenaSpSlot, readonly EquippableSkill[]>>

export type ScoreCalcPageData = {
  readonly slots: readonly (ScoreCalcSlot | null)[]
  readonly team: TeamScore
  readonly chosenHeroes: readonly { readonly id: HeroId; readonly label: string }[]
  /** The search payload, fetched when the hero picker first gets focus. */
  readonly searchUrl: string
}
