import { describe, expect, test } from 'vitest'
import { readErrorStatus, shouldReportError } from './monitoring-filter.ts'

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

describe('shouldReportError', () => {
  test.each([
    { name: 'a bug without a status', status: undefined, userAgent: BROWSER, expected: true },
    { name: 'a server error', status: 500, userAgent: BROWSER, expected: true },
    { name: '299 is reported', status: 299, userAgent: BROWSER, expected: true },
    { name: '300 is not', status: 300, userAgent: BROWSER, expected: false },
    { name: 'a not found is not', status: 404, userAgent: BROWSER, expected: false },
    { name: '499 is not', status: 499, userAgent: BROWSER, expected: false },
    { name: '500 is again', status: 500, userAgent: BROWSER, expected: true },
    { name: 'a bot request is only logged', status: 500, userAgent: GOOGLEBOT, expected: false },
    { name: 'no user agent is no bot', status: undefined, userAgent: undefined, expected: true },
  ])('$name', ({ status, userAgent, expected }) => {
    expect(shouldReportError({ status, userAgent })).toBe(expected)
  })
})

describe('readErrorStatus', () => {
  test.each([
    {
      name: 'a route error response',
      error: { status: 404, statusText: 'Not Found' },
      expected: 404,
    },
    { name: 'an Error', error: new Error('bug'), expected: undefined },
    { name: 'a status that is not a number', error: { status: '500' }, expected: undefined },
    { name: 'a string', error: 'boom', expected: undefined },
    { name: 'null', error: null, expected: undefined },
  ])('$name', ({ error, expected }) => {
    expect(readErrorStatus(error)).toBe(expected)
  })
})
