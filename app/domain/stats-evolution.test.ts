import { expect, test } from 'vitest'
import {
  applyEvolutionOperator,
  calculateEvolutionSeries,
  type EvolutionHero,
  listChartSeries,
  listChooseYourLegendsMarkers,
  listReleaseMonths,
  summarizeEvolutionSeries,
} from './stats-evolution.ts'

function hero(
  releaseMonth: string,
  moveType: EvolutionHero['moveType'],
  hp: number,
): EvolutionHero {
  // BST = hp + 100: the other four stats add up to 100.
  return { releaseMonth, moveType, hp, atk: 40, spd: 30, def: 20, res: 10 }
}

const HEROES = [
  hero('2017-02', 'infantry', 40),
  hero('2017-02', 'cavalry', 36),
  hero('2017-02', 'infantry', 40),
  // No hero in 2017-03: a gap.
  hero('2017-04', 'armored', 50),
]
const MONTHS = ['2017-02', '2017-03', '2017-04']

test.each([
  { name: 'average', operator: 'average' as const, values: [1, 2, 4], expected: 2.3 },
  { name: 'median, odd count', operator: 'median' as const, values: [5, 1, 3], expected: 3 },
  { name: 'median, even count', operator: 'median' as const, values: [1, 2, 4, 8], expected: 3 },
  { name: 'min', operator: 'min' as const, values: [5, 1, 3], expected: 1 },
  { name: 'max', operator: 'max' as const, values: [5, 1, 3], expected: 5 },
  { name: 'mode', operator: 'mode' as const, values: [3, 5, 5, 1], expected: 5 },
  { name: 'mode tie: the lowest', operator: 'mode' as const, values: [5, 3, 5, 3], expected: 3 },
  { name: 'range', operator: 'range' as const, values: [5, 1, 3], expected: 4 },
  { name: 'one value', operator: 'range' as const, values: [7], expected: 0 },
  { name: 'no value: a gap', operator: 'average' as const, values: [], expected: null },
])('applyEvolutionOperator: $name', ({ operator, values, expected }) => {
  expect(applyEvolutionOperator(values, operator)).toBe(expected)
})

test.each([
  {
    name: 'gaps filled',
    heroes: [hero('2017-11', 'infantry', 1), hero('2018-02', 'infantry', 1)],
    expected: ['2017-11', '2017-12', '2018-01', '2018-02'],
  },
  { name: 'one month', heroes: [hero('2020-05', 'infantry', 1)], expected: ['2020-05'] },
  { name: 'no hero', heroes: [], expected: [] },
])('listReleaseMonths: $name', ({ heroes, expected }) => {
  expect(listReleaseMonths(heroes)).toEqual(expected)
})

test.each([
  {
    chart: 'baseStatTotal' as const,
    expected: [
      'baseStatTotal/all',
      'baseStatTotal/infantry',
      'baseStatTotal/armored',
      'baseStatTotal/cavalry',
      'baseStatTotal/flying',
    ],
  },
  { chart: 'stats' as const, expected: ['hp/all', 'atk/all', 'spd/all', 'def/all', 'res/all'] },
  {
    chart: 'stats-flying' as const,
    expected: ['hp/flying', 'atk/flying', 'spd/flying', 'def/flying', 'res/flying'],
  },
  {
    chart: 'spd' as const,
    expected: ['spd/all', 'spd/infantry', 'spd/armored', 'spd/cavalry', 'spd/flying'],
  },
])('listChartSeries: $chart', ({ chart, expected }) => {
  expect(listChartSeries(chart).map((spec) => `${spec.stat}/${spec.moveType ?? 'all'}`)).toEqual(
    expected,
  )
})

test.each([
  {
    name: 'BST that month: all and per move type, gaps as null',
    scope: 'month' as const,
    operator: 'average' as const,
    // 2017-02: BSTs 140, 136, 140 → 138.7; infantry 140; cavalry 136. 2017-04: armored 150.
    expected: [
      [138.7, null, 150],
      [140, null, null],
      [null, null, 150],
      [136, null, null],
      [null, null, null],
    ],
  },
  {
    name: 'BST up to that month',
    scope: 'upToMonth' as const,
    operator: 'max' as const,
    expected: [
      [140, 140, 150],
      [140, 140, 140],
      [null, null, 150],
      [136, 136, 136],
      [null, null, null],
    ],
  },
])('calculateEvolutionSeries: $name', ({ scope, operator, expected }) => {
  const series = calculateEvolutionSeries({
    heroes: HEROES,
    months: MONTHS,
    chart: 'baseStatTotal',
    operator,
    scope,
  })
  expect(series.map((one) => one.values)).toEqual(expected)
})

test('listChooseYourLegendsMarkers: each August from 2017, numbered', () => {
  expect(
    listChooseYourLegendsMarkers(['2016-08', '2017-07', '2017-08', '2018-08', '2019-01']),
  ).toEqual([
    { month: '2017-08', number: 1 },
    { month: '2018-08', number: 2 },
  ])
})

test.each([
  {
    name: 'gaps skipped',
    values: [3, null, 1, 5],
    expected: {
      first: { month: 'a', value: 3 },
      last: { month: 'd', value: 5 },
      highest: { month: 'd', value: 5 },
      lowest: { month: 'c', value: 1 },
    },
  },
  { name: 'all gaps', values: [null, null, null, null], expected: null },
])('summarizeEvolutionSeries: $name', ({ values, expected }) => {
  expect(summarizeEvolutionSeries(['a', 'b', 'c', 'd'], values)).toEqual(expected)
})
