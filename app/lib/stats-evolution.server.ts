import {
  calculateEvolutionSeries,
  type EvolutionChart,
  type EvolutionHero,
  type EvolutionOperator,
  type EvolutionScope,
  type EvolutionSeries,
  listChooseYourLegendsMarkers,
  listReleaseMonths,
} from '#app/domain/stats-evolution.ts'
import { type Dataset, getDataset } from './dataset.server.ts'
import { fromColumnar } from './dataset-payloads.ts'

export type StatsEvolutionData = {
  readonly months: readonly string[]
  readonly series: readonly EvolutionSeries[]
  readonly markers: readonly { readonly month: string; readonly number: number }[]
  readonly heroCount: number
}

type EvolutionSource = {
  readonly heroes: readonly EvolutionHero[]
  readonly months: readonly string[]
}

// Decoded once per loaded dataset; each request then only runs the operator.
const sources = new WeakMap<Dataset, EvolutionSource>()

function getSource(dataset: Dataset): EvolutionSource {
  let source = sources.get(dataset)
  if (!source) {
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
    source = { heroes, months: listReleaseMonths(heroes) }
    sources.set(dataset, source)
  }
  return source
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
): StatsEvolutionData {
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
): Promise<StatsEvolutionData> {
  return calculateStatsEvolution(await getDataset(), options)
}
