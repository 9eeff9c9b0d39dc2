import { expect, test } from 'vitest'
import { type ListEnd, suggestEnclosureLevel } from './binding-worlds.ts'

test.each<{ name: string; levels: number[]; end: ListEnd; expected: number }>([
  { name: 'empty list, top: the highest level', levels: [], end: 'top', expected: 28 },
  { name: 'empty list, bottom: the lowest level', levels: [], end: 'bottom', expected: 0 },
  { name: 'one candidate, top: its level', levels: [12], end: 'top', expected: 12 },
  { name: 'one candidate, bottom: its level', levels: [12], end: 'bottom', expected: 12 },
  { name: 'top, falling by one: one more', levels: [20, 19, 3], end: 'top', expected: 21 },
  { name: 'top, rising by one: one less', levels: [20, 21], end: 'top', expected: 19 },
  { name: 'top, equal: the same', levels: [7, 7, 1], end: 'top', expected: 7 },
  { name: 'top, no trend: the highest', levels: [20, 15], end: 'top', expected: 28 },
  { name: 'top, trend past 28: clamped', levels: [28, 27], end: 'top', expected: 28 },
  { name: 'bottom, falling by one: one less', levels: [9, 20, 19], end: 'bottom', expected: 18 },
  { name: 'bottom, rising by one: one more', levels: [4, 5], end: 'bottom', expected: 6 },
  { name: 'bottom, equal: the same', levels: [3, 3], end: 'bottom', expected: 3 },
  { name: 'bottom, no trend: the lowest', levels: [10, 4], end: 'bottom', expected: 0 },
  { name: 'bottom, trend below 0: clamped', levels: [1, 0], end: 'bottom', expected: 0 },
])('suggestEnclosureLevel: $name', ({ levels, end, expected }) => {
  expect(suggestEnclosureLevel(levels, end)).toBe(expected)
})
