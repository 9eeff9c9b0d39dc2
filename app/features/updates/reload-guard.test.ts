import { describe, expect, test } from 'vitest'
import { canReload, parseReloadGuard, RELOAD_GUARD_TTL_MS } from './reload-guard.ts'

const NOW = 1_000_000

describe('canReload', () => {
  test.each([
    { name: 'no guard yet', guard: undefined, path: '/units', expected: true },
    {
      name: 'same path within the time to live',
      guard: { path: '/units', expires: NOW + RELOAD_GUARD_TTL_MS },
      path: '/units',
      expected: false,
    },
    {
      name: 'same path at the last millisecond',
      guard: { path: '/units', expires: NOW },
      path: '/units',
      expected: false,
    },
    {
      name: 'same path once expired',
      guard: { path: '/units', expires: NOW - 1 },
      path: '/units',
      expected: true,
    },
    {
      name: 'another path',
      guard: { path: '/units', expires: NOW + RELOAD_GUARD_TTL_MS },
      path: '/skills',
      expected: true,
    },
  ])('$name', ({ guard, path, expected }) => {
    expect(canReload(guard, path, NOW)).toBe(expected)
  })
})

describe('parseReloadGuard', () => {
  test.each([
    { name: 'nothing stored', stored: null, expected: undefined },
    { name: 'not JSON', stored: '{', expected: undefined },
    { name: 'wrong shape', stored: '{"path":1}', expected: undefined },
    {
      name: 'a guard',
      stored: '{"path":"/","expires":5}',
      expected: { path: '/', expires: 5 },
    },
  ])('$name', ({ stored, expected }) => {
    expect(parseReloadGuard(stored)).toEqual(expected)
  })
})
