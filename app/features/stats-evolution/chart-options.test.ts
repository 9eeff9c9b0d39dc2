import { expect, test } from 'vitest'
import {
  buildEvolutionChartOption,
  createPieSeriesDefaults,
  layoutCategoryAxis,
  shouldAnimate,
} from './chart-options.ts'

test.each([
  { points: 0, expected: true },
  { points: 249, expected: true },
  { points: 250, expected: false },
  { points: 600, expected: false },
])('shouldAnimate: $points points', ({ points, expected }) => {
  expect(shouldAnimate(points)).toBe(expected)
})

const MONTHS_120 = Array.from(
  { length: 120 },
  (_, index) => `20${17 + Math.floor(index / 12)}-0${(index % 9) + 1}`,
)

test.each([
  {
    name: 'wide: horizontal, every label',
    plotWidth: 1000,
    labels: ['2017-02', '2017-03'],
    expected: { rotate: 0, interval: 0, bottom: 30 },
  },
  {
    name: 'desktop, ten years: horizontal, some skipped',
    plotWidth: 1300,
    labels: MONTHS_120,
    expected: { rotate: 0, interval: 5, bottom: 30 },
  },
  {
    name: 'phone, ten years: second pass rotates',
    plotWidth: 330,
    labels: MONTHS_120,
    expected: { rotate: 45, interval: 11, bottom: 65 },
  },
])('layoutCategoryAxis: $name', ({ plotWidth, labels, expected }) => {
  expect(layoutCategoryAxis({ plotWidth, labels })).toEqual(expected)
})

test.each([
  { name: 'small container: the 80 px minimum', size: 60, expected: 40 },
  { name: 'large container', size: 400, expected: 150 },
])('createPieSeriesDefaults: $name', ({ size, expected }) => {
  expect(createPieSeriesDefaults(size)).toEqual({
    type: 'pie',
    radius: expected,
    selectedOffset: 10,
  })
})

test('buildEvolutionChartOption: markers on the first line, animation by point count', () => {
  const colours = {
    text: '#fff',
    secondaryText: '#ccc',
    grid: '#333',
    marker: '#888',
    tooltipBackground: '#000',
  }
  const option = buildEvolutionChartOption({
    months: ['2017-07', '2017-08'],
    lines: [
      { name: 'All', colour: '#f00', values: [1, null] },
      { name: 'Infantry', colour: '#0f0', values: [2, 3] },
    ],
    markers: [{ month: '2017-08', label: 'CYL 1' }],
    colours,
    width: 600,
  }) as { animation: boolean; series: { markLine?: { data: unknown[] } }[] }
  expect(option.animation).toBe(true)
  expect(option.series[0]?.markLine?.data).toEqual([
    { xAxis: '2017-08', label: { formatter: 'CYL 1' } },
  ])
  expect(option.series[1]?.markLine).toBeUndefined()
})
