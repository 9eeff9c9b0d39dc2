import { expect, test } from 'vitest'
import { formatCount } from './format-count.ts'

test.each([
  { value: 0, expected: '0' },
  { value: 999, expected: '999' },
  { value: 1409, expected: '1,409' },
  { value: 6255, expected: '6,255' },
  { value: 1234567, expected: '1,234,567' },
  { value: -1409, expected: '-1,409' },
])('formatCount($value) is $expected, as toLocaleString("en") writes it', ({ value, expected }) => {
  expect(formatCount(value)).toBe(expected)
  expect(formatCount(value)).toBe(value.toLocaleString('en'))
})
