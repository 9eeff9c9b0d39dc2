import { describe, expect, test } from 'vitest'
import {
  findRouteRule,
  type RouteRuleTable,
  readRedirect,
  resolveRouteMiddleware,
  UnknownRouteMiddlewareError,
} from './route-rules.ts'

const TABLE: RouteRuleTable = {
  '/**': { appMiddleware: ['log'] },
  '/heroes': { redirect: { to: '/units', statusCode: 301 } },
  '/wiki': { redirect: 'https://feheroes.fandom.com/' },
  '/api/**': { appMiddleware: { log: false, noindex: true } },
}

describe('findRouteRule', () => {
  test.each([
    {
      name: 'a path without its own rule gets the catch-all',
      path: '/units',
      expected: { appMiddleware: ['log'] },
    },
    {
      name: 'an exact rule merges over the catch-all',
      path: '/heroes',
      expected: { appMiddleware: ['log'], redirect: { to: '/units', statusCode: 301 } },
    },
    {
      name: 'a prefix rule covers the prefix',
      path: '/api',
      expected: { appMiddleware: { log: false, noindex: true } },
    },
    {
      name: 'a prefix rule covers below',
      path: '/api/update-theme',
      expected: { appMiddleware: { log: false, noindex: true } },
    },
    { name: 'a prefix is not a partial name', path: '/apis', expected: { appMiddleware: ['log'] } },
  ])('$name', ({ path, expected }) => {
    expect(findRouteRule(path, TABLE)).toEqual(expected)
  })

  test('no rule at all', () => {
    expect(findRouteRule('/units', {})).toEqual({})
  })
})

describe('readRedirect', () => {
  test.each([
    { name: 'no redirect', rule: {}, expected: undefined },
    {
      name: 'a path, 302 by default',
      rule: { redirect: '/units' },
      expected: { to: '/units', status: 302, isExternal: false },
    },
    {
      name: 'a status from the rule',
      rule: { redirect: { to: '/units', statusCode: 308 as const } },
      expected: { to: '/units', status: 308, isExternal: false },
    },
    {
      name: 'an external address',
      rule: { redirect: 'https://feheroes.fandom.com/' },
      expected: { to: 'https://feheroes.fandom.com/', status: 302, isExternal: true },
    },
  ])('$name', ({ rule, expected }) => {
    expect(readRedirect(rule)).toEqual(expected)
  })
})

describe('resolveRouteMiddleware', () => {
  const registry = { log: 'log-middleware', noindex: 'noindex-middleware' }
  test.each([
    { name: 'none', rule: {}, expected: [] },
    { name: 'one name', rule: { appMiddleware: 'noindex' }, expected: ['noindex-middleware'] },
    {
      name: 'a list, in order',
      rule: { appMiddleware: ['noindex', 'log'] },
      expected: ['noindex-middleware', 'log-middleware'],
    },
    {
      name: 'names switched off are left out',
      rule: { appMiddleware: { log: false, noindex: true } },
      expected: ['noindex-middleware'],
    },
  ])('$name', ({ rule, expected }) => {
    expect(resolveRouteMiddleware(rule, registry)).toEqual(expected)
  })

  test.each([
    { name: 'an unknown name', name2: 'auth' },
    { name: 'an inherited property is no middleware', name2: 'toString' },
  ])('$name fails with the spec message', ({ name2 }) => {
    expect(() => resolveRouteMiddleware({ appMiddleware: [name2] }, registry)).toThrow(
      new UnknownRouteMiddlewareError(name2),
    )
    expect(() => resolveRouteMiddleware({ appMiddleware: [name2] }, registry)).toThrow(
      `Unknown route middleware: '${name2}'`,
    )
  })
})
