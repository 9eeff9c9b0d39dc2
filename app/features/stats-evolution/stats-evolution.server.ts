import type { EChartsCoreOption } from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import {
  calculateEvolutionSeries,
  type EvolutionChart,
  type EvolutionChartData,
  type EvolutionHero,
  type EvolutionOperator,
  type EvolutionScope,
  listChooseYourLegendsMarkers,
  listReleaseMonths,
} from '#app/domain/stats-evolution.ts'
import { fromColumnar } from '#app/payloads/dataset-payloads.ts'
import {
  type Dataset,
  deriveFromDataset,
  getDataset,
  hashText,
} from '#app/server/dataset.server.ts'
import { echarts } from './echarts-setup.ts'

echarts.use([SVGRenderer])

type EvolutionSource = {
  readonly heroes: readonly EvolutionHero[]
  readonly months: readonly string[]
}

// Decoded once per dataset; each request then only runs the operator.
function getSource(dataset: Dataset): EvolutionSource {
  return deriveFromDataset(dataset, 'stats-evolution-source', () => {
    const heroes = fromColumnar(dataset.payloads.heroes.data)
      .filter((row) => row.releaseDate !== '')
      .map(
        (row): EvolutionHero => ({
          releaseMonth: row.releaseDate.slice(0, 7),
          moveType: row.moveType,
          hp: row.hp,
          atk: row.atk,
          spd: row.spd,
          def: row.def,
          res: row.res,
        }),
      )
    return { heroes, months: listReleaseMonths(heroes) }
  })
}

export type StatsEvolutionOptions = {
  readonly chart: EvolutionChart
  readonly operator: EvolutionOperator
  readonly scope: EvolutionScope
}

/** One chart's series for a dataset: what the stats evolution page draws. */
export function calculateStatsEvolution(
  dataset: Dataset,
  options: StatsEvolutionOptions,
): EvolutionChartData {
  const { heroes, months } = getSource(dataset)
  return {
    months,
    series: calculateEvolutionSeries({ heroes, months, ...options }),
    markers: listChooseYourLegendsMarkers(months),
    heroCount: heroes.length,
  }
}

export async function readStatsEvolution(
  options: StatsEvolutionOptions,
): Promise<EvolutionChartData> {
  return calculateStatsEvolution(await getDataset(), options)
}

/** What a chart's picture shows: the ECharts option and the size to draw it at. */
export type ChartPictureDrawing = {
  readonly option: EChartsCoreOption
  readonly width: number
  readonly height: number
}

type DescribePicture = (data: EvolutionChartData) => ChartPictureDrawing

export type ChartPicture = { readonly svg: string; readonly etag: string }

/** Pictures kept per dataset; a few hundred kB at most, the most recently asked for first. */
const PICTURES_KEPT = 48

function drawSvg({ option, width, height }: ChartPictureDrawing): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height })
  try {
    chart.setOption(option)
    return chart.renderToSVGString({ useViewBox: true })
  } finally {
    chart.dispose()
  }
}

/**
 * A chart's picture as SVG, drawn by ECharts on the server: the page shows it at once, without
 * ECharts' code or work in the browser. `key` names the picture (the request's parameters);
 * `describe` says what to draw from the dataset's series. Drawing takes 50-150 ms, so the
 * latest pictures are kept until the dataset changes.
 */
export function drawStatsEvolutionPicture(
  dataset: Dataset,
  key: string,
  options: StatsEvolutionOptions,
  describe: DescribePicture,
): ChartPicture {
  // By request key, in the order last asked for.
  const kept = deriveFromDataset(
    dataset,
    'stats-evolution-pictures',
    () => new Map<string, ChartPicture>(),
  )
  let picture = kept.get(key)
  if (picture) kept.delete(key)
  else {
    const svg = drawSvg(describe(calculateStatsEvolution(dataset, options)))
    picture = { svg, etag: `"${hashText(svg)}"` }
    if (kept.size >= PICTURES_KEPT) kept.delete(kept.keys().next().value as string)
  }
  kept.set(key, picture)
  return picture
}

/** drawStatsEvolutionPicture on the dataset being served. */
export async function readStatsEvolutionPicture(
  key: string,
  options: StatsEvolutionOptions,
  describe: DescribePicture,
): Promise<ChartPicture> {
  return drawStatsEvolutionPicture(await getDataset(), key, options, describe)
}
