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
import type { AppliedTheme } from '#app/lib/theme-preference.ts'
import { CHART_PALETTES, describeDrawing } from './chart-lines.ts'
import { listPictureSources } from './chart-picture.ts'
import { EvolutionChart } from './components/evolution-chart.tsx'
import { EvolutionSummary } from './components/evolution-summary.tsx'
import { formatEvolutionCsv } from './evolution-csv.ts'
import styles from './stats-evolution-page.module.css'
import type { StatsEvolutionSearch } from './stats-evolution-search.ts'
import { useAppliedScheme } from './use-applied-scheme.ts'
import { useStatsEvolutionSearch } from './use-stats-evolution-search.ts'

/** Charts of BST and stats by release month, their controls in the URL, summary and table. */
export function StatsEvolutionPage({
  data,
  savedScheme,
}: {
  data: EvolutionChartData
  /** The visitor's saved theme, as the server read it: the pictures it draws are in it. */
  savedScheme: AppliedTheme
}) {
  const t = useTranslate()
  const scheme = useAppliedScheme(savedScheme)
  const { search, update } = useStatsEvolutionSearch()
  const navigation = useNavigation()
  const isUpdating =
    navigation.state === 'loading' && navigation.location.pathname === '/misc/stats-evolution'
  const palette = CHART_PALETTES[scheme]
  const drawing = useMemo(
    () => describeDrawing({ t, search, data, palette }),
    [t, search, data, palette],
  )
  const pictures = useMemo(() => listPictureSources(search, scheme), [search, scheme])
  const fileName = `stats-evolution-${search.chart}-${search.operator}-${search.scope}`

  return (
    <div className={styles.page}>
      <PageHeader routeName="misc-stats-evolution" />
      <div className={styles.content}>
        <ChartControls search={search} onChange={update} />
        <h2 className={styles.title}>{drawing.title}</h2>
        <p className={styles.note}>{t('statsEvolution.note', { count: data.heroCount })}</p>
        <EvolutionChart
          months={data.months}
          drawing={drawing}
          pictures={pictures}
          background={palette.background}
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
      </div>
    </div>
  )
}

type ChartControlsProps = {
  readonly search: StatsEvolutionSearch
  readonly onChange: (change: Partial<StatsEvolutionSearch>) => void
}

function ChartControls({ search, onChange }: ChartControlsProps) {
  const t = useTranslate()
  return (
    <div className={styles.controls}>
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
    </div>
  )
}
