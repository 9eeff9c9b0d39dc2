import { expect, test } from 'vitest'
import {
  countBufferRows,
  findRowRange,
  findScrollTopShowing,
  isRangeWithin,
  listDrawnIndexes,
  listRows,
  MAX_DRAWN_ITEMS,
} from './row-window.ts'

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

test.each([
  { name: 'rows of 53 px: 4 rows make the 200 px', rowHeight: 53, expected: 4 },
  { name: 'rows of 40 px: 5 rows exactly', rowHeight: 40, expected: 5 },
  { name: 'rows taller than the buffer: one', rowHeight: 300, expected: 1 },
  { name: 'no height measured: no division by zero', rowHeight: 0, expected: 200 },
])('countBufferRows: $name', ({ rowHeight, expected }) => {
  expect(countBufferRows(rowHeight)).toBe(expected)
})

test.each([
  {
    name: 'in view, and the buffer on each side',
    range: { startIndex: 10, endIndex: 12, overscan: 2, count: 100 },
    expected: [8, 9, 10, 11, 12, 13, 14],
  },
  {
    name: 'no buffer above the first row',
    range: { startIndex: 0, endIndex: 2, overscan: 3, count: 100 },
    expected: [0, 1, 2, 3, 4, 5],
  },
  {
    name: 'no buffer past the last row',
    range: { startIndex: 97, endIndex: 99, overscan: 3, count: 100 },
    expected: [94, 95, 96, 97, 98, 99],
  },
  { name: 'no rows', range: { startIndex: 0, endIndex: -1, overscan: 3, count: 0 }, expected: [] },
])('listDrawnIndexes: $name', ({ range, expected }) => {
  expect(listDrawnIndexes(range)).toEqual(expected)
})

test('listDrawnIndexes: never more than the spec’s 1000 rows, from the first drawn', () => {
  const drawn = listDrawnIndexes({ startIndex: 100, endIndex: 2000, overscan: 5, count: 5000 })
  expect(drawn).toHaveLength(MAX_DRAWN_ITEMS)
  expect(drawn[0]).toBe(95)
})
