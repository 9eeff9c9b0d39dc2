import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { Table, TableBody, TableCell, TableHead, TableRow } from '#app/components/ui/table.tsx'
import { summarizeEvolutionSeries } from '#app/domain/stats-evolution.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { ChartLine } from '../chart-options.ts'

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
    <Box component="section" aria-labelledby={`${tableId}-summary`} sx={{ mt: 3, maxWidth: 960 }}>
      <Typography id={`${tableId}-summary`} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('statsEvolution.summary')}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, mt: 1 }}>
        {lines.map((line) => {
          const summary = summarizeEvolutionSeries(months, line.values)
          return (
            <Typography component="li" variant="body2" key={line.name} sx={{ mb: 0.5 }}>
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
            </Typography>
          )
        })}
      </Box>
      <Button
        variant="text"
        aria-expanded={isTableShown}
        aria-controls={tableId}
        onClick={() => setIsTableShown((shown) => !shown)}
      >
        {t(isTableShown ? 'statsEvolution.hideTable' : 'statsEvolution.showTable')}
      </Button>
      {isTableShown && (
        <Box
          id={tableId}
          sx={{ overflowX: 'auto', maxHeight: 480, mt: 1 }}
          tabIndex={0}
          role="region"
          aria-label={title}
        >
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
        </Box>
      )}
    </Box>
  )
}
