import * as v from 'valibot'
import {
  EVOLUTION_CHARTS,
  EVOLUTION_OPERATORS,
  EVOLUTION_SCOPES,
  type EvolutionChart,
  type EvolutionOperator,
  type EvolutionScope,
} from '#app/domain/stats-evolution.ts'

export type StatsEvolutionSearch = {
  readonly chart: EvolutionChart
  readonly operator: EvolutionOperator
  readonly scope: EvolutionScope
}

/** The reference's defaults: BST, average, heroes released that month only. */
export const STATS_EVOLUTION_SEARCH_DEFAULTS = {
  chart: 'baseStatTotal',
  operator: 'average',
  scope: 'month',
} as const satisfies StatsEvolutionSearch

const StatsEvolutionSearchSchema = v.object({
  chart: v.fallback(v.picklist(EVOLUTION_CHARTS), STATS_EVOLUTION_SEARCH_DEFAULTS.chart),
  operator: v.fallback(v.picklist(EVOLUTION_OPERATORS), STATS_EVOLUTION_SEARCH_DEFAULTS.operator),
  scope: v.fallback(v.picklist(EVOLUTION_SCOPES), STATS_EVOLUTION_SEARCH_DEFAULTS.scope),
})

/** `?chart=&operator=&scope=`; an unknown value falls back to its default. */
export function parseStatsEvolutionSearch(params: URLSearchParams): StatsEvolutionSearch {
  return v.parse(StatsEvolutionSearchSchema, {
    chart: params.get('chart') ?? undefined,
    operator: params.get('operator') ?? undefined,
    scope: params.get('scope') ?? undefined,
  })
}

/** Defaults left out, keys in a fixed order; other parameters (?unit=…) are kept. */
export function toStatsEvolutionSearchParams(
  search: StatsEvolutionSearch,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(current)
  for (const key of ['chart', 'operator', 'scope'] as const) {
    params.delete(key)
    if (search[key] !== STATS_EVOLUTION_SEARCH_DEFAULTS[key]) params.set(key, search[key])
  }
  return params
}
