import { expect, test } from 'vitest'
import { calculateSkillAndStatTerms, groupByMaxScore } from './max-score-groups.ts'

test.each([
  { name: 'no hero', heroes: [], expected: [] },
  {
    name: 'highest first, order kept within a group',
    heroes: [
      { id: 'a', maxScore: 758 },
      { id: 'b', maxScore: 760 },
      { id: 'c', maxScore: 758 },
    ],
    expected: [
      { score: 760, ids: ['b'] },
      { score: 758, ids: ['a', 'c'] },
    ],
  },
])('groupByMaxScore: $name', ({ heroes, expected }) => {
  expect(
    groupByMaxScore(heroes).map((group) => ({
      score: group.score,
      ids: group.heroes.map((hero) => hero.id),
    })),
  ).toEqual(expected)
})

test.each([
  { name: 'Abel: 760 at +10 is 26 SP terms + 36 BST terms', score: 760, merges: 10, expected: 62 },
  { name: 'a story hero cannot merge', score: 720, merges: 0, expected: 62 },
])('calculateSkillAndStatTerms: $name', ({ score, merges, expected }) => {
  expect(calculateSkillAndStatTerms({ score, merges })).toBe(expected)
})
