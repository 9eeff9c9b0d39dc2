import { expect, test } from 'vitest'
import type { HeroId } from '#app/domain/hero.ts'
import type { ScoreBuild } from '#app/domain/score-calculator.ts'
import type { SkillId } from '#app/domain/skill.ts'
import { toTeamPlanHref } from './team-plan-link.ts'

const build = (heroId: string, skills: ScoreBuild['skills'], rarity: ScoreBuild['rarity'] = 5) =>
  ({
    heroId: heroId as HeroId,
    rarity,
    level: 40,
    merges: 0,
    asset: null,
    flaw: null,
    blessing: null,
    sp: { weapon: 0, assist: 0, special: 0, passiveA: 0, passiveB: 0, passiveC: 0, sacredSeal: 0 },
    skills,
    duelSkillTier: null,
    chosenHeroId: null,
    chosenHeroMerges: 0,
  }) satisfies ScoreBuild

test.each([
  { name: 'an empty team: no link', team: [null, null, null, null], expected: null },
  {
    name: 'each hero at its rarity, its skills in the planner’s slot order, not the seal',
    team: [
      build('PID_Ike', {
        passiveC: 'SID_c' as SkillId,
        weapon: 'SID_w' as SkillId,
        sacredSeal: 'SID_s' as SkillId,
      }),
      null,
      build('PID_Roy', {}, 4),
      null,
    ],
    expected: '/inheritance-planner?target=PID_Ike.5.b.SID_w*SID_c&target=PID_Roy.4.b.',
  },
])('toTeamPlanHref: $name', ({ team, expected }) => {
  expect(toTeamPlanHref(team)).toBe(expected)
})
