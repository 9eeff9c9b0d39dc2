import { expect, test } from 'vitest'
import { translate } from '#app/i18n/messages.ts'
import english from '#app/locales/en.json'
import { formatInterval } from './format-interval.ts'

test.each([
  { name: 'a day', seconds: 86_400, expected: '1 d' },
  { name: 'six hours', seconds: 21_600, expected: '6 h' },
  { name: 'ninety minutes', seconds: 5400, expected: '90 min' },
  { name: 'thirty seconds', seconds: 30, expected: '30 s' },
  { name: 'a fraction of a minute', seconds: 90.5, expected: '90.5 s' },
])('formatInterval: $name', ({ seconds, expected }) => {
  expect(formatInterval((key, params) => translate(english, key, params), seconds)).toBe(expected)
})
