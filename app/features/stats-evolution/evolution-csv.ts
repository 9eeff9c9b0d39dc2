function quote(cell: string): string {
  return /[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell
}

/** The chart's data as CSV: a month column, then one column per line; gaps are empty cells. */
export function formatEvolutionCsv(options: {
  readonly monthHeader: string
  readonly months: readonly string[]
  readonly lines: readonly { readonly name: string; readonly values: readonly (number | null)[] }[]
}): string {
  const header = [options.monthHeader, ...options.lines.map((line) => line.name)]
  const rows = options.months.map((month, index) => [
    month,
    ...options.lines.map((line) => {
      const value = line.values[index]
      return value === null || value === undefined ? '' : String(value)
    }),
  ])
  return `${[header, ...rows].map((row) => row.map(quote).join(',')).join('\n')}\n`
}
