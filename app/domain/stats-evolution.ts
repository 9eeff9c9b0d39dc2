import { MOVE_TYPES, type MoveType } from './hero.ts'
import { STATS, type Stat } from './stat.ts'

/** One hero as the stats evolution sees it: release month and 5★ level 40 neutral stats. */
export type EvolutionHero = {
  /** YYYY-MM of the release date. */
  readonly releaseMonth: string
  readonly moveType: MoveType
  readonly hp: number
  readonly atk: number
  readonly spd: number
  readonly def: number
  readonly res: number
}

export const EVOLUTION_STATS = ['baseStatTotal', ...STATS] as const
export type EvolutionStat = (typeof EVOLUTION_STATS)[number]

export const EVOLUTION_OPERATORS = ['average', 'median', 'min', 'max', 'mode', 'range'] as const
export type EvolutionOperator = (typeof EVOLUTION_OPERATORS)[number]

/** Heroes released that month only, or every hero released up to that month (reference §2.12). */
export const EVOLUTION_SCOPES = ['month', 'upToMonth'] as const
export type EvolutionScope = (typeof EVOLUTION_SCOPES)[number]

/**
 * The eleven charts of the reference (§2.12): BST by move type, all stats for all heroes
 * and for each move type, and each stat by move type.
 */
export const EVOLUTION_CHARTS = [
  'baseStatTotal',
  'stats',
  ...MOVE_TYPES.map((moveType) => `stats-${moveType}` as const),
  ...STATS,
] as const
export type EvolutionChart = (typeof EVOLUTION_CHARTS)[number]

/** A series: one stat for all heroes (moveType null) or one move type. */
export type EvolutionSeriesSpec = {
  readonly stat: EvolutionStat
  readonly moveType: MoveType | null
}

/** The series a chart draws: one stat across move types, or all stats of one group. */
export function listChartSeries(chart: EvolutionChart): readonly EvolutionSeriesSpec[] {
  if (chart === 'stats') return STATS.map((stat) => ({ stat, moveType: null }))
  const moveType = MOVE_TYPES.find((move) => chart === `stats-${move}`)
  if (moveType) return STATS.map((stat) => ({ stat, moveType }))
  const stat = chart as EvolutionStat
  return [null, ...MOVE_TYPES].map((move) => ({ stat, moveType: move }))
}

export function getEvolutionStat(hero: EvolutionHero, stat: EvolutionStat): number {
  if (stat === 'baseStatTotal') return hero.hp + hero.atk + hero.spd + hero.def + hero.res
  return hero[stat as Stat]
}

