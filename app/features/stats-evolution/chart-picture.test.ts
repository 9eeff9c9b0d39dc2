import { expect, test } from 'vitest'
import { translate } from '#app/i18n/messages.ts'
import english from '#app/locales/en.json'
import { CHART_PALETTES } from './chart-lines.ts'
import {
  chartPictureUrl,
  describeChartPicture,
  listPictureSources,
  parseChartPictureRequest,
} from './chart-picture.ts'

const DEFAULT_SEARCH = { chart: 'baseStatTotal', operator: 'average', scope: 'month' } as const

test('listPictureSources: widest first, each with its media query; the narrowest is the img', () => {
  const sources = listPictureSources({ ...DEFAULT_SEARCH, operator: 'max' }, 'light')
  expect(sources[0]).toEqual({
    media: '(min-width: 2560px)',
    width: 2512,
    height: 460,
    url: '/api/stats-evolution-chart?operator=max&scheme=light&width=2512',
  })
  expect(sources.find((source) => source.media === '(min-width: 600px)')).toMatchObject({
    width: 552,
    height: 340,
  })
  expect(sources.at(-1)).toMatchObject({ media: null, width: 288, height: 340 })
  const widths = sources.map((source) => source.width)
  expect(widths).toEqual([...widths].sort((a, b) => b - a))
})

test('parseChartPictureRequest: a listed width and a scheme are needed; defaults may be left out', () => {
  const parse = (query: string) => parseChartPictureRequest(new URLSearchParams(query))
  expect(parse('scheme=dark&width=368')).toEqual({
    request: { ...DEFAULT_SEARCH, scheme: 'dark', width: 368 },
  })
  expect(parse('chart=stats-flying&scope=upToMonth&scheme=light&width=912')).toEqual({
    request: {
      chart: 'stats-flying',
      operator: 'average',
      scope: 'upToMonth',
      scheme: 'light',
      width: 912,
    },
  })
  // Any order, unknown parameters and defaults give one canonical URL (the server's cache key).
  const reordered = parse('width=368&operator=average&x=1&scheme=dark')
  if (!('request' in reordered)) throw new Error(reordered.error)
  expect(chartPictureUrl(reordered.request)).toBe(
    '/api/stats-evolution-chart?scheme=dark&width=368',
  )
  expect(parse('width=368')).toEqual({ error: 'scheme must be dark or light' })
  expect(parse('scheme=dark&width=369')).toMatchObject({
    error: expect.stringMatching(/^width must be one of 288, 368/),
  })
  expect(parse('scheme=dark')).toMatchObject({ error: expect.stringMatching(/^width/) })
  expect(parse('operator=sum&scheme=dark&width=368')).toMatchObject({
    error: expect.stringMatching(/^operator must be one of average, median/),
  })
})

test('describeChartPicture: the live chart option at the picture size, in the scheme colours', () => {
  const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
    translate(english, key, params)
  const data = {
    months: ['2017-07', '2017-08'],
    series: [{ stat: 'baseStatTotal', moveType: null, values: [150, 152] }],
    markers: [{ month: '2017-08', number: 1 }],
    heroCount: 2,
  } as const
  const draw = (scheme: 'dark' | 'light') =>
    describeChartPicture({ request: { ...DEFAULT_SEARCH, scheme, width: 1232 }, data, t })
  const dark = draw('dark')
  expect(dark).toMatchObject({ width: 1232, height: 460 })
  expect(dark.option).toMatchObject({
    textStyle: { color: '#fff' },
    series: [{ name: 'All heroes', data: [150, 152], lineStyle: { color: '#fff' } }],
  })
  // The picture takes the scheme it is asked for.
  expect(draw('light').option).toMatchObject({
    textStyle: { color: CHART_PALETTES.light.text },
    series: [{ lineStyle: { color: 'rgba(0, 0, 0, 0.87)' } }],
  })
})
