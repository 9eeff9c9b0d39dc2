import Box from '@mui/material/Box'
import { type Palette, type Theme, useTheme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { useNavigation } from 'react-router'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import type { MoveType } from '#app/domain/hero.ts'
import {
  EVOLUTION_CHARTS,
  EVOLUTION_OPERATORS,
  EVOLUTION_SCOPES,
  type EvolutionSeries,
  type EvolutionStat,
} from '#app/domain/stats-evolution.ts'
import { type Translate, useTranslate } from '#app/lib/i18n.tsx'
import type { ChartColours, ChartLine } from './chart-options.ts'
import { EvolutionChart } from './components/evolution-chart.tsx'
import { EvolutionSummary } from './components/evolution-summary.tsx'
import { formatEvolutionCsv } from './evolution-csv.ts'
import type { StatsEvolutionSearch } from './stats-evolution-search.ts'
import { useAppliedColorScheme } from './use-applied-color-scheme.ts'
import { useStatsEvolutionSearch } from './use-stats-evolution-search.ts'

export type StatsEvolutionPageData = {
  readonly months: readonly string[]
  readonly series: readonly EvolutionSeries[]
  readonly markers: readonly { readonly month: string; readonly number: number }[]
  readonly heroCount: number
}

/** The theme made with CSS variables also holds each scheme's palette as values. */
type ThemeWithSchemes = Theme & {
  readonly colorSchemes?: Partial<Record<'dark' | 'light', { readonly palette: Palette }>>
}

// Reference §2.12: moves infantry red, armored green, cavalry yellow, flying blue; stats HP
// pink, Atk red, Spd green, Def yellow, Res blue. Taken from the theme's palette.
function getLineColour(series: EvolutionSeries, isStatChart: boolean, palette: Palette): string {
  if (isStatChart) {
    const byStat: Record<EvolutionStat, string> = {
      baseStatTotal: palette.text.primary,
      hp: palette.secondary.main,
      atk: palette.error.main,
      spd: palette.success.main,
      def: palette.warning.main,
      res: palette.info.main,
    }
    return byStat[series.stat]
  }
  const byMove: Record<MoveType | 'all', string> = {
    all: palette.text.primary,
    infantry: palette.error.main,
    armored: palette.success.main,
    cavalry: palette.warning.main,
    flying: palette.info.main,
  }
  return byMove[series.moveType ?? 'all']
}

function nameLine(t: Translate, series: EvolutionSeries, isStatChart: boolean): string {
  if (isStatChart) return t(`statsEvolution.stats.${series.stat}`)
  return t(`statsEvolution.moves.${series.moveType ?? 'all'}`)
}

/** Charts of BST and stats by release month, their controls in the URL, summary and table. */
export function StatsEvolutionPage({ data }: { data: StatsEvolutionPageData }) {
  const t = useTranslate()
  const theme = useTheme<ThemeWithSchemes>()
  const scheme = useAppliedColorScheme()
  const { search, update } = useStatsEvolutionSearch()
  const navigation = useNavigation()
  const isUpdating =
    navigation.state === 'loading' && navigation.location.pathname === '/misc/stats-evolution'
  const palette = theme.colorSchemes?.[scheme]?.palette ?? theme.palette
  // The stat charts (all stats of a group) colour by stat; the others by move type.
  const isStatChart = search.chart === 'stats' || search.chart.startsWith('stats-')

  const lines = useMemo<readonly ChartLine[]>(
    () =>
      data.series.map((series) => ({
        name: nameLine(t, series, isStatChart),
        colour: getLineColour(series, isStatChart, palette),
        values: series.values,
      })),
    [data.series, t, isStatChart, palette],
  )
  const markers = useMemo(
    () =>
      data.markers.map((marker) => ({
        month: marker.month,
        label: t('statsEvolution.marker', { number: marker.number }),
      })),
    [data.markers, t],
  )
  const colours = useMemo<ChartColours>(
    () => ({
      text: palette.text.primary,
      secondaryText: palette.text.secondary,
      grid: palette.divider,
      marker: palette.text.secondary,
      tooltipBackground: palette.background.paper,
    }),
    [palette],
  )
  const title = describeChart(t, search)
  const fileName = `stats-evolution-${search.chart}-${search.operator}-${search.scope}`

  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader routeName="misc-stats-evolution" />
      <Box sx={{ px: { xs: 2, sm: 3 } }}>
        <ChartControls search={search} onChange={update} />
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mt: 2 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('statsEvolution.note', { count: data.heroCount })}
        </Typography>
        <EvolutionChart
          months={data.months}
          lines={lines}
          markers={markers}
          colours={colours}
          background={palette.background.default}
          label={title}
          isUpdating={isUpdating}
          fileName={fileName}
          toCsv={() =>
            formatEvolutionCsv({
              monthHeader: t('statsEvolution.month'),
              months: data.months,
              lines,
            })
          }
        />
        <EvolutionSummary title={title} months={data.months} lines={lines} />
      </Box>
    </Box>
  )
}

function describeChart(t: Translate, search: StatsEvolutionSearch): string {
  return t('statsEvolution.title', {
    operator: t(`statsEvolution.operators.${search.operator}`),
    chart: t(`statsEvolution.charts.${search.chart}`),
    scope: t(`statsEvolution.scopes.${search.scope}`),
  })
}

type ChartControlsProps = {
  readonly search: StatsEvolutionSearch
  readonly onChange: (change: Partial<StatsEvolutionSearch>) => void
}

function ChartControls({ search, onChange }: ChartControlsProps) {
  const t = useTranslate()
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        maxWidth: 960,
      }}
    >
      <SelectField
        label={t('statsEvolution.controls.chart')}
        value={search.chart}
        onChange={(value) => onChange({ chart: value as StatsEvolutionSearch['chart'] })}
        options={EVOLUTION_CHARTS.map((chart) => ({
          value: chart,
          label: t(`statsEvolution.charts.${chart}`),
        }))}
      />
      <SelectField
        label={t('statsEvolution.controls.operator')}
        value={search.operator}
        onChange={(value) => onChange({ operator: value as StatsEvolutionSearch['operator'] })}
        options={EVOLUTION_OPERATORS.map((operator) => ({
          value: operator,
          label: t(`statsEvolution.operators.${operator}`),
        }))}
      />
      <SelectField
        label={t('statsEvolution.controls.scope')}
        value={search.scope}
        onChange={(value) => onChange({ scope: value as StatsEvolutionSearch['scope'] })}
        options={EVOLUTION_SCOPES.map((scope) => ({
          value: scope,
          label: t(`statsEvolution.scopes.${scope}`),
        }))}
      />
    </Box>
  )
}
