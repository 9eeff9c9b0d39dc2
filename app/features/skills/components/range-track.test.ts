import { expect, test } from 'vitest'
import { percentOf, readRangeTrack } from './range-track.ts'

test.each([
  { name: 'the lowest bound', track: { min: 0, max: 6 }, value: 0, expected: 0 },
  { name: 'the highest bound', track: { min: 0, max: 6 }, value: 6, expected: 100 },
  { name: 'between', track: { min: 0, max: 500 }, value: 250, expected: 50 },
  { name: 'a track not from 0', track: { min: 1, max: 4 }, value: 2, expected: 100 / 3 },
  {
    name: 'a track of no length: no division by zero',
    track: { min: 3, max: 3 },
    value: 3,
    expected: 0,
  },
])('percentOf: $name', ({ track, value, expected }) => {
  expect(percentOf(track, value)).toBeCloseTo(expected)
})

test.each([
  {
    name: 'few steps are marked',
    bounds: { min: 0, max: 3 },
    step: 1,
    expected: {
      min: 0,
      max: 3,
      isFixed: false,
      marks: [0, 1, 2, 3].map((value) => ({ value, percent: (value / 3) * 100 })),
    },
  },
  {
    name: 'many steps are not',
    bounds: { min: 0, max: 500 },
    step: 10,
    expected: { min: 0, max: 500, isFixed: false, marks: [] },
  },
  {
    name: 'equal bounds: one step long, fixed',
    bounds: { min: 3, max: 3 },
    step: 1,
    expected: {
      min: 3,
      max: 4,
      isFixed: true,
      marks: [
        { value: 3, percent: 0 },
        { value: 4, percent: 100 },
      ],
    },
  },
])('readRangeTrack: $name', ({ bounds, step, expected }) => {
  expect(readRangeTrack(bounds, step)).toEqual(expected)
})
