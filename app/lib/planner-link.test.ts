import { describe, expect, test } from 'vitest'
import type { HeroId } from '#app/domain/hero.ts'
import type { SkillId } from '#app/domain/skill.ts'
import { MAX_TARGETS, parsePlannerTarget, toPlannerHref } from './planner-link.ts'

const ike = {
  heroId: 'PID_Ike' as HeroId,
  rarity: 5 as const,
  isOwned: true,
  wants: ['SID_a', 'SID_b'] as SkillId[],
}

describe('toPlannerHref', () => {
  test.each([
    { name: 'nothing: the bare planner', build: {}, expected: '/inheritance-planner' },
    {
      name: 'a team: one target each, in order',
      build: { targets: [ike, { ...ike, heroId: 'PID_Roy' as HeroId, isOwned: false, wants: [] }] },
      expected: '/inheritance-planner?target=PID_Ike.5.b.SID_a*SID_b&target=PID_Roy.5.g.',
    },
    {
      name: 'a skill list: skills waiting for a hero',
      build: { wants: ['SID_a', 'SID_b'] as SkillId[] },
      expected: '/inheritance-planner?wants=SID_a*SID_b',
    },
  ])('$name', ({ build, expected }) => {
    expect(toPlannerHref(build)).toBe(expected)
  })

  test(`at most ${MAX_TARGETS} targets, as the planner reads`, () => {
    const targets = Array.from({ length: MAX_TARGETS + 2 }, (_, index) => ({
      ...ike,
      heroId: `PID_${index}` as HeroId,
    }))
    const href = toPlannerHref({ targets })
    expect(new URL(href, 'https://example.org').searchParams.getAll('target')).toHaveLength(
      MAX_TARGETS,
    )
  })

  test('each target reads back as it was written', () => {
    const href = toPlannerHref({ targets: [ike] })
    const raw = new URL(href, 'https://example.org').searchParams.get('target') ?? ''
    expect(parsePlannerTarget(raw)).toEqual(ike)
  })
})
