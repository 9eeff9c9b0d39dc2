import Box from '@mui/material/Box'
import { useColorScheme, useTheme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { useNavigation } from 'react-router'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import {
  EVOLUTION_CHARTS,
  EVOLUTION_OPERATORS,
  EVOLUTION_SCOPES,
  type EvolutionChartData,
} from '#app/domain/stats-evolution.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { describeDrawing, schemePalette } from './chart-lines.ts'
import { listPictureSources } from './chart-picture.ts'
import { EvolutionChart } from './components/evolution-chart.tsx'
import { EvolutionSummary } from './components/evolution-summary.tsx'
import { formatEvolutionCsv } from './evolution-csv.ts'
import type { StatsEvolutionSearch } from './stats-evolution-search.ts'
import { useStatsEvolutionSearch } from './use-stats-evolution-search.ts'

/** Charts of BST and stats by release month, their controls in the URL, summary and table. */
export function StatsEvolutionPage({ data }: { data: EvolutionChartData }) {
  const t = useTranslate()
  const theme = useTheme()
  // The provider knows the applied scheme on the server too (noSsr: no storage, no guess).
  const scheme = useColorScheme().colorScheme === 'light' ? 'light' : 'dark'
  const { search, update } = useStatsEvolutionSearch()
  const navigation = useNavigation()
  const isUpdating =
    navigation.state === 'loading' && navigation.location.pathname === '/misc/stats-evolution'
  const palette = schemePalette(theme, scheme)
  const drawing = useMemo(
    () => describeDrawing({ t, search, data, palette }),
    [t, search, data, palette],
  )
  const pictures = useMemo(() => listPictureSources(search, scheme), [search, scheme])
  const fileName = `stats-evolution-${search.chart}-${search.operator}-${search.scope}`

  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader routeName="misc-stats-evolution" />
      <Box sx={{ px: { xs: 2, sm: 3 } }}>
        <ChartControls search={search} onChange={update} />
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mt: 2 }}>
          {drawing.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('statsEvolution.note', { count: data.heroCount })}
        </Typography>
        <EvolutionChart
          months={data.months}
          drawing={drawing}
          pictures={pictures}
          background={palette.background.default}
          isUpdating={isUpdating}
          fileName={fileName}
          toCsv={() =>
            formatEvolutionCsv({
              monthHeader: t('statsEvolution.month'),
              months: data.months,
              lines: drawing.lines,
            })
          }
        />
        <EvolutionSummary title={drawing.title} months={data.months} lines={drawing.lines} />
      </Box>
    </Box>
  )
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
