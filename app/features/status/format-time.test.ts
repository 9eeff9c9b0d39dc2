import { expect, test } from 'vitest'
import { translate } from '#app/i18n/messages.ts'
import english from '#app/locales/en.json'
import { formatUtcTime } from './format-time.ts'

test.each([
  {
    name: 'milliseconds dropped',
    iso: '2026-08-21T06:00:03.120Z',
    expected: '2026-08-21 06:00:03 UTC',
  },
  { name: 'no milliseconds', iso: '2026-08-21T06:00:03Z', expected: '2026-08-21 06:00:03 UTC' },
  {
    name: 'an offset is not UTC: as is',
    iso: '2026-08-21T08:00:03+02:00',
    expected: '2026-08-21T08:00:03+02:00',
  },
  { name: 'not a time: as is', iso: 'yesterday', expected: 'yesterday' },
])('formatUtcTime: $name', ({ iso, expected }) => {
  expect(formatUtcTime((key, params) => translate(english, key, params), iso)).toBe(expected)
})
