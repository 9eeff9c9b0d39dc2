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

const CHOICES = {
  chart: EVOLUTION_CHARTS,
  operator: EVOLUTION_OPERATORS,
  scope: EVOLUTION_SCOPES,
} as const

const SEARCH_KEYS = ['chart', 'operator', 'scope'] as const

const StatsEvolutionSearchSchema = v.object({
  chart: v.fallback(v.picklist(CHOICES.chart), STATS_EVOLUTION_SEARCH_DEFAULTS.chart),
  operator: v.fallback(v.picklist(CHOICES.operator), STATS_EVOLUTION_SEARCH_DEFAULTS.operator),
  scope: v.fallback(v.picklist(CHOICES.scope), STATS_EVOLUTION_SEARCH_DEFAULTS.scope),
})

function readSearchParams(params: URLSearchParams): Record<keyof StatsEvolutionSearch, unknown> {
  return {
    chart: params.get('chart') ?? undefined,
    operator: params.get('operator') ?? undefined,
    scope: params.get('scope') ?? undefined,
  }
}

/** `?chart=&operator=&scope=`; an unknown value falls back to its default. */
export function parseStatsEvolutionSearch(params: URLSearchParams): StatsEvolutionSearch {
  return v.parse(StatsEvolutionSearchSchema, readSearchParams(params))
}

/** Like parseStatsEvolutionSearch, but an unknown value is an error that names the key. */
export function parseStrictStatsEvolutionSearch(
  params: URLSearchParams,
): { readonly search: StatsEvolutionSearch } | { readonly error: string } {
  for (const key of SEARCH_KEYS) {
    const value = params.get(key)
    if (value !== null && !(CHOICES[key] as readonly string[]).includes(value))
      return { error: `${key} must be one of ${CHOICES[key].join(', ')}` }
  }
  return { search: parseStatsEvolutionSearch(params) }
}

/** Defaults left out, keys in a fixed order; other parameters (?unit=…) are kept. */
export function toStatsEvolutionSearchParams(
  search: StatsEvolutionSearch,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(current)
  for (const key of SEARCH_KEYS) {
    params.delete(key)
    if (search[key] !== STATS_EVOLUTION_SEARCH_DEFAULTS[key]) params.set(key, search[key])
  }
  return params
}
