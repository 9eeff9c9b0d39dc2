import type { EChartsCoreOption } from 'echarts/core'
import type { EvolutionChartData } from '#app/domain/stats-evolution.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import type { AppliedTheme } from '#app/lib/theme-preference.ts'
import { CHART_PALETTES, describeDrawing } from './chart-lines.ts'
import { buildEvolutionChartOption } from './chart-options.ts'
import {
  parseStrictStatsEvolutionSearch,
  type StatsEvolutionSearch,
  toStatsEvolutionSearchParams,
} from './stats-evolution-search.ts'

/** Where the server answers with a chart's picture (an SVG drawn by ECharts). */
const CHART_PICTURE_PATH = '/api/stats-evolution-chart'

/** The chart is 340 px high on phones and tablets, 460 px from md (960 px) up. */
function chartHeight(viewportWidth: number): number {
  return viewportWidth >= 960 ? 460 : 340
}

/**
 * Viewport widths from which a wider picture is drawn. Each is drawn as wide as the page's
 * content at that viewport (less the side padding: 16 px on phones, 24 px from sm) and scales
 * up to the next step, by about a third at most.
 */
const VIEWPORT_STEPS = [320, 400, 480, 600, 768, 960, 1280, 1600, 1920, 2560] as const

export type PictureSize = { readonly width: number; readonly height: number }

function pictureSizeAt(viewportWidth: number): PictureSize {
  const padding = viewportWidth >= 600 ? 48 : 32
  return { width: viewportWidth - padding, height: chartHeight(viewportWidth) }
}

const PICTURE_SIZES: readonly PictureSize[] = VIEWPORT_STEPS.map(pictureSizeAt)

export type ChartPictureRequest = StatsEvolutionSearch & {
  readonly scheme: AppliedTheme
  readonly width: number
}

/** A picture's URL, its parameters in one order and defaults left out: one URL per picture. */
export function chartPictureUrl(request: ChartPictureRequest): string {
  const params = toStatsEvolutionSearchParams(request)
  params.set('scheme', request.scheme)
  params.set('width', String(request.width))
  return `${CHART_PICTURE_PATH}?${params}`
}

export type PictureSource = PictureSize & {
  /** The media query of a `<source>`; null for the `<img>` itself (the narrowest). */
  readonly media: string | null
  readonly url: string
}

/** The pictures of one chart, widest first, as `<picture>` wants its sources. */
export function listPictureSources(
  search: StatsEvolutionSearch,
  scheme: AppliedTheme,
): readonly PictureSource[] {
  return VIEWPORT_STEPS.map((step, index) => {
    const size = pictureSizeAt(step)
    return {
      ...size,
      media: index === 0 ? null : `(min-width: ${step}px)`,
      url: chartPictureUrl({ ...search, scheme, width: size.width }),
    }
  }).reverse()
}

/**
 * A picture request from its URL parameters, or what is wrong with it. Unlike the page's
 * URL, nothing falls back to a default here: a wrong value is a wrong request.
 */
export function parseChartPictureRequest(
  params: URLSearchParams,
): { readonly request: ChartPictureRequest } | { readonly error: string } {
  const search = parseStrictStatsEvolutionSearch(params)
  if ('error' in search) return search
  const scheme = params.get('scheme')
  if (scheme !== 'dark' && scheme !== 'light') return { error: 'scheme must be dark or light' }
  const width = Number(params.get('width'))
  if (!PICTURE_SIZES.some((size) => size.width === width))
    return { error: `width must be one of ${PICTURE_SIZES.map((size) => size.width).join(', ')}` }
  return { request: { ...search.search, scheme, width } }
}

/**
 * The option and size a picture is drawn with: the live chart's, at the picture's width, in the
 * colours of the scheme asked for.
 */
export function describeChartPicture(options: {
  readonly request: ChartPictureRequest
  readonly data: EvolutionChartData
  readonly t: Translate
}): { readonly option: EChartsCoreOption } & PictureSize {
  const { request, data, t } = options
  const size = PICTURE_SIZES.find((candidate) => candidate.width === request.width)
  if (!size) throw new Error(`No picture is ${request.width} px wide`)
  const drawing = describeDrawing({
    t,
    search: request,
    data,
    palette: CHART_PALETTES[request.scheme],
  })
  return {
    option: buildEvolutionChartOption({ months: data.months, ...drawing, width: size.width }),
    ...size,
  }
}
