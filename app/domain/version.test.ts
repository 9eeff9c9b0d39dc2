import { describe, expect, test } from 'vitest'
import {
  compareVersions,
  findNewestVersion,
  parseVersion,
  shiftVersion,
  toSortableVersion,
  type Version,
} from './version.ts'

describe('parseVersion', () => {
  test.each([
    { name: 'major.minor', text: '10.8', expected: { major: 10, minor: 8 } },
    { name: 'two-digit minor', text: '9.11', expected: { major: 9, minor: 11 } },
    { name: 'not a version', text: 'v10', expected: null },
    { name: 'empty', text: '', expected: null },
  ])('$name', ({ text, expected }) => {
    expect(parseVersion(text)).toEqual(expected)
  })
})

describe('compareVersions', () => {
  test.each([
    { name: 'numeric, not text order', a: '9.11', b: '10.0', expected: -1 },
    { name: 'minor 10 after minor 9', a: '5.10', b: '5.9', expected: 1 },
    { name: 'equal', a: '2.0', b: '2.0', expected: 0 },
    { name: 'missing sorts first', a: null, b: '1.0', expected: -1 },
    { name: 'both missing', a: null, b: null, expected: 0 },
  ] as const)('$name', ({ a, b, expected }) => {
    expect(Math.sign(compareVersions(a, b))).toBe(expected)
  })
})

describe('shiftVersion', () => {
  test.each([
    { name: 'next minor', version: '10.7', steps: 1, expected: '10.8' },
    { name: 'minor 11 is followed by the next major', version: '9.11', steps: 1, expected: '10.0' },
    { name: 'after 1.8 comes 2.0', version: '1.8', steps: 1, expected: '2.0' },
    { name: 'before 2.0 comes 1.8', version: '2.0', steps: -1, expected: '1.8' },
    { name: 'two before 10.1 is 9.11', version: '10.1', steps: -2, expected: '9.11' },
    { name: 'nothing before 1.0', version: '1.0', steps: -3, expected: '1.0' },
    { name: 'zero steps', version: '7.5', steps: 0, expected: '7.5' },
  ] as const)('$name', ({ version, steps, expected }) => {
    expect(shiftVersion(version, steps)).toBe(expected)
  })
})

describe('toSortableVersion', () => {
  test.each([
    { version: '9.11' as Version, expected: '09.11' },
    { version: '10.0' as Version, expected: '10.00' },
  ])('$version', ({ version, expected }) => {
    expect(toSortableVersion(version)).toBe(expected)
  })
})

test.each([
  { name: 'none', items: [], expected: null },
  { name: 'only missing versions', items: [{ version: null }], expected: null },
  {
    name: 'numeric order, missing ones skipped',
    items: [{ version: '9.11' as const }, { version: null }, { version: '10.2' as const }],
    expected: '10.2',
  },
])('findNewestVersion: $name', ({ items, expected }) => {
  expect(findNewestVersion(items)).toBe(expected)
})
