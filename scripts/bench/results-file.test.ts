import { expect, test } from 'vitest'
import { formatFileTimestamp } from './results-file.ts'

test('formatFileTimestamp: UTC, sortable, no colon', () => {
  expect(formatFileTimestamp(new Date('2026-11-22T14:05:09.123Z'))).toBe('20261122-140509')
})
