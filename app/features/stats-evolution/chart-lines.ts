import type { MoveType } from '#app/domain/hero.ts'
import type {
  EvolutionChartData,
  EvolutionSeries,
  EvolutionStat,
} from '#app/domain/stats-evolution.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import type { AppliedTheme } from '#app/lib/theme-preference.ts'
import type { ChartColours, ChartLine } from './chart-options.ts'
import type { StatsEvolutionSearch } from './stats-evolution-search.ts'

/** What one chart draws, in the words and colours of a locale and a colour scheme. */
export type EvolutionDrawing = {
  readonly title: string
  readonly lines: readonly ChartLine[]
  readonly markers: readonly { readonly month: string; readonly label: string }[]
  readonly colours: ChartColours
}

/** The colours a chart is drawn in, in one colour scheme. */
export type ChartPalette = {
  readonly text: string
  readonly secondaryText: string
  readonly divider: string
  /** The page's background: a downloaded PNG is filled with it. */
  readonly background: string
  readonly surface: string
  readonly pink: string
  readonly red: string
  readonly green: string
  readonly yellow: string
  readonly blue: string
}

/**
 * Each scheme's colours as values, not CSS variables: the server draws the chart's picture and
 * ECharts paints a canvas, and neither can read them. They are the Material palette's, as in
 * tokens.css, written as the pictures have always been drawn (same bytes, same ETags).
 */
export const CHART_PALETTES: Readonly<Record<AppliedTheme, ChartPalette>> = {
  dark: {
    text: '#fff',
    secondaryText: 'rgba(255, 255, 255, 0.7)',
    divider: 'rgba(255, 255, 255, 0.12)',
    background: '#121212',
    surface: '#121212',
    pink: '#ce93d8',
    red: '#f44336',
    green: '#66bb6a',
    yellow: '#ffa726',
    blue: '#29b6f6',
  },
  light: {
    text: 'rgba(0, 0, 0, 0.87)',
    secondaryText: 'rgba(0, 0, 0, 0.6)',
    divider: 'rgba(0, 0, 0, 0.12)',
    background: '#fff',
    surface: '#fff',
    pink: '#9c27b0',
    red: '#d32f2f',
    green: '#2e7d32',
    yellow: '#ed6c02',
    blue: '#0288d1',
  },
}

/** The stat charts (all stats of a group) colour and name their lines by stat; the others by move. */
function isStatChart(search: StatsEvolutionSearch): boolean {
  return search.chart === 'stats' || search.chart.startsWith('stats-')
}

// Reference §2.12: moves infantry red, armored green, cavalry yellow, flying blue; stats HP
// pink, Atk red, Spd green, Def yellow, Res blue.
function getLineColour(series: EvolutionSeries, byStat: boolean, palette: ChartPalette): string {
  if (byStat) {
    const colours: Record<EvolutionStat, string> = {
      baseStatTotal: palette.text,
      hp: palette.pink,
      atk: palette.red,
      spd: palette.green,
      def: palette.yellow,
      res: palette.blue,
    }
    return colours[series.stat]
  }
  const colours: Record<MoveType | 'all', string> = {
    all: palette.text,
    infantry: palette.red,
    armored: palette.green,
    cavalry: palette.yellow,
    flying: palette.blue,
  }
  return colours[series.moveType ?? 'all']
}

function nameLine(t: Translate, series: EvolutionSeries, byStat: boolean): string {
  if (byStat) return t(`statsEvolution.stats.${series.stat}`)
  return t(`statsEvolution.moves.${series.moveType ?? 'all'}`)
}

/** "Average — BST by move type — heroes released that month": the chart's title and name. */
function describeChart(t: Translate, search: StatsEvolutionSearch): string {
  return t('statsEvolution.title', {
    operator: t(`statsEvolution.operators.${search.operator}`),
    chart: t(`statsEvolution.charts.${search.chart}`),
    scope: t(`statsEvolution.scopes.${search.scope}`),
  })
}

/**
 * The lines, markers and colours of a chart. The page draws it in the browser and the server
 * draws its picture from the same description, so both look alike.
 */
export function describeDrawing(options: {
  readonly t: Translate
  readonly search: StatsEvolutionSearch
  readonly data: EvolutionChartData
  readonly palette: ChartPalette
}): EvolutionDrawing {
  const { t, search, data, palette } = options
  const byStat = isStatChart(search)
  return {
    title: describeChart(t, search),
    lines: data.series.map((series) => ({
      name: nameLine(t, series, byStat),
      colour: getLineColour(series, byStat, palette),
      values: series.values,
    })),
    markers: data.markers.map((marker) => ({
      month: marker.month,
      label: t('statsEvolution.marker', { number: marker.number }),
    })),
    colours: {
      text: palette.text,
      secondaryText: palette.secondaryText,
      grid: palette.divider,
      marker: palette.secondaryText,
      tooltipBackground: palette.surface,
    },
  }
}
