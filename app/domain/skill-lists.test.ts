import { expect, test } from 'vitest'
import { rankSkills } from './skill-lists.ts'

const rows = [
  { name: 'Swift Sparrow 2', rating: '7.0' },
  { name: 'Death Blow 4', rating: '9.5' },
  { name: 'Darting Blow 3', rating: null },
  { name: 'Distant Counter', rating: '9.0' },
]

test.each([
  {
    name: 'no filter: best rated first, unrated last',
    patterns: [null],
    expected: [
      ['Death Blow 4', null],
      ['Distant Counter', null],
      ['Swift Sparrow 2', null],
      ['Darting Blow 3', null],
    ],
  },
  {
    name: 'groups in filter order, each by rating',
    patterns: [/blow/i, /counter|sparrow/i],
    expected: [
      ['Death Blow 4', 0],
      ['Darting Blow 3', 0],
      ['Distant Counter', 1],
      ['Swift Sparrow 2', 1],
    ],
  },
  {
    name: 'an empty first box keeps the indexes (bug §7.2 #15)',
    patterns: [null, /counter/i],
    expected: [['Distant Counter', 1]],
  },
  {
    name: 'a skill shows once, in its first matching group',
    patterns: [/death/i, /blow/i],
    expected: [
      ['Death Blow 4', 0],
      ['Darting Blow 3', 1],
    ],
  },
])('rankSkills: $name', ({ patterns, expected }) => {
  expect(rankSkills(rows, patterns).map((entry) => [entry.row.name, entry.filterIndex])).toEqual(
    expected,
  )
})
