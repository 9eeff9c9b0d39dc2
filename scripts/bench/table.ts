import { type BudgetBreak, KILOBYTE } from './budgets.ts'
import type { Figure, FigureUnit, MeasureResult, MeasureRow } from './measure.ts'

export const BROKEN_MARK = '✗'

const UNIT_SUFFIXES: Record<FigureUnit, string> = {
  score: '',
  ms: ' ms',
  bytes: ' kB',
  count: '',
  number: '',
}

/** A value as printed: scores to 2 decimals (3 between percents), ms whole, bytes in kB. */
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
    case 'number':
      return value.toFixed(3)
    default: {
      const unknownUnit: never = unit
      throw new Error(`No format for the unit ${String(unknownUnit)}`)
    }
  }
}

/** Lays out cells in columns: the first column left-aligned, the others right-aligned. */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const allRows = [header, ...rows]
  const widths = header.map((_, column) =>
    Math.max(...allRows.map((row) => [...(row[column] ?? '')].length)),
  )
  const formatRow = (row: readonly string[]): string =>
    widths
      .map((width, column) => {
        const cell = row[column] ?? ''
        return column === 0 ? cell.padEnd(width) : cell.padStart(width)
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

/** One table per measure and variant; figures that break a budget carry the mark ✗. */
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
    const variants = [...new Set(result.rows.map((row) => row.variant))]
    return variants.map((variant) =>
      formatVariantTable(
        result.name,
        variant,
        result.rows.filter((row) => row.variant === variant),
        brokenKeys,
      ),
    )
  })
  return tables.join('\n\n')
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
