import { expect, test } from 'vitest'
import { formatDateTime } from './format-date.ts'

test('formatDateTime: a day and a time, in English', () => {
  expect(formatDateTime('2026-11-26T16:05:00')).toBe('Nov 26, 2026, 4:05 PM')
})
