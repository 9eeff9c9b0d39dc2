import { expect, test } from 'vitest'
import { formatEvolutionCsv } from './evolution-csv.ts'

test('formatEvolutionCsv: header, one row per month, empty gaps, quoted names', () => {
  expect(
    formatEvolutionCsv({
      monthHeader: 'Month',
      months: ['2017-02', '2017-03'],
      lines: [
        { name: 'All', values: [150.5, null] },
        { name: 'BST, "armored"', values: [160, 161] },
      ],
    }),
  ).toBe('Month,All,"BST, ""armored"""\n2017-02,150.5,160\n2017-03,,161\n')
})
