import { describe, expect, test } from 'vitest'
import {
  findLongestThreadMs,
  findLongestWallMs,
  listLongTasks,
  readMainThreadTasks,
  type TraceEvent,
} from './main-thread-tasks.ts'

const PAGE = { pid: 7, tid: 1 }
const mark: TraceEvent = {
  name: 'bench:main-thread-trace',
  cat: 'blink.user_timing',
  ph: 'R',
  ts: 5_000_000,
  ...PAGE,
}
const task = (fields: Partial<TraceEvent>): TraceEvent => ({
  name: 'RunTask',
  cat: 'disabled-by-default-devtools.timeline',
  ph: 'X',
  ts: 5_010_000,
  dur: 60_000,
  tdur: 20_000,
  ...PAGE,
  ...fields,
})

describe('readMainThreadTasks', () => {
  test.each([
    [
      'a task of the marking thread, on the page clock',
      [mark, task({})],
      [{ startMs: 110, wallMs: 60, threadMs: 20 }],
    ],
    ['another process: a worker or the browser', [mark, task({ pid: 8 })], []],
    ['another thread of the page', [mark, task({ tid: 2 })], []],
    ['not a task', [mark, task({ name: 'Layout' })], []],
    ['a task without its thread time', [mark, task({ tdur: undefined })], []],
  ])('%s', (_case, events, expected) => {
    expect(readMainThreadTasks(events, 100)).toEqual(expected)
  })

  test('without the mark, the page thread is unknown: said, not guessed', () => {
    expect(() => readMainThreadTasks([task({})], 100)).toThrow(/no "bench:main-thread-trace"/)
  })
})

describe('the longest task and the long ones', () => {
  const tasks = [
    { startMs: 0, wallMs: 72.4, threadMs: 38.2 },
    { startMs: 100, wallMs: 20, threadMs: 50 },
    { startMs: 200, wallMs: 49.9, threadMs: 12 },
  ]
  test('thread time and wall time each give their own longest', () => {
    expect(findLongestThreadMs(tasks)).toBe(50)
    expect(findLongestWallMs(tasks)).toBe(72)
  })
  test('no task: 0', () => {
    expect(findLongestThreadMs([])).toBe(0)
    expect(findLongestWallMs([])).toBe(0)
  })
  test('a long task is 50 ms or more of either time', () => {
    expect(listLongTasks(tasks)).toEqual([
      { threadMs: 38, wallMs: 72 },
      { threadMs: 50, wallMs: 20 },
    ])
  })
})
