import { type BudgetBreak, KILOBYTE } from './budgets.ts'
import type { Figure, FigureUnit, MeasureResult, MeasureRow } from './measure.ts'

export const BROKEN_MARK = '✗'

const UNIT_SUFFIXES: Record<FigureUnit, string> = {
  score: '',
  ms: ' ms',
  bytes: ' kB',
  count: '',
  perSecond: ' /s',
  number: '',
}

/**
 * A value as printed: scores to 2 decimals (3 between percents), ms whole, bytes in kB, rates
 * per second to 1 decimal.
 */
export function formatValue(unit: FigureUnit, value: number | null): string {
  if (value === null) return '–'
  switch (unit) {
    case 'score': {
      // Lighthouse scores are whole percents; a median of two runs may fall between them.
      const text = value.toFixed(3)
      return text.endsWith('0') ? value.toFixed(2) : text
    }
    case 'ms':
    case 'count':
      return Math.round(value).toString()
    case 'bytes':
      return (value / KILOBYTE).toFixed(1)
    case 'perSecond':
      return value.toFixed(1)
    case 'number':
      return value.toFixed(3)
    default: {
      const unknownUnit: never = unit
      throw new Error(`No format for the unit ${String(unknownUnit)}`)
    }
  }
}

/** Lays out cells in columns: the first `leftColumns` left-aligned, the others right-aligned. */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  leftColumns = 1,
): string {
  const allRows = [header, ...rows]
  const widths = header.map((_, column) =>
    Math.max(...allRows.map((row) => [...(row[column] ?? '')].length)),
  )
  const formatRow = (row: readonly string[]): string =>
    widths
      .map((width, column) => {
        const cell = row[column] ?? ''
        return column < leftColumns ? cell.padEnd(width) : cell.padStart(width)
      })
      .join('  ')
      .trimEnd()
  const rule = widths.map((width) => '-'.repeat(width)).join('  ')
  return [formatRow(header), rule, ...rows.map(formatRow)].join('\n')
}

function breakKey(route: string, variant: string, figureKey: string): string {
  return `${route}\u0000${variant}\u0000${figureKey}`
}

function formatHeader(figure: Figure): string {
  return `${figure.label}${UNIT_SUFFIXES[figure.unit]}`
}

function formatCell(figure: Figure | undefined, isBroken: boolean): string {
  if (figure === undefined) return ''
  const text = formatValue(figure.unit, figure.value)
  return isBroken ? `${text} ${BROKEN_MARK}` : `${text}  `
}

function formatVariantTable(
  measure: string,
  variant: string,
  rows: readonly MeasureRow[],
  brokenKeys: ReadonlySet<string>,
): string {
  const measuredRows = rows.filter((row) => row.error === undefined)
  // Every figure any row has, in the order first seen (a page's two searches have a key each).
  const columns = [
    ...new Map(
      measuredRows.flatMap((row) => row.figures).map((figure) => [figure.key, figure]),
    ).values(),
  ]
  const header = ['route', ...columns.map(formatHeader)]
  const cells = measuredRows.map((row) => [
    row.route,
    ...columns.map((column) =>
      formatCell(
        row.figures.find((figure) => figure.key === column.key),
        brokenKeys.has(breakKey(row.route, row.variant, column.key)),
      ),
    ),
  ])
  // Failed runs go under the table, so their messages do not widen its columns.
  const errors = rows.flatMap((row) =>
    row.error === undefined ? [] : [`${row.route}  error: ${row.error}`],
  )
  return [`${measure} · ${variant}`, formatTable(header, cells), ...errors].join('\n')
}

/** current ÷ baseline; null without both values or with a baseline of 0 (unless both are 0). */
export function computeRatio(
  current: number | null | undefined,
  baseline: number | null | undefined,
): number | null {
  if (current === null || current === undefined || baseline === null || baseline === undefined) {
    return null
  }
  if (baseline === 0) return current === 0 ? 1 : null
  return current / baseline
}

export function formatRatio(ratio: number | null): string {
  return ratio === null ? '–' : ratio.toFixed(2)
}

export const RATIO_HEADER = 'current/baseline'

function findFigure(
  rows: readonly MeasureRow[],
  route: string,
  figureKey: string,
): Figure | undefined {
  return rows
    .filter((row) => row.route === route)
    .flatMap((row) => row.figures)
    .find((figure) => figure.key === figureKey)
}

/**
 * With a baseline: one line per route and figure, the baseline's median, the current build's
 * and their ratio. Only the current build's figures carry budget marks.
 */
