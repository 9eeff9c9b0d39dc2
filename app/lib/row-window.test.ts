import { expect, test } from 'vitest'
import { findRowRange, findScrollTopShowing, isRangeWithin, listRows } from './row-window.ts'

// The catalog's grid: rows of 92 px, five in view, 1,409 heroes in 4 columns.
const view = { viewportHeight: 460, rowHeight: 92, rowCount: 353 }

test.each([
  { name: 'at the top', scrollTop: 0, overscan: 0, expected: { start: 0, end: 5 } },
  {
    name: 'overscan below only at the top',
    scrollTop: 0,
    overscan: 3,
    expected: { start: 0, end: 8 },
  },
  { name: 'a row cut at each edge', scrollTop: 46, overscan: 0, expected: { start: 0, end: 6 } },
  { name: 'on a row boundary', scrollTop: 184, overscan: 0, expected: { start: 2, end: 7 } },
  { name: 'overscan on both sides', scrollTop: 920, overscan: 3, expected: { start: 7, end: 18 } },
  { name: 'at the end', scrollTop: 32_016, overscan: 3, expected: { start: 345, end: 353 } },
  { name: 'bounced above the top', scrollTop: -40, overscan: 0, expected: { start: 0, end: 5 } },
  { name: 'past the end', scrollTop: 40_000, overscan: 0, expected: { start: 353, end: 353 } },
])('findRowRange: $name', ({ scrollTop, overscan, expected }) => {
  expect(findRowRange({ ...view, scrollTop, overscan })).toEqual(expected)
})

test.each([
  { name: 'fewer rows than the view', rowCount: 2, expected: { start: 0, end: 2 } },
  { name: 'no rows', rowCount: 0, expected: { start: 0, end: 0 } },
])('findRowRange: $name', ({ rowCount, expected }) => {
  expect(findRowRange({ ...view, rowCount, scrollTop: 0, overscan: 3 })).toEqual(expected)
})

test.each([
  { name: 'inside', inner: { start: 3, end: 6 }, outer: { start: 0, end: 8 }, expected: true },
  { name: 'the same', inner: { start: 3, end: 6 }, outer: { start: 3, end: 6 }, expected: true },
  {
    name: 'past the end',
    inner: { start: 6, end: 9 },
    outer: { start: 0, end: 8 },
    expected: false,
  },
  {
    name: 'before the start',
    inner: { start: 2, end: 5 },
    outer: { start: 3, end: 8 },
    expected: false,
  },
  { name: 'empty', inner: { start: 9, end: 9 }, outer: { start: 0, end: 8 }, expected: true },
])('isRangeWithin: $name', ({ inner, outer, expected }) => {
  expect(isRangeWithin(inner, outer)).toBe(expected)
})

test.each([
  {
    name: 'overlapping',
    first: { start: 0, end: 4 },
    second: { start: 2, end: 6 },
    expected: [0, 1, 2, 3, 4, 5],
  },
  {
    name: 'apart, in order',
    first: { start: 8, end: 10 },
    second: { start: 1, end: 3 },
    expected: [1, 2, 8, 9],
  },
  {
    name: 'one empty',
    first: { start: 4, end: 4 },
    second: { start: 1, end: 3 },
    expected: [1, 2],
  },
])('listRows: $name', ({ first, second, expected }) => {
  expect(listRows(first, second)).toEqual(expected)
})

test.each([
  { name: 'already in view', row: 3, scrollTop: 100, expected: 100 },
  { name: 'above the view: its top at the top', row: 0, scrollTop: 100, expected: 0 },
  { name: 'below the view: its bottom at the bottom', row: 7, scrollTop: 100, expected: 276 },
  { name: 'cut at the bottom', row: 5, scrollTop: 50, expected: 92 },
])('findScrollTopShowing: $name', ({ row, scrollTop, expected }) => {
  expect(findScrollTopShowing({ row, scrollTop, rowHeight: 92, viewportHeight: 460 })).toBe(
    expected,
  )
})
