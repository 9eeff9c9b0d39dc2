import { useId, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Table, TableBody, TableCell, TableHead, TableRow } from '#app/components/ui/table.tsx'
import { summarizeEvolutionSeries } from '#app/domain/stats-evolution.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { ChartLine } from '../chart-options.ts'
import styles from './evolution-summary.module.css'

type EvolutionSummaryProps = {
  readonly title: string
  readonly months: readonly string[]
  readonly lines: readonly ChartLine[]
}

/** The chart in words (always shown) and its data as a table (on demand). */
export function EvolutionSummary({ title, months, lines }: EvolutionSummaryProps) {
  const t = useTranslate()
  const tableId = useId()
  const [isTableShown, setIsTableShown] = useState(false)
  return (
    <section aria-labelledby={`${tableId}-summary`} className={styles.summary}>
      <h2 id={`${tableId}-summary`} className={styles.heading}>
        {t('statsEvolution.summary')}
      </h2>
      <ul className={styles.lines}>
        {lines.map((line) => {
          const summary = summarizeEvolutionSeries(months, line.values)
          return (
            <li key={line.name}>
              {summary
                ? t('statsEvolution.lineSummary', {
                    name: line.name,
                    firstValue: summary.first.value,
                    firstMonth: summary.first.month,
                    lastValue: summary.last.value,
                    lastMonth: summary.last.month,
                    highestValue: summary.highest.value,
                    highestMonth: summary.highest.month,
                    lowestValue: summary.lowest.value,
                    lowestMonth: summary.lowest.month,
                  })
                : t('statsEvolution.lineEmpty', { name: line.name })}
            </li>
          )
        })}
      </ul>
      <Button
        aria-expanded={isTableShown}
        aria-controls={tableId}
        onClick={() => setIsTableShown((shown) => !shown)}
      >
        {t(isTableShown ? 'statsEvolution.hideTable' : 'statsEvolution.showTable')}
      </Button>
      {isTableShown && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls is focused to scroll it by keyboard
        <section id={tableId} className={styles.table} tabIndex={0} aria-label={title}>
          <Table size="small" stickyHeader>
            <caption>{title}</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('statsEvolution.month')}
                </TableCell>
                {lines.map((line) => (
                  <TableCell key={line.name} component="th" scope="col" align="right">
                    {line.name}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {months.map((month, index) => (
                <TableRow key={month}>
                  <TableCell component="th" scope="row">
                    {month}
                  </TableCell>
                  {lines.map((line) => (
                    <TableCell key={line.name} align="right">
                      {line.values[index] ?? '—'}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      )}
    </section>
  )
}