/** Every calendar month from the first release to the last (YYYY-MM), gaps included. */
export function listReleaseMonths(
  heroes: readonly Pick<EvolutionHero, 'releaseMonth'>[],
): readonly string[] {
  if (heroes.length === 0) return []
  const sorted = heroes.map((hero) => hero.releaseMonth).sort()
  const first = sorted[0] ?? ''
  const last = sorted.at(-1) ?? ''
  const months: string[] = []
  let [year, month] = first.split('-').map(Number) as [number, number]
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`
    months.push(current)
    if (current >= last) break
    month += 1
    if (month > 12) {
      month = 1
      year += 1
    }
  }
  return months
}

function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10
}

/**
 * The operator applied to a month's values, rounded to a tenth; null without values (a gap in
 * the chart). The mode is the most frequent value, the lowest of them on a tie.
 */
export function applyEvolutionOperator(
  values: readonly number[],
  operator: EvolutionOperator,
): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((first, second) => first - second)
  const min = sorted[0] ?? 0
  const max = sorted.at(-1) ?? 0
  switch (operator) {
    case 'average':
      return roundToTenth(sorted.reduce((total, value) => total + value, 0) / sorted.length)
    case 'median': {
      const middle = Math.floor(sorted.length / 2)
      const median =
        sorted.length % 2 === 1
          ? (sorted[middle] ?? 0)
          : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
      return roundToTenth(median)
    }
    case 'min':
      return min
    case 'max':
      return max
    case 'mode': {
      const counts = new Map<number, number>()
      for (const value of sorted) counts.set(value, (counts.get(value) ?? 0) + 1)
      let best = min
      let bestCount = 0
      for (const [value, count] of counts) {
        if (count > bestCount) {
          best = value
          bestCount = count
        }
      }
      return best
    }
    case 'range':
      return max - min
    default: {
      const unknown: never = operator
      throw new Error(`Unknown operator ${String(unknown)}`)
    }
  }
}

export type EvolutionSeries = EvolutionSeriesSpec & { readonly values: readonly (number | null)[] }

/**
 * A chart's series, one value per month (reference §3.9): the heroes of that month, or of
 * every month up to it, of the series' move type, through the operator.
 */
export function calculateEvolutionSeries(options: {
  readonly heroes: readonly EvolutionHero[]
  readonly months: readonly string[]
  readonly chart: EvolutionChart
  readonly operator: EvolutionOperator
  readonly scope: EvolutionScope
}): readonly EvolutionSeries[] {
  const { heroes, months, operator, scope } = options
  return listChartSeries(options.chart).map((spec) => {
    const byMonth = new Map<string, number[]>()
    for (const hero of heroes) {
      if (spec.moveType !== null && hero.moveType !== spec.moveType) continue
      const values = byMonth.get(hero.releaseMonth)
      const value = getEvolutionStat(hero, spec.stat)
      if (values) values.push(value)
      else byMonth.set(hero.releaseMonth, [value])
    }
    const running: number[] = []
    const values = months.map((month) => {
      const ofMonth = byMonth.get(month) ?? []
      if (scope === 'month') return applyEvolutionOperator(ofMonth, operator)
      running.push(...ofMonth)
      return applyEvolutionOperator(running, operator)
    })
    return { ...spec, values }
  })
}

/** Choose Your Legends results come each August since 2017: its nth poll's heroes (CYL n). */
export const CHOOSE_YOUR_LEGENDS_FIRST_YEAR = 2017

/** The August months of the axis, with the number of the Choose Your Legends they saw. */
export function listChooseYourLegendsMarkers(
  months: readonly string[],
): readonly { readonly month: string; readonly number: number }[] {
  return months
    .filter(
      (month) =>
        month.endsWith('-08') && Number(month.slice(0, 4)) >= CHOOSE_YOUR_LEGENDS_FIRST_YEAR,
    )
    .map((month) => ({
      month,
      number: Number(month.slice(0, 4)) - CHOOSE_YOUR_LEGENDS_FIRST_YEAR + 1,
    }))
}

/** One chart's data: the months of its axis, its series, the Choose Your Legends markers. */
export type EvolutionChartData = {
  readonly months: readonly string[]
  readonly series: readonly EvolutionSeries[]
  readonly markers: readonly { readonly month: string; readonly number: number }[]
  /** Heroes with a release date, the ones the chart counts. */
  readonly heroCount: number
}

export type SeriesPoint = { readonly month: string; readonly value: number }

/** A series in a sentence's worth of numbers: first, last, highest and lowest months. */
export function summarizeEvolutionSeries(
  months: readonly string[],
  values: readonly (number | null)[],
): { first: SeriesPoint; last: SeriesPoint; highest: SeriesPoint; lowest: SeriesPoint } | null {
  const points: SeriesPoint[] = []
  values.forEach((value, index) => {
    const month = months[index]
    if (value !== null && month !== undefined) points.push({ month, value })
  })
  const first = points[0]
  const last = points.at(-1)
  if (!first || !last) return null
  let highest = first
  let lowest = first
  for (const point of points) {
    if (point.value > highest.value) highest = point
    if (point.value < lowest.value) lowest = point
  }
  return { first, last, highest, lowest }
}