function formatComparisonTable(
  measure: string,
  variant: string,
  rows: { readonly current: readonly MeasureRow[]; readonly baseline: readonly MeasureRow[] },
  brokenKeys: ReadonlySet<string>,
): string {
  const allRows = [...rows.current, ...rows.baseline]
  const routes = [...new Set(allRows.map((row) => row.route))]
  const cells = routes.flatMap((route) => {
    const figures = [
      ...new Map(
        allRows
          .filter((row) => row.route === route)
          .flatMap((row) => row.figures)
          .map((figure) => [figure.key, figure]),
      ).values(),
    ]
    return figures.map((figure, index) => {
      const current = findFigure(rows.current, route, figure.key)
      const baseline = findFigure(rows.baseline, route, figure.key)
      return [
        index === 0 ? route : '',
        formatHeader(figure),
        baseline === undefined ? '–  ' : formatCell(baseline, false),
        current === undefined
          ? '–  '
          : formatCell(current, brokenKeys.has(breakKey(route, variant, figure.key))),
        formatRatio(computeRatio(current?.value, baseline?.value)),
      ]
    })
  })
  const errors = (['current', 'baseline'] as const).flatMap((site) =>
    rows[site].flatMap((row) =>
      row.error === undefined ? [] : [`${row.route}  ${site} error: ${row.error}`],
    ),
  )
  return [
    `${measure} · ${variant}`,
    formatTable(['route', 'figure', 'baseline', 'current', RATIO_HEADER], cells, 2),
    ...errors,
  ].join('\n')
}

/**
 * One table per measure and variant; figures that break a budget carry the mark ✗. A result
 * measured beside a baseline gets the baseline's figure and the ratio beside each of its own.
 */
export function formatResults(
  results: readonly MeasureResult[],
  breaks: readonly BudgetBreak[],
): string {
  const tables = results.flatMap((result) => {
    const brokenKeys = new Set(
      breaks
        .filter((broken) => broken.measure === result.name)
        .map((broken) => breakKey(broken.route, broken.variant, broken.figure.key)),
    )
    const baselineRows = result.baselineRows
    const variants = [
      ...new Set([...result.rows, ...(baselineRows ?? [])].map((row) => row.variant)),
    ]
    return variants.map((variant) => {
      const current = result.rows.filter((row) => row.variant === variant)
      if (baselineRows === undefined) {
        return formatVariantTable(result.name, variant, current, brokenKeys)
      }
      const baseline = baselineRows.filter((row) => row.variant === variant)
      return formatComparisonTable(result.name, variant, { current, baseline }, brokenKeys)
    })
  })
  return tables.join('\n\n')
}

/** A duration as `42 s` or `3 min 05 s`. */
export function formatDuration(milliseconds: number): string {
  const seconds = Math.round(milliseconds / 1000)
  if (seconds < 60) return `${seconds} s`
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`
}

export type MeasureCost = { readonly measure: string; readonly milliseconds: number }

/** What each measure cost in time, on every build measured, and the whole. */
export function formatMeasureCosts(costs: readonly MeasureCost[], buildCount: number): string {
  const total = costs.reduce((sum, cost) => sum + cost.milliseconds, 0)
  const parts = costs.map((cost) => `${cost.measure} ${formatDuration(cost.milliseconds)}`)
  const builds = buildCount === 1 ? 'one build' : `${buildCount} builds`
  return `Time per measure (${builds}): ${parts.join(' · ')}; in all ${formatDuration(total)}.`
}

/** One line per broken budget: the figure, its limit, and how far past it. */
export function formatBudgetBreaks(breaks: readonly BudgetBreak[]): string {
  if (breaks.length === 0) return 'Every figure keeps its budget.'
  const lines = breaks.map((broken) => {
    const unit = broken.figure.unit
    const suffix = UNIT_SUFFIXES[unit]
    const sign = broken.bound === 'min' ? '≥' : '≤'
    const direction = broken.bound === 'min' ? 'under' : 'over'
    return (
      `  ${broken.measure} ${broken.variant} ${broken.route}: ${broken.figure.label} ` +
      `${formatValue(unit, broken.value)}${suffix}, budget ${sign} ${formatValue(unit, broken.limit)}${suffix} ` +
      `(${formatValue(unit, broken.excess)}${suffix} ${direction})`
    )
  })
  return [`${BROKEN_MARK} ${breaks.length} figures break their budget:`, ...lines].join('\n')
}
