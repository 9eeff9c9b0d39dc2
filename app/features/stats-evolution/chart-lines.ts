import type { Palette, Theme } from '@mui/material/styles'
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

/** The theme made with CSS variables also holds each scheme's palette as values. */
type ThemeWithSchemes = Theme & {
  readonly colorSchemes?: Partial<Record<AppliedTheme, { readonly palette: Palette }>>
}

/** A colour scheme's palette as values: canvas and SVG charts cannot use CSS variables. */
export function schemePalette(theme: Theme, scheme: AppliedTheme): Palette {
  return (theme as ThemeWithSchemes).colorSchemes?.[scheme]?.palette ?? theme.palette
}

/** The stat charts (all stats of a group) colour and name their lines by stat; the others by move. */
function isStatChart(search: StatsEvolutionSearch): boolean {
  return search.chart === 'stats' || search.chart.startsWith('stats-')
}

// Reference §2.12: moves infantry red, armored green, cavalry yellow, flying blue; stats HP
// pink, Atk red, Spd green, Def yellow, Res blue. Taken from the theme's palette.
function getLineColour(series: EvolutionSeries, byStat: boolean, palette: Palette): string {
  if (byStat) {
    const colours: Record<EvolutionStat, string> = {
      baseStatTotal: palette.text.primary,
      hp: palette.secondary.main,
      atk: palette.error.main,
      spd: palette.success.main,
      def: palette.warning.main,
      res: palette.info.main,
    }
    return colours[series.stat]
  }
  const colours: Record<MoveType | 'all', string> = {
    all: palette.text.primary,
    infantry: palette.error.main,
    armored: palette.success.main,
    cavalry: palette.warning.main,
    flying: palette.info.main,
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
  readonly palette: Palette
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
      text: palette.text.primary,
      secondaryText: palette.text.secondary,
      grid: palette.divider,
      marker: palette.text.secondary,
      tooltipBackground: palette.background.paper,
    },
  }
}
