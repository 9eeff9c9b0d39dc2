import { beforeAll, expect, inject, test } from 'vitest'
import { type Dataset, loadDataset } from '#app/server/dataset.server.ts'
import { calculateStatsEvolution, drawStatsEvolutionPicture } from './stats-evolution.server.ts'

let dataset: Dataset

beforeAll(async () => {
  const dataDirectory = inject('fixtureDataDirectory')
  dataset = await loadDataset({ dataDirectory, fallbackDirectory: dataDirectory })
})

function valueAt(
  options: Parameters<typeof calculateStatsEvolution>[1],
  month: string,
  seriesIndex: number,
) {
  const data = calculateStatsEvolution(dataset, options)
  return data.series[seriesIndex]?.values[data.months.indexOf(month)]
}

// Values computed by hand from test/fixtures/feh-data units-stats.json (5★ level 40).
test.each([
  {
    name: 'BST of the cavalry released in 2017-02: Abel 154 and Elise 146',
    options: { chart: 'baseStatTotal', operator: 'average', scope: 'month' } as const,
    month: '2017-02',
    seriesIndex: 3,
    expected: 150,
  },
  {
    name: 'HP of all heroes released in 2017-04: Lucina 41, Masked Marth 40',
    options: { chart: 'stats', operator: 'average', scope: 'month' } as const,
    month: '2017-04',
    seriesIndex: 0,
    expected: 40.5,
  },
  {
    name: 'highest Spd of the infantry up to 2017-04: Lucina 40',
    options: { chart: 'spd', operator: 'max', scope: 'upToMonth' } as const,
    month: '2017-04',
    seriesIndex: 1,
    expected: 40,
  },
  {
    name: 'no hero in 2017-03: a gap',
    options: { chart: 'baseStatTotal', operator: 'median', scope: 'month' } as const,
    month: '2017-03',
    seriesIndex: 0,
    expected: null,
  },
])('$name', ({ options, month, seriesIndex, expected }) => {
  expect(valueAt(options, month, seriesIndex)).toBe(expected)
})

test('the axis runs from the first to the last release, with each August marked', () => {
  const data = calculateStatsEvolution(dataset, {
    chart: 'baseStatTotal',
    operator: 'average',
    scope: 'month',
  })
  expect(data.months[0]).toBe('2017-02')
  expect(data.months.at(-1)).toBe('2026-08')
  expect(data.markers[0]).toEqual({ month: '2017-08', number: 1 })
  expect(data.heroCount).toBe(31)
})

test('a picture is the series drawn as SVG, kept until asked for with the same key', () => {
  const options = { chart: 'hp', operator: 'max', scope: 'month' } as const
  let drawn = 0
  const describe = (data: ReturnType<typeof calculateStatsEvolution>) => {
    drawn += 1
    return {
      width: 400,
      height: 300,
      option: {
        xAxis: { type: 'category', data: data.months },
        yAxis: { type: 'value' },
        series: data.series.map((series) => ({
          type: 'line',
          data: series.values,
          lineStyle: { color: '#123456' },
        })),
      },
    }
  }
  const picture = drawStatsEvolutionPicture(dataset, 'hp-max', options, describe)
  expect(picture.svg).toMatch(/^<svg [^>]*viewBox="0 0 400 300"/)
  expect(picture.svg).toContain('stroke="#123456"')
  expect(picture.etag).toMatch(/^"[0-9a-f]{16}"$/)
  expect(drawStatsEvolutionPicture(dataset, 'hp-max', options, describe)).toBe(picture)
  expect(drawn).toBe(1)
  drawStatsEvolutionPicture(dataset, 'hp-max-again', options, describe)
  expect(drawn).toBe(2)
})
