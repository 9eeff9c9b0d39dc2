import { describe, expect, test } from 'vitest'
import {
  detectLocale,
  localizePath,
  parseAcceptLanguage,
  readCookie,
  serializeLocaleCookie,
  splitLocalePrefix,
} from './locale.ts'

describe('splitLocalePrefix', () => {
  test.each([
    { name: 'locale and page', pathname: '/en/units', expected: { locale: 'en', path: '/units' } },
    { name: 'locale alone', pathname: '/en', expected: { locale: 'en', path: '/' } },
    {
      name: 'nested page',
      pathname: '/en/events/hall-of-forms',
      expected: { locale: 'en', path: '/events/hall-of-forms' },
    },
    { name: 'no locale', pathname: '/units', expected: { locale: undefined, path: '/units' } },
    {
      name: 'unknown locale is a path',
      pathname: '/fr/units',
      expected: { locale: undefined, path: '/fr/units' },
    },
    { name: 'root', pathname: '/', expected: { locale: undefined, path: '/' } },
  ])('$name', ({ pathname, expected }) => {
    expect(splitLocalePrefix(pathname)).toEqual(expected)
  })
})

test('localizePath: English has no prefix', () => {
  expect(localizePath('/units', 'en')).toBe('/units')
})

describe('parseAcceptLanguage', () => {
  test.each([
    {
      name: 'ordered by quality',
      header: 'fr;q=0.5, en-GB, de;q=0.8',
      expected: ['en-gb', 'de', 'fr'],
    },
    { name: 'ties keep their order', header: 'ja, en', expected: ['ja', 'en'] },
    { name: 'wildcard and q=0 dropped', header: '*, fr;q=0, en;q=0.1', expected: ['en'] },
    { name: 'no header', header: null, expected: [] },
  ])('$name', ({ header, expected }) => {
    expect(parseAcceptLanguage(header)).toEqual(expected)
  })
})

describe('detectLocale', () => {
  const base = {
    cookieLocale: undefined,
    browserLanguages: [],
    fallbackLocale: undefined,
    routeLocale: 'en',
  } as const
  test.each([
    {
      name: 'cookie first',
      input: { ...base, cookieLocale: 'en', browserLanguages: ['fr'] },
      expected: 'en',
    },
    {
      name: 'unknown cookie falls to browser',
      input: { ...base, cookieLocale: 'xx', browserLanguages: ['en-us'] },
      expected: 'en',
    },
    {
      name: 'browser language by base code',
      input: { ...base, browserLanguages: ['fr', 'en-au'] },
      expected: 'en',
    },
    {
      name: 'configured fallback',
      input: { ...base, browserLanguages: ['fr'], fallbackLocale: 'en' },
      expected: 'en',
    },
    {
      name: 'route locale last',
      input: { ...base, browserLanguages: ['fr'], fallbackLocale: 'de' },
      expected: 'en',
    },
  ] as const)('$name', ({ input, expected }) => {
    expect(detectLocale(input)).toBe(expected)
  })
})

describe('serializeLocaleCookie', () => {
  const options = {
    name: 'i18n_redirected',
    domain: undefined,
    isSecure: false,
    isCrossOrigin: false,
  }
  test.each([
    {
      name: 'defaults',
      options,
      expected: 'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax',
    },
    {
      name: 'cross-origin is SameSite=None and Secure',
      options: { ...options, isCrossOrigin: true },
      expected: 'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=None; Secure',
    },
    {
      name: 'domain and secure',
      options: { ...options, name: 'lang', domain: 'example.org', isSecure: true },
      expected: 'lang=en; Max-Age=31536000; Path=/; SameSite=Lax; Domain=example.org; Secure',
    },
  ])('$name', ({ options, expected }) => {
    expect(serializeLocaleCookie('en', options)).toBe(expected)
  })
})

test.each([
  { name: 'found', header: 'a=1; i18n_redirected=en', expected: 'en' },
  { name: 'absent', header: 'a=1', expected: undefined },
  { name: 'bad encoding', header: 'i18n_redirected=%E0%A4%A', expected: undefined },
  { name: 'no header', header: null, expected: undefined },
])('readCookie: $name', ({ header, expected }) => {
  expect(readCookie(header, 'i18n_redirected')).toBe(expected)
})
