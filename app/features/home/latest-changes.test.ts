import { expect, test } from 'vitest'
import type { HeroId } from '#app/domain/hero.ts'
import type { SkillId } from '#app/domain/skill.ts'
import type { LinkedWhatsNewEntry } from '#app/payloads/whats-new.ts'
import { summarizeLatestChanges } from './latest-changes.ts'

const hero = (index: number) => ({
  id: `PID_${index}` as HeroId,
  slug: `hero-${index}`,
  name: `Hero ${index}`,
})
const skill = (index: number) => ({
  id: `SID_${index}` as SkillId,
  slug: `skill-${index}`,
  name: `Skill ${index}`,
  slot: 'weapon' as const,
})

const DAY: LinkedWhatsNewEntry = {
  date: '2026-08-21',
  syncedAt: '2026-08-21T06:00:00.000Z',
  changes: {
    heroesAdded: [1, 2, 3, 4, 5, 6, 7].map(hero),
    skillsAdded: [1, 2, 3].map(skill),
    skillsChanged: [4, 5, 6].map((index) => ({
      ...skill(index),
      changes: [{ field: 'description' as const }],
    })),
    bannersAdded: [{ name: 'Banner', focusHeroes: [] }],
  },
}

test.each([
  { name: 'no day yet: nothing to show', newest: undefined, expected: null },
  {
    name: 'the counts in full, five names of each kind, new skills before changed ones',
    newest: DAY,
    expected: {
      date: '2026-08-21',
      counts: { heroes: 7, skills: 3, changed: 3, banners: 1 },
      heroes: [1, 2, 3, 4, 5].map(hero),
      skills: [1, 2, 3, 4, 5].map(skill),
    },
  },
])('summarizeLatestChanges: $name', ({ newest, expected }) => {
  expect(summarizeLatestChanges(newest)).toEqual(expected)
})
